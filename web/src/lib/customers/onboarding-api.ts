import type {
  BankAccount,
  CompanyInfo,
  ContactPersonInput,
  Employment,
  PersonalInfo,
} from '@ezc/domain/customers/profile-schemas';
import { type ApiResult, api, apiFetch } from '../api-client';

/**
 * The onboarding wizard's calls (spec §7 "Customer (CRM) service"), through the site's typed API
 * client: cookies, CSRF token, and a notification titled by the caller when one fails. The
 * bodies are the domain schemas' output, which is what the API's own schemas take in.
 */

export interface CreateLoginBody {
  readonly FullName: string;
  readonly Email: string;
  readonly Password: string;
  readonly ConfirmPassword: string;
  readonly AccountType: 'individual' | 'corporate';
}

export const createLogin = (body: CreateLoginBody, failureTitle: string) =>
  api.post('/api/customer/login/add', body, { failureTitle });

/**
 * Right after registering, signs in with what was typed (quietly: a refusal means the e-mail
 * already had an account with another password, which the page says in its own words). True when
 * signed in.
 */
export const signInAfterRegistering = async (email: string, password: string): Promise<boolean> =>
  (
    await apiFetch<unknown>('/api/auth/customer/login', {
      body: { username: email, password },
      quiet: true,
    })
  ).ok;

/** Quietly: the wizard asks this while the record is being made, and a 404 is expected then. */
export const profileExists = async (): Promise<boolean> =>
  (await apiFetch<unknown>('/api/customer/profile/find-one', { body: {}, quiet: true })).ok;

/** The id a save answered with: the record's (`Data.BankId`) or the part's (`Data.ContactPersonId`). */
export function idOf(result: ApiResult<unknown>, name: string): string | undefined {
  if (!result.ok) return undefined;
  const data = (result.data as { Data?: Record<string, unknown> } | undefined)?.Data;
  const id = data?.[name];
  return typeof id === 'string' ? id : undefined;
}

export const savePersonal = (body: PersonalInfo, failureTitle: string) =>
  api.post('/api/customer/profile/update', body, { failureTitle });

export const saveCompany = (body: CompanyInfo, failureTitle: string) =>
  api.post('/api/customer/company/update', body, { failureTitle });

export const saveContactPerson = (body: ContactPersonInput, id: string | undefined, failureTitle: string) =>
  id
    ? api.post(
        '/api/customers/company/contact-persons/update',
        { ...body, ContactPersonId: id },
        { failureTitle },
      )
    : api.post('/api/customers/company/contact-persons/add', body, { failureTitle });

export const saveBank = (body: BankAccount, id: string | undefined, failureTitle: string) =>
  id
    ? api.post('/api/customer/banks/update', { ...body, BankId: id }, { failureTitle })
    : api.post('/api/customer/banks/add', body, { failureTitle });

export const saveEmployment = (body: Employment, id: string | undefined, failureTitle: string) =>
  id
    ? api.post('/api/customer/employments/update', { ...body, EmploymentId: id }, { failureTitle })
    : api.post('/api/customer/employments/add', body, { failureTitle });

export const completeOnboarding = (failureTitle: string) =>
  api.post('/api/customer/onboarding/complete', {}, { failureTitle });
