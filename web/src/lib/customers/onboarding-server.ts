import type { Language } from '@ezc/domain/constants';
import type { ListName } from '@ezc/domain/reference/common-lists';
import * as z from 'zod';
import { BackgroundFailure, type BackgroundSession, siteBackground } from '../background/background-session';
import { CSRF_HEADER, parseCookieHeader, SESSION_COOKIES } from '../session';
import type { ProgressLookup, Step, Wizard } from './wizard';

/**
 * The page server's calls for the onboarding pages: the signed-in customer's record (find-one,
 * which also says the wizard's step) and the common lists the forms choose from. Server-only:
 * they ride on the browser's session cookies, which page scripts never see.
 */

/** spec §9: the customer service answers within 6 s. */
const TIMEOUT_MS = 6_000;

const text = z.string();
const optionalText = z.string().optional();

const addressRecord = z.object({
  AddressId: optionalText,
  AddressLine1: text,
  AddressLine2: optionalText,
  Postcode: text,
  City: text,
  State: text,
  Country: text,
});

/**
 * find-one's answer as the wizard reads it. Parts the customer has not saved yet are absent; a
 * part that does not read as expected is dropped rather than failing the page (the form is then
 * simply empty).
 */
const part = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const onboardingProfileSchema = z.object({
  CustomerId: text,
  FullName: text,
  Email: text,
  AccountType: z.enum(['individual', 'corporate']),
  CurrentStep: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  Personal: part(
    z.object({
      FullName: text,
      IdType: z.enum(['NRIC', 'Passport']),
      NRIC: optionalText,
      PassportNo: optionalText,
      DateOfBirth: optionalText,
      Gender: optionalText,
      Nationality: optionalText,
      MaritalStatus: optionalText,
      Ethnicity: optionalText,
      BumiputeraYN: optionalText,
      ContactNo: optionalText,
    }),
  ),
  Address: part(addressRecord),
  Employment: part(
    z.object({
      EmploymentId: text,
      EmploymentType: text,
      EmploymentTerm: optionalText,
      NatureOfBusiness: text,
      Designation: text,
      CompanyName: text,
      CompanyAddress: addressRecord,
    }),
  ),
  Bank: part(
    z.object({
      BankId: text,
      BankCode: text,
      OtherBank: optionalText,
      AccountNo: text,
      AccountType: text,
      Branch: optionalText,
    }),
  ),
  Company: part(
    z.object({
      CompanyId: optionalText,
      CompanyName: text,
      RegistrationNo: text,
      IncorporationCountry: text,
      NatureOfBusiness: text,
      BusinessAddress: addressRecord,
      OfficeNo: text,
      FaxNo: optionalText,
    }),
  ),
  ContactPersons: z
    .array(
      z.object({
        ContactPersonId: text,
        FullName: text,
        Designation: text,
        IdType: z.enum(['NRIC', 'Passport']),
        NRIC: optionalText,
        PassportNo: optionalText,
        ContactNo: text,
        Email: text,
        IsDefaultYN: z.enum(['Y', 'N']),
      }),
    )
    .catch([])
    .default([]),
});
export type OnboardingProfile = z.infer<typeof onboardingProfileSchema>;

/** What the middleware found for an onboarding or login page, kept for the page to render. */
export interface OnboardingLocals {
  readonly lookup: ProgressLookup;
  readonly profile?: OnboardingProfile;
  /** The Cookie header to call the API with: the browser's, with any tokens rotated on this request. */
  readonly cookieHeader: string;
}

export interface ServerCall {
  readonly apiOrigin: string;
  readonly cookieHeader: string;
  readonly lang: Language;
  readonly fetch?: typeof fetch;
}

function headers(call: ServerCall, write: boolean): Record<string, string> {
  return {
    cookie: call.cookieHeader,
    accept: 'application/json',
    'accept-language': call.lang,
    'x-client': 'web',
    ...(write
      ? {
          'content-type': 'application/json',
          [CSRF_HEADER]: parseCookieHeader(call.cookieHeader).get(SESSION_COOKIES.csrf) ?? '',
        }
      : {}),
  };
}

/** The signed-in customer's record and progress. */
export async function lookupOnboarding(
  call: ServerCall,
): Promise<{ lookup: ProgressLookup; profile?: OnboardingProfile }> {
  const doFetch = call.fetch ?? fetch;
  try {
    const response = await doFetch(`${call.apiOrigin}/api/customer/profile/find-one`, {
      method: 'POST',
      headers: headers(call, true),
      body: '{}',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404) return { lookup: { state: 'missing' } };
    if (!response.ok) return { lookup: { state: 'failed' } };
    const body = (await response.json()) as { Data?: unknown };
    const parsed = onboardingProfileSchema.safeParse(body.Data);
    if (!parsed.success) return { lookup: { state: 'failed' } };
    const profile = parsed.data;
    return {
      lookup: { state: 'found', progress: { accountType: profile.AccountType, step: profile.CurrentStep } },
      profile,
    };
  } catch {
    return { lookup: { state: 'failed' } };
  }
}

const checklistAnswer = z.object({ Data: z.object({ Missing: z.array(z.string()) }) });

/**
 * The required documents the customer has not uploaded yet (their Titles), or undefined when the
 * checklist could not be had.
 */
export async function fetchMissingDocuments(call: ServerCall): Promise<string[] | undefined> {
  const doFetch = call.fetch ?? fetch;
  try {
    const response = await doFetch(`${call.apiOrigin}/api/customer-documents/checklist`, {
      method: 'POST',
      headers: headers(call, true),
      body: '{}',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const parsed = checklistAnswer.safeParse(response.ok ? await response.json() : undefined);
    return parsed.success ? parsed.data.Data.Missing : undefined;
  } catch {
    return undefined;
  }
}

/** A choice of a common list, labelled in the page's language. */
export interface Option {
  readonly value: string;
  readonly label: string;
}

const listAnswer = z.object({
  Data: z.array(
    z.object({
      Code: z.string(),
      Name: z.string(),
      NameEn: z.string().optional(),
      NameMs: z.string().optional(),
    }),
  ),
});

/**
 * The common lists a form needs, fetched together by the site's background session (the
 * application-wide login of spec §1: reference data, the same for everyone). A list that fails
 * comes back empty and is named in `failed` (spec §8: a failed common-list fetch is only logged;
 * the page says so); when the background session itself failed, `backgroundFailed` says so, for
 * the page's 'Background process failed. Please refresh page.'.
 */
export async function fetchLists<N extends ListName>(
  call: ServerCall,
  names: readonly N[],
  background: Pick<BackgroundSession, 'get'> = siteBackground,
): Promise<{ lists: Record<N, Option[]>; failed: N[]; backgroundFailed: boolean }> {
  const failed: N[] = [];
  let backgroundFailed = false;
  const entries = await Promise.all(
    names.map(async (name): Promise<[N, Option[]]> => {
      try {
        const parsed = listAnswer.safeParse(
          await background.get(`/lists/items?ListName=${encodeURIComponent(name)}`, call.lang),
        );
        if (!parsed.success) throw new Error(`List ${name} did not load`);
        const label = (item: z.infer<typeof listAnswer>['Data'][number]) =>
          (call.lang === 'ms' ? item.NameMs : item.NameEn) ?? item.Name;
        return [name, parsed.data.Data.map((item) => ({ value: item.Code, label: label(item) }))];
      } catch (e) {
        if (e instanceof BackgroundFailure) backgroundFailed = true;
        failed.push(name);
        return [name, []];
      }
    }),
  );
  return { lists: Object.fromEntries(entries) as Record<N, Option[]>, failed, backgroundFailed };
}

/** The lists each step's form chooses from. */
const STEP_LISTS: Readonly<Record<Wizard, Partial<Record<Step, readonly ListName[]>>>> = {
  individual: {
    2: ['Nationality', 'Malaysian State', 'Country'],
    3: ['Bank', 'Bank Account Type', 'Business Nature', 'Malaysian State', 'Country'],
  },
  corporate: {
    2: ['Country', 'Malaysian State', 'Business Nature'],
    3: ['Bank', 'Bank Account Type'],
  },
};

/** What a step's page needs from the API besides the record: its lists, or what is missing. */
export interface StepData {
  readonly lists: Partial<Record<ListName, Option[]>>;
  /** Lists that failed to load. */
  readonly failed: readonly ListName[];
  /** The site's background session could not make its calls (spec §8's background failure). */
  readonly backgroundFailed?: boolean;
  /** Required documents still missing (steps 4 and 5), when known. */
  readonly missingDocuments: readonly string[] | undefined;
}

/**
 * Fetched by the page itself, before anything renders: the layout adds to the page's security
 * policy as it renders, and a wait inside a component would send the headers before that.
 */
export async function loadStepData(
  wizard: Wizard,
  step: Step,
  onboarding: OnboardingLocals | undefined,
  apiOrigin: string,
  lang: Language,
): Promise<StepData> {
  if (!onboarding?.profile) return { lists: {}, failed: [], missingDocuments: undefined };
  const call: ServerCall = { apiOrigin, cookieHeader: onboarding.cookieHeader, lang };
  const wanted = STEP_LISTS[wizard][step] ?? [];
  const [{ lists, failed, backgroundFailed }, missingDocuments] = await Promise.all([
    wanted.length > 0 ? fetchLists(call, wanted) : { lists: {}, failed: [], backgroundFailed: false },
    step >= 4 ? fetchMissingDocuments(call) : undefined,
  ]);
  return { lists, failed, missingDocuments, ...(backgroundFailed ? { backgroundFailed } : {}) };
}
