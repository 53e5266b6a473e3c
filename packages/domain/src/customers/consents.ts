/**
 * Consent records of PDPA 2010 (amended 2024): which version of the Privacy Notice a customer
 * accepted, when, from which address, and on what occasion — at registration, with each loan
 * agreement signed, and again when a newer notice is published. A record is never changed or
 * removed: a later acceptance is a new row, so the history reads as it happened.
 */
import * as z from 'zod';

export const consentKinds = ['Registration', 'Agreement', 'Notice'] as const;

/** A notice version is the date it was published, `YYYY-MM-DD`: versions then sort as they came. */
export const noticeVersionSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'A notice version is a date written YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'A notice version is a date that exists');

/** The notice the product first published; the seed makes it the current one. */
export const initialNoticeVersion = '2026-11-01';

export const consentSchema = z.object({
  EntityType: z.literal('Consent'),
  ConsentId: z.string(),
  /** The customer's sign-in account: consents follow the person who accepted. */
  AccountId: z.string(),
  /** The customer record the account owns, when it has one yet. */
  CustomerId: z.string().optional(),
  Kind: z.enum(consentKinds),
  NoticeVersion: noticeVersionSchema,
  /** Agreement consents: `<LoanNo>#v<AgreementVersion>`, the agreement signed. */
  AgreementRef: z.string().optional(),
  LoanNo: z.string().optional(),
  AgreementVersion: z.number().int().optional(),
  /** ISO instant of acceptance. */
  At: z.string(),
  IpAddress: z.string(),
  /** Where it was given: the site, or staff keying it in on the customer's behalf. */
  Channel: z.enum(['web', 'staff', 'seed']).optional(),
});
export type Consent = z.infer<typeof consentSchema>;

/** A customer's consents sit in one partition, in time order. */
export const consentPartition = (accountId: string) => `CONSENTS#${accountId}`;

export const consentKeys = (c: Pick<Consent, 'AccountId' | 'At' | 'Kind' | 'ConsentId'>) => ({
  PK: consentPartition(c.AccountId),
  SK: `${c.At}#${c.Kind}#${c.ConsentId}`,
});

/** The stored row of a consent: its keys beside its fields. */
export const consentItem = (c: Consent) => ({ ...consentKeys(c), ...c });

/** The reference an Agreement consent carries. */
export const agreementRef = (loanNo: string, agreementVersion: number) => `${loanNo}#v${agreementVersion}`;

/** The published notice version, kept as one setting row. */
export const privacyNoticeSettingKeys = { PK: 'SETTING#PRIVACY_NOTICE', SK: 'CURRENT' } as const;

export const privacyNoticeSettingSchema = z.object({
  EntityType: z.literal('PrivacyNoticeSetting'),
  Version: noticeVersionSchema,
  PublishedAt: z.string(),
  /** What changed from the previous version, shown when customers are asked again. */
  ChangesEn: z.string().default(''),
  ChangesMs: z.string().default(''),
});
export type PrivacyNoticeSetting = z.infer<typeof privacyNoticeSettingSchema>;

/** What the product shows until a version is published: the notice it first published. */
export const initialNoticeSetting: PrivacyNoticeSetting = {
  EntityType: 'PrivacyNoticeSetting',
  Version: initialNoticeVersion,
  PublishedAt: `${initialNoticeVersion}T00:00:00.000Z`,
  ChangesEn: '',
  ChangesMs: '',
};

/** Orders two notice versions: negative when `a` came first. */
export const compareNoticeVersions = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The newest notice version among a customer's consents, if any. */
export function lastAcceptedNoticeVersion(
  consents: readonly Pick<Consent, 'NoticeVersion'>[],
): string | undefined {
  let last: string | undefined;
  for (const c of consents) {
    if (last === undefined || compareNoticeVersions(c.NoticeVersion, last) > 0) last = c.NoticeVersion;
  }
  return last;
}

/**
 * Whether a customer must be asked again: they have not accepted the current version or a later
 * one. A customer with no consent at all (accounts made before consents were kept) is asked too.
 */
export const consentRequired = (lastAccepted: string | undefined, current: string) =>
  lastAccepted === undefined || compareNoticeVersions(lastAccepted, current) < 0;
