import type { EkycStatus } from '@ezc/domain';

type EkycEventType = 'UPLOAD_DOCUMENTS' | 'SEND_CODE' | 'VERIFIED' | 'REJECTED';

/** Why the eKYC machine refuses an event in a status, as the person should read it. */
export function ekycRefusal(status: EkycStatus, event: EkycEventType): { code: string; message: string } {
  if (status === 'Completed') {
    return { code: 'EKYC.ALREADY_COMPLETED', message: 'Your eKYC is already completed.' };
  }
  if (event === 'SEND_CODE') {
    return {
      code: 'EKYC.DOCUMENTS_REQUIRED',
      message: 'Upload the front and back of your identity document first.',
    };
  }
  return { code: 'EKYC.CODE_NOT_SENT', message: 'Request a verification code first.' };
}
