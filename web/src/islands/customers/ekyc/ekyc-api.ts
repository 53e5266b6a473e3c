import { type ApiResult, api, apiFetch } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api-operations';

/** The eKYC calls of spec §7 ("Common service") as the screen makes them. */

export type EkycCheck = ApiAnswer<'get', '/api/EKYC/CheckEKYCCompleted/UserLogin'>['Data'];
export type SentCode = ApiAnswer<'post', '/api/2fa/SendSMSOTP'>['Data'];

export function checkEkyc(failureTitle: string): Promise<ApiResult<EkycCheck>> {
  return api.get('/api/EKYC/CheckEKYCCompleted/UserLogin', { failureTitle, parse: (b) => b.Data });
}

export function uploadEkycDocuments(
  frontMediaId: string,
  backMediaId: string,
  failureTitle: string,
): Promise<ApiResult<unknown>> {
  return api.post(
    '/api/EKYC/upload-documents',
    { FrontMediaId: frontMediaId, BackMediaId: backMediaId },
    { failureTitle },
  );
}

/**
 * spec §5: sending succeeds only when the answer's status is 'Success'; anything else is a
 * failure, even with a 2xx status. Quiet: the screen says why, by the field when it can.
 */
export async function sendSmsCode(phoneNo: string | undefined): Promise<ApiResult<SentCode>> {
  return apiFetch<SentCode>('/api/2fa/SendSMSOTP', {
    body: phoneNo ? { PhoneNo: phoneNo } : {},
    quiet: true,
    parse: (b) => {
      const body = b as Partial<ApiAnswer<'post', '/api/2fa/SendSMSOTP'>> | undefined;
      return body?.status === 'Success' ? body.Data : undefined;
    },
  });
}

/** Quiet: a refused verification (422) and a wrong code are shown on the screen itself. */
export function performEkyc(code: string): Promise<ApiResult<unknown>> {
  return apiFetch('/api/EKYC/PerformEKYC', { body: { Code: code }, quiet: true });
}
