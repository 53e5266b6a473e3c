import type { ProfileData } from '../../../components/customers/profile/profile-types';
import { type ApiResult, api } from '../../../lib/api-client';
import type { ApiBody, PathWith } from '../../../lib/api-operations';

/** The CRM calls of the profile editor (spec §7, "Customer (CRM) service"). */
export type SavePath = Extract<
  PathWith<'post'>,
  | '/api/customer/profile/update'
  | '/api/customer/addresses/add'
  | '/api/customer/addresses/update'
  | '/api/customer/employments/add'
  | '/api/customer/employments/update'
  | '/api/customer/banks/add'
  | '/api/customer/banks/update'
  | '/api/customer/company/update'
  | '/api/customers/company/contact-persons/add'
  | '/api/customers/company/contact-persons/update'
>;

/**
 * Sends a form's body. The body was checked with the same domain schema the API applies, which is
 * what makes it the documented body; the compiler cannot follow that through the generic form.
 */
export function save(
  path: SavePath,
  body: Record<string, unknown>,
  failureTitle: string,
): Promise<ApiResult<unknown>> {
  return api.post(path, body as ApiBody<'post', SavePath>, { failureTitle });
}

export function findProfile(): Promise<ApiResult<ProfileData>> {
  return api.post('/api/customer/profile/find-one', {}, { parse: (b) => b.Data });
}
