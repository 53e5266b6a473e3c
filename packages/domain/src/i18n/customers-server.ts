import type { Texts } from './texts';

/**
 * The texts the API itself says for this context (validation): the Lambdas carry these,
 * never the pages' texts.
 */
const en = {
  /** The field rules' texts (customers/field-rules.ts), keyed as their issues name them. */
  validation: {
    forbidden: 'Input cannot contain the following characters: { } * < > /',
    forbiddenAddress: 'Input cannot contain the following characters: { } * < >',
    required: 'This field is required.',
    tooLong: 'Use at most {max} characters.',
    nricFormat: 'Enter the NRIC as YYMMDD-PB-###G, e.g. 900101-14-5678.',
    nricDate: 'The first six digits of the NRIC must be a real date of birth (YYMMDD).',
    nricPlace:
      'The NRIC place-of-birth code (digits 7 and 8) is not one the National Registration Department issues.',
    passport: 'Enter the passport number: 6 to 15 letters and digits.',
    phone: 'Enter a Malaysian phone number, e.g. 012-345 6789 or 03-2345 6789.',
    mobile: 'Enter a Malaysian mobile number, e.g. 012-345 6789.',
    postcode: 'A Malaysian postcode has 5 digits.',
    email: 'Enter a valid e-mail address, like name@example.com.',
    choice: 'Choose one of the options.',
    accountNo: 'Enter the account number: 5 to 20 digits.',
    registrationNo: 'Enter the SSM registration number, e.g. 202001012345 or 123456-A.',
  },
};

const ms: Texts<typeof en> = {
  validation: {
    forbidden: 'Input tidak boleh mengandungi aksara berikut: { } * < > /',
    forbiddenAddress: 'Input tidak boleh mengandungi aksara berikut: { } * < >',
    required: 'Medan ini wajib diisi.',
    tooLong: 'Gunakan paling banyak {max} aksara.',
    nricFormat: 'Masukkan No. KP sebagai YYMMDD-PB-###G, cth. 900101-14-5678.',
    nricDate: 'Enam digit pertama No. KP mestilah tarikh lahir yang sah (YYMMDD).',
    nricPlace:
      'Kod tempat lahir No. KP (digit 7 dan 8) bukan kod yang dikeluarkan oleh Jabatan Pendaftaran Negara.',
    passport: 'Masukkan nombor pasport: 6 hingga 15 huruf dan digit.',
    phone: 'Masukkan nombor telefon Malaysia, cth. 012-345 6789 atau 03-2345 6789.',
    mobile: 'Masukkan nombor telefon bimbit Malaysia, cth. 012-345 6789.',
    postcode: 'Poskod Malaysia mempunyai 5 digit.',
    email: 'Masukkan alamat e-mel yang sah, seperti nama@contoh.com.',
    choice: 'Pilih salah satu pilihan.',
    accountNo: 'Masukkan nombor akaun: 5 hingga 20 digit.',
    registrationNo: 'Masukkan nombor pendaftaran SSM, cth. 202001012345 atau 123456-A.',
  },
};

export const customersServerTexts = { en, ms };
