import { describe, expect, it } from 'vitest';
import { personalInfoSchema, text } from './index';
import { readNric } from './nric';
import { formatMalaysianPhone, normaliseMalaysianPhone } from './phone';
import { addressSchema, bankSchema, companyInfoSchema, employmentSchema } from './profile-schemas';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('forbidden characters (spec §5)', () => {
  it('refuses { } * < > / in text with the spec message', () => {
    for (const bad of ['a{', 'b}', 'c*', 'd<', 'e>', 'f/g']) {
      expect(messages(text().safeParse(bad))).toEqual({
        '': 'Input cannot contain the following characters: { } * < > /',
      });
    }
    expect(text().parse('  Siti binti Abu  ')).toBe('Siti binti Abu');
  });
  it('allows the slash in addresses only', () => {
    const address = {
      AddressLine1: 'No. 12/3, Jalan Ampang',
      Postcode: '50450',
      City: 'Kuala Lumpur',
      State: 'W_P_KUALA_LUMPUR',
      Country: 'MY',
    };
    expect(addressSchema.parse(address).AddressLine1).toBe('No. 12/3, Jalan Ampang');
    expect(messages(addressSchema.safeParse({ ...address, City: 'K<L' }))).toEqual({
      City: 'Input cannot contain the following characters: { } * < >',
    });
    expect(messages(addressSchema.safeParse({ ...address, State: 'Singapore' }))).toEqual({
      State: 'Choose one of the options.',
    });
  });
});

describe('Malaysian NRIC', () => {
  const today = new Date('2026-11-23T00:00:00Z');
  it('reads date of birth and gender, with or without hyphens', () => {
    expect(readNric('900101-14-5677', today)).toEqual({
      ok: true,
      facts: { nric: '900101-14-5677', dateOfBirth: '1990-01-01', gender: 'Male', placeOfBirthCode: '14' },
    });
    expect(readNric('050229 10 1234', today)).toEqual({ ok: false, reason: 'date' });
    expect(readNric('040229101234', today)).toEqual({
      ok: true,
      facts: { nric: '040229-10-1234', dateOfBirth: '2004-02-29', gender: 'Female', placeOfBirthCode: '10' },
    });
    // Born in 1926: the century that keeps the birth date in the past.
    expect(readNric('261201-01-0001', today)).toMatchObject({
      ok: true,
      facts: { dateOfBirth: '1926-12-01' },
    });
  });
  it('refuses a bad shape, an impossible date and a place code the department never issues', () => {
    expect(readNric('90010114567', today)).toEqual({ ok: false, reason: 'format' });
    expect(readNric('901301-14-5678', today)).toEqual({ ok: false, reason: 'date' });
    expect(readNric('900101-00-5678', today)).toEqual({ ok: false, reason: 'place' });
    expect(readNric('900101-17-5678', today)).toEqual({ ok: false, reason: 'place' });
    expect(readNric('900101-70-5678', today)).toEqual({ ok: false, reason: 'place' });
    expect(readNric('900101-98-5678', today)).toMatchObject({ ok: true });
  });
});

describe('Malaysian phone numbers', () => {
  it('normalises to E.164 and tells mobiles from fixed lines', () => {
    expect(normaliseMalaysianPhone('012-345 6789')).toEqual({ e164: '+60123456789', mobile: true });
    expect(normaliseMalaysianPhone('+60 11-2345 6789')).toEqual({ e164: '+601123456789', mobile: true });
    expect(normaliseMalaysianPhone('60123456789')).toEqual({ e164: '+60123456789', mobile: true });
    expect(normaliseMalaysianPhone('03-2345 6789')).toEqual({ e164: '+60323456789', mobile: false });
    expect(normaliseMalaysianPhone('04-234 5678')).toEqual({ e164: '+6042345678', mobile: false });
    expect(normaliseMalaysianPhone('012-345')).toBeUndefined();
    expect(normaliseMalaysianPhone('+65 9123 4567')).toBeUndefined();
    expect(formatMalaysianPhone('+60123456789')).toBe('+60 12-345 6789');
  });
});

describe('profile parts', () => {
  const person = {
    FullName: 'Siti Nurhaliza binti Tarudin',
    IdType: 'NRIC',
    NRIC: '900101145678',
    Nationality: 'MALAYSIAN',
    MaritalStatus: 'Married',
    Ethnicity: 'Malay',
    BumiputeraYN: 'Y',
    ContactNo: '019-876 5432',
    Address: {
      AddressLine1: '1 Jalan Tun Razak',
      Postcode: '50400',
      City: 'Kuala Lumpur',
      State: 'W_P_KUALA_LUMPUR',
      Country: 'MY',
    },
  };
  it('takes an NRIC holder without asking date of birth or gender', () => {
    const parsed = personalInfoSchema.parse(person);
    expect(parsed).toMatchObject({ NRIC: '900101-14-5678', ContactNo: '+60198765432' });
  });
  it('names every failing field', () => {
    const bad = {
      ...person,
      NRIC: '900101-14-567',
      ContactNo: '03-2345 6789',
      Address: { ...person.Address, Postcode: '5040' },
    };
    expect(messages(personalInfoSchema.safeParse(bad))).toEqual({
      NRIC: 'Enter the NRIC as YYMMDD-PB-###G, e.g. 900101-14-5678.',
      ContactNo: 'Enter a Malaysian mobile number, e.g. 012-345 6789.',
      'Address.Postcode': 'A Malaysian postcode has 5 digits.',
    });
  });
  it('asks a passport holder for date of birth and gender, and takes a foreign postcode', () => {
    const foreign = {
      ...person,
      IdType: 'Passport',
      PassportNo: 'k1234567',
      DateOfBirth: '1988-05-04',
      Gender: 'Female',
      Address: { ...person.Address, Postcode: 'SW1A 1AA', Country: 'GB' },
    };
    expect(personalInfoSchema.parse(foreign)).toMatchObject({ PassportNo: 'K1234567', Gender: 'Female' });
    expect(messages(personalInfoSchema.safeParse({ ...foreign, Gender: undefined }))).toEqual({
      Gender: 'Choose one of the options.',
    });
  });
  it('asks the employment term only of the employed', () => {
    const job = {
      EmploymentType: 'Employed',
      NatureOfBusiness: 'INFORMATION_TECHNOLOGY',
      Designation: 'Engineer',
      CompanyName: 'Teknologi Sdn. Bhd.',
      CompanyAddress: person.Address,
    };
    expect(messages(employmentSchema.safeParse(job))).toEqual({
      EmploymentTerm: 'Choose one of the options.',
    });
    expect(
      employmentSchema.parse({ ...job, EmploymentType: 'Self-Employed', EmploymentTerm: 'Contract' })
        .EmploymentTerm,
    ).toBeUndefined();
  });
  it('checks bank account numbers and the other bank', () => {
    expect(
      bankSchema.parse({ BankCode: 'MAYBANK', AccountNo: '5140 1234 5678', AccountType: 'SAVINGS' })
        .AccountNo,
    ).toBe('514012345678');
    expect(
      messages(bankSchema.safeParse({ BankCode: 'OTHERS', AccountNo: '12', AccountType: 'SAVINGS' })),
    ).toEqual({
      AccountNo: 'Enter the account number: 5 to 20 digits.',
      OtherBank: 'This field is required.',
    });
  });
  it('checks SSM registration numbers in both forms', () => {
    const company = {
      CompanyName: 'Maju Jaya Sdn. Bhd.',
      RegistrationNo: '202001012345',
      NatureOfBusiness: 'RETAIL_AND_WHOLESALE',
      BusinessAddress: person.Address,
      OfficeNo: '03-2345 6789',
    };
    expect(companyInfoSchema.parse(company)).toMatchObject({
      RegistrationNo: '202001012345',
      OfficeNo: '+60323456789',
      IncorporationCountry: 'MY',
    });
    expect(companyInfoSchema.parse({ ...company, RegistrationNo: '123456-a' }).RegistrationNo).toBe(
      '123456-A',
    );
    expect(messages(companyInfoSchema.safeParse({ ...company, RegistrationNo: '2020-ABC' }))).toEqual({
      RegistrationNo: 'Enter the SSM registration number, e.g. 202001012345 or 123456-A.',
    });
  });
});
