import * as z from 'zod';
import { malaysianStates } from '../reference/malaysian-states';
import { choice, emailField, optionalText, ruleIssue, text, ynSchema } from './field-rules';
import { nricSchema, passportSchema, readNric } from './nric';
import { mobileSchema, phoneSchema } from './phone';

/**
 * The customer record's parts (spec §3) as the CRM calls take them, field names as the spec
 * gives them. Codes of list values (Nationality, State, Country, Bank...) are the `Code`s of
 * `GET /lists/items`.
 */

export const memberTypes = ['Premium Member', 'Online Member', 'Non-Member', 'Company'] as const;
export type MemberType = (typeof memberTypes)[number];
export const maritalStatuses = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const ethnicities = ['Malay', 'Chinese', 'Indian', 'Foreigner', 'Others'] as const;
export const idTypes = ['NRIC', 'Passport'] as const;
export const employmentTypes = ['Self-Employed', 'Employed'] as const;
export const employmentTerms = ['Contract', 'Permanent'] as const;
/** Country code of Malaysia in the Country list (ISO 3166-1 alpha-2). */
export const MALAYSIA = 'MY';
/** The Bank list's code for a bank not in the list: `OtherBank` then names it. */
export const OTHER_BANK = 'OTHERS';

const code = (max = 40) => text(max);

/**
 * An address: street lines, postcode, city, state, country. Addresses may contain a slash. In
 * Malaysia the postcode has five digits and the state is a code of the Malaysian State list.
 */
export const addressFields = z.object({
  AddressLine1: text(120, { address: true }),
  AddressLine2: optionalText(120, { address: true }),
  Postcode: text(10, { address: true }),
  City: text(60, { address: true }),
  State: text(60, { address: true }),
  Country: code(2).default(MALAYSIA),
});
export const addressSchema = addressFields.superRefine((a, ctx) => {
  if (a.Country !== MALAYSIA) return;
  if (!/^\d{5}$/.test(a.Postcode)) {
    ctx.addIssue({ code: 'custom', path: ['Postcode'], ...ruleIssue('postcode') });
  }
  if (!malaysianStates.some((s) => s.Code === a.State)) {
    ctx.addIssue({ code: 'custom', path: ['State'], ...ruleIssue('choice') });
  }
});
export type Address = z.infer<typeof addressSchema>;

/** How a person is identified: NRIC for citizens, passport for everyone else. */
const identityFields = z.discriminatedUnion('IdType', [
  z.object({ IdType: z.literal('NRIC'), NRIC: nricSchema() }),
  z.object({
    IdType: z.literal('Passport'),
    PassportNo: passportSchema(),
    // Without an NRIC these cannot be read from the number, so they are asked.
    DateOfBirth: z.iso.date(ruleIssue('required')),
    Gender: choice(['Male', 'Female']),
  }),
]);

/** Personal information (onboarding step 2, individuals; `/customer/profile/update`). */
export const personalInfoSchema = z
  .object({
    FullName: text(150),
    Nationality: code(),
    MaritalStatus: choice(maritalStatuses),
    Ethnicity: choice(ethnicities),
    BumiputeraYN: ynSchema,
    ContactNo: mobileSchema(),
    Address: addressSchema,
  })
  .and(identityFields);
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/** Date of birth and gender, read from the NRIC, or as given with a passport. */
export function personFacts(p: PersonalInfo): { DateOfBirth: string; Gender: 'Male' | 'Female' } {
  if (p.IdType === 'Passport') return { DateOfBirth: p.DateOfBirth, Gender: p.Gender };
  const read = readNric(p.NRIC);
  if (!read.ok) throw new Error('A parsed NRIC reads');
  return { DateOfBirth: read.facts.dateOfBirth, Gender: read.facts.gender };
}

/** Employment (onboarding step 3, individuals). A contract or permanent term only when employed. */
export const employmentSchema = z
  .object({
    EmploymentType: choice(employmentTypes),
    EmploymentTerm: choice(employmentTerms).optional(),
    NatureOfBusiness: code(),
    Designation: text(100),
    /** The employer's name, or the person's own business. */
    CompanyName: text(150),
    CompanyAddress: addressSchema,
  })
  .superRefine((e, ctx) => {
    if (e.EmploymentType === 'Employed' && !e.EmploymentTerm) {
      ctx.addIssue({ code: 'custom', path: ['EmploymentTerm'], ...ruleIssue('choice') });
    }
  })
  .transform((e) => (e.EmploymentType === 'Self-Employed' ? { ...e, EmploymentTerm: undefined } : e));
export type Employment = z.infer<typeof employmentSchema>;

/** A bank account for disbursement. `OtherBank` names a bank that is not in the list. */
export const bankSchema = z
  .object({
    BankCode: code(),
    OtherBank: optionalText(100),
    AccountNo: z
      .string(ruleIssue('required'))
      .trim()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => /^\d{5,20}$/.test(v), ruleIssue('accountNo')),
    AccountType: code(),
    Branch: optionalText(100),
  })
  .superRefine((b, ctx) => {
    if (b.BankCode === OTHER_BANK && !b.OtherBank) {
      ctx.addIssue({ code: 'custom', path: ['OtherBank'], ...ruleIssue('required') });
    }
  });
export type BankAccount = z.infer<typeof bankSchema>;

/**
 * SSM registration number: the 12-digit form (since 2019: year, entity type, serial) or the
 * older `123456-A` form.
 */
export const registrationNoSchema = () =>
  z
    .string(ruleIssue('required'))
    .trim()
    .transform((v) => v.toUpperCase().replace(/\s/g, ''))
    .refine((v) => /^(?:(?:19|20)\d{2}0[1-6]\d{6}|\d{1,7}-?[A-Z])$/.test(v), ruleIssue('registrationNo'));

/** Company information (onboarding step 2, companies; `/customer/company/update`). */
export const companyInfoSchema = z.object({
  CompanyName: text(150),
  RegistrationNo: registrationNoSchema(),
  IncorporationCountry: code(2).default(MALAYSIA),
  NatureOfBusiness: code(),
  BusinessAddress: addressSchema,
  OfficeNo: phoneSchema(),
  FaxNo: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(phoneSchema().optional()),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** A company's contact person; `IsDefaultYN` 'Y' marks the default one. */
export const contactPersonSchema = z
  .object({
    FullName: text(150),
    Designation: text(100),
    ContactNo: mobileSchema(),
    Email: emailField(),
    IsDefaultYN: ynSchema.default('N'),
  })
  .and(
    z.discriminatedUnion('IdType', [
      z.object({ IdType: z.literal('NRIC'), NRIC: nricSchema() }),
      z.object({ IdType: z.literal('Passport'), PassportNo: passportSchema() }),
    ]),
  );
export type ContactPersonInput = z.infer<typeof contactPersonSchema>;
