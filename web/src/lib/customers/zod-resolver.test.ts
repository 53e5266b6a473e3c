import {
  contactPersonSchema,
  employmentSchema,
  personalInfoSchema,
} from '@ezc/domain/customers/profile-schemas';
import { type TranslationKey, translate } from '@ezc/domain/i18n/index';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './api-errors';
import { createLoginFormSchema } from './create-login-schema';
import { flatTexts } from './form-texts';
import { type IssueTranslator, issuesToErrors, translatorFrom, zodResolver } from './zod-resolver';

/** The forms' checks: the domain's schemas, each issue under its field, in the page's language. */

const inMalay: IssueTranslator = (key, params) => translate('ms', key as TranslationKey, params);
const inEnglish: IssueTranslator = (key, params) => translate('en', key as TranslationKey, params);
const resolverOptions = { fields: {}, shouldUseNativeValidation: false };

const address = {
  AddressLine1: '12, Jalan Ampang',
  Postcode: '50450',
  City: 'Kuala Lumpur',
  State: 'W_P_KUALA_LUMPUR',
  Country: 'MY',
};
const person = {
  FullName: 'Nur Aisyah binti Ahmad',
  IdType: 'NRIC',
  NRIC: '900101145678',
  Nationality: 'MALAYSIAN',
  MaritalStatus: 'Single',
  Ethnicity: 'Malay',
  BumiputeraYN: 'Y',
  ContactNo: '012-345 6789',
  Address: address,
};

describe('zodResolver', () => {
  it('hands on the schema’s output: the NRIC normalised, the phone in E.164', async () => {
    const resolve = zodResolver(personalInfoSchema, inEnglish);
    const result = await resolve(person, undefined, resolverOptions);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ NRIC: '900101-14-5678', ContactNo: '+60123456789' });
  });

  it('puts each issue under its field, nested as the form names it, in Malay', async () => {
    const resolve = zodResolver(personalInfoSchema, inMalay);
    const result = await resolve(
      { ...person, FullName: 'Aisyah <b>', NRIC: '900101-14-567', Address: { ...address, Postcode: '504' } },
      undefined,
      resolverOptions,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      FullName: { message: 'Input tidak boleh mengandungi aksara berikut: { } * < > /' },
      NRIC: { message: 'Masukkan No. KP sebagai YYMMDD-PB-###G, cth. 900101-14-5678.' },
      Address: { Postcode: { message: 'Poskod Malaysia mempunyai 5 digit.' } },
    });
  });

  it('says the rules that zod reports without their key: required, choices, length', () => {
    const empty = personalInfoSchema.safeParse({ Address: {} });
    const errors = issuesToErrors(empty.error?.issues ?? [], inEnglish) as Record<
      string,
      { message?: string }
    >;
    expect(errors.Nationality?.message).toBe('This field is required.');
    expect(errors.MaritalStatus?.message).toBe('Choose one of the options.');
    expect(errors.BumiputeraYN?.message).toBe('Choose one of the options.');
    expect(errors.IdType?.message).toBe('Choose one of the options.');
    const long = contactPersonSchema.safeParse({ FullName: 'x'.repeat(151) });
    const longErrors = issuesToErrors(long.error?.issues ?? [], inMalay) as Record<
      string,
      { message?: string }
    >;
    expect(longErrors.FullName?.message).toBe('Gunakan paling banyak 150 aksara.');
  });

  it('asks the employed for their term, and only them', async () => {
    const work = {
      EmploymentType: 'Employed',
      NatureOfBusiness: 'INFORMATION_TECHNOLOGY',
      Designation: 'Engineer',
      CompanyName: 'Teknologi Maju',
      CompanyAddress: address,
    };
    const employed = await zodResolver(employmentSchema, inEnglish)(work, undefined, resolverOptions);
    expect(employed.errors).toMatchObject({ EmploymentTerm: { message: 'Choose one of the options.' } });
    const self = await zodResolver(employmentSchema, inEnglish)(
      { ...work, EmploymentType: 'Self-Employed', EmploymentTerm: 'Contract' },
      undefined,
      resolverOptions,
    );
    expect(self.errors).toEqual({});
    expect((self.values as { EmploymentTerm?: string }).EmploymentTerm).toBeUndefined();
  });

  it('checks step 1: the confirmation, the length of the password and the consent', async () => {
    const t = translatorFrom(
      flatTexts('ms', ['validation', 'passwordStrength', 'login.passwordRequired', 'onboarding.login']),
    );
    const result = await zodResolver(createLoginFormSchema, t)(
      {
        FullName: 'Ali',
        Email: 'ali@example.test',
        Password: 'pendek',
        ConfirmPassword: 'lain',
        Consent: false,
      },
      undefined,
      resolverOptions,
    );
    expect(result.errors).toMatchObject({
      Password: { message: 'Terlalu pendek: gunakan sekurang-kurangnya 8 aksara.' },
      ConfirmPassword: { message: 'Kata laluan tidak sepadan.' },
      Consent: { message: 'Bersetuju dengan Terma Penggunaan dan Notis Privasi untuk meneruskan.' },
    });
  });
});

describe('the API’s field messages', () => {
  it('reads "Field.Path: text; …" into fields, and nothing from a plain message', () => {
    expect(
      fieldErrorsOf(
        'NRIC: Enter the passport number: 6 to 15 letters and digits.; Address.Postcode: A Malaysian postcode has 5 digits.',
      ),
    ).toEqual({
      NRIC: 'Enter the passport number: 6 to 15 letters and digits.',
      'Address.Postcode': 'A Malaysian postcode has 5 digits.',
    });
    expect(fieldErrorsOf('An account with this e-mail already exists.')).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
