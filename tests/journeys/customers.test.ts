import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';
import { linkMailedTo, mailsTo, registerBorrower } from '../support/borrower-onboarding';
import { startTestServer } from '../support/server';

type Profile = {
  CustomerId: string;
  FullName: string;
  Email: string;
  MemberType: string;
  AccountType: string;
  CurrentStep: number;
  AddressId?: string;
  EmploymentId?: string;
  BankId?: string;
  CompanyId?: string;
  ContactPersonId?: string;
  Personal?: Record<string, unknown>;
  Address?: Record<string, unknown>;
  Employment?: Record<string, unknown>;
  Bank?: Record<string, unknown>;
  Company?: Record<string, unknown>;
  ContactPersons: Record<string, unknown>[];
};
type Problem = { message: string; code: string; fields?: Record<string, string> };

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
beforeAll(async () => {
  rt = await startTestServer({ web: false });
  a = api(rt.url);
});
afterAll(async () => rt?.stop());

const password = 'kopi susu panas di pagi hari';
const address = {
  AddressLine1: 'No. 8/2, Jalan Bukit Bintang',
  Postcode: '55100',
  City: 'Kuala Lumpur',
  State: 'W_P_KUALA_LUMPUR',
  Country: 'MY',
};

/**
 * Registers, verifies the e-mail through the mailed link, signs in and waits until the customer
 * record is open (it is opened from the registration event).
 */
async function register(email: string, AccountType: 'individual' | 'corporate', FullName: string) {
  const token = await registerBorrower(a, { FullName, Email: email, Password: password }, AccountType);
  const found = await a.post<{ Data: Profile }>('/customer/profile/find-one', {}, token);
  return { token, profile: found.body.Data, customerId: found.body.Data.CustomerId };
}

describe('an individual onboards through the CRM calls', () => {
  let token: string;
  let customerId: string;

  it('creates a login, verified through the mailed link, whose record opens at step 2', async () => {
    const r = await register('siti.aminah@example.test', 'individual', 'Siti Aminah binti Yusof');
    token = r.token;
    customerId = r.customerId;
    expect(r.customerId).toMatch(/^CUST-[0-9A-F]{12}$/);
    expect(r.profile).toMatchObject({
      CustomerId: r.customerId,
      FullName: 'Siti Aminah binti Yusof',
      Email: 'siti.aminah@example.test',
      MemberType: 'Online Member',
      AccountType: 'individual',
      CurrentStep: 2,
      ContactPersons: [],
    });
  });

  it('answers a taken e-mail as a new one, and tells the owner by e-mail instead', async () => {
    const registration = (Email: string) =>
      a.call('POST', '/customer/login/add', {
        body: {
          FullName: 'Someone',
          Email,
          Password: password,
          ConfirmPassword: password,
          AccountType: 'individual',
        },
        headers: { cookie: 'lang=ms' },
      });
    const sentBefore = (await mailsTo(a, 'siti.aminah@example.test')).length;
    const taken = await registration('Siti.Aminah@example.test ');
    const fresh = await registration('brand.new@example.test');
    const expected = {
      message:
        'Thank you. We have sent a message to your e-mail address: open it to verify the address and carry on.',
    };
    expect([taken.status, taken.body]).toEqual([202, expected]);
    expect([fresh.status, fresh.body]).toEqual([202, expected]);
    // Nothing else tells them apart: no token, no cookie, no id.
    expect([...taken.headers.keys()].filter((h) => h === 'set-cookie')).toEqual([]);
    expect([...fresh.headers.keys()].filter((h) => h === 'set-cookie')).toEqual([]);

    // The owner learns of it in the language they registered in (English here); the password is
    // theirs still.
    const notice = await linkMailedTo(
      a,
      'siti.aminah@example.test',
      /^Someone tried to register/,
      sentBefore,
    );
    expect(notice.toString()).toBe(`${rt.url}/`);
    const mail = (await mailsTo(a, 'siti.aminah@example.test')).at(-1)!;
    expect(mail.subject).toBe('Someone tried to register with your e-mail address');
    expect(mail.body).toContain('Dear Siti Aminah binti Yusof,');
    expect(mail.body).toContain('Nothing was changed.');
    expect(
      (await a.post('/auth/customer/login', { username: 'siti.aminah@example.test', password })).status,
    ).toBe(200);
    // The newcomer gets a link to verify, in the page's language (Malay), on the site's address.
    const link = await linkMailedTo(a, 'brand.new@example.test', /^Sahkan alamat e-mel anda untuk EZC$/);
    expect(link.origin).toBe(rt.url);
    expect(link.pathname).toBe('/verify-email');
  });

  it('refuses mismatched or weak passwords, with the fields named', async () => {
    const mismatch = await a.post<Problem>('/customer/login/add', {
      FullName: 'Someone',
      Email: 'someone@example.test',
      Password: password,
      ConfirmPassword: `${password}!`,
      AccountType: 'individual',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({ ConfirmPassword: 'Passwords do not match.' });
    const forbidden = await a.post<Problem>('/customer/login/add', {
      FullName: 'Some<one>',
      Email: 'someone@example.test',
      Password: password,
      ConfirmPassword: password,
      AccountType: 'individual',
    });
    expect(forbidden.body.fields).toEqual({
      FullName: 'Input cannot contain the following characters: { } * < > /',
    });
  });

  it('answers bad personal details with each field named, in Malay when asked, and keeps the step', async () => {
    const bad = {
      FullName: 'Siti {Aminah}',
      IdType: 'NRIC',
      NRIC: '901301-14-5678',
      Nationality: 'MALAYSIAN',
      MaritalStatus: 'Single',
      Ethnicity: 'Malay',
      BumiputeraYN: 'Y',
      ContactNo: '03-2345 6789',
      Address: { ...address, Postcode: '551' },
    };
    const en = await a.post<Problem>('/customer/profile/update', bad, token);
    expect(en.status).toBe(400);
    expect(en.body.code).toBe('VALIDATION.INVALID_INPUT');
    expect(en.body.fields).toEqual({
      FullName: 'Input cannot contain the following characters: { } * < > /',
      NRIC: 'The first six digits of the NRIC must be a real date of birth (YYMMDD).',
      ContactNo: 'Enter a Malaysian mobile number, e.g. 012-345 6789.',
      'Address.Postcode': 'A Malaysian postcode has 5 digits.',
    });
    expect(en.body.message).toContain('Address.Postcode: A Malaysian postcode has 5 digits.');
    const ms = await a.call<Problem>('POST', '/customer/profile/update', {
      body: bad,
      token,
      headers: { 'accept-language': 'ms-MY' },
    });
    expect(ms.body.fields?.FullName).toBe('Input tidak boleh mengandungi aksara berikut: { } * < > /');
    expect(ms.body.fields?.['Address.Postcode']).toBe('Poskod Malaysia mempunyai 5 digit.');
    const still = await a.post<{ Data: Profile }>('/customer/profile/find-one', {}, token);
    expect(still.body.Data.CurrentStep).toBe(2);
  });

  it('saves personal details (date of birth and gender read from the NRIC) and moves to step 3', async () => {
    const saved = await a.post<{ Data: Profile }>(
      '/customer/profile/update',
      {
        FullName: 'Siti Aminah binti Yusof',
        IdType: 'NRIC',
        NRIC: '920515105432',
        Nationality: 'MALAYSIAN',
        MaritalStatus: 'Single',
        Ethnicity: 'Malay',
        BumiputeraYN: 'Y',
        ContactNo: '019-222 3344',
        Address: address,
      },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.Data.CurrentStep).toBe(3);
    expect(saved.body.Data.Personal).toMatchObject({
      NRIC: '920515-10-5432',
      DateOfBirth: '1992-05-15',
      Gender: 'Female',
      ContactNo: '+60192223344',
    });
    expect(saved.body.Data.AddressId).toBe(saved.body.Data.Address?.AddressId);
  });

  it('saves the bank, then employment (with PreviousOccupation "-"), which moves to step 4', async () => {
    const bank = await a.post<{ Data: Profile }>(
      '/customer/banks/add',
      { BankCode: 'CIMB_BANK', AccountNo: '8001-234-567', AccountType: 'SAVINGS' },
      token,
    );
    expect(bank.body.Data).toMatchObject({
      CurrentStep: 3,
      Bank: { BankCode: 'CIMB_BANK', AccountNo: '8001234567' },
    });
    const again = await a.post<Problem>(
      '/customer/banks/add',
      { BankCode: 'CIMB_BANK', AccountNo: '8001234567', AccountType: 'SAVINGS' },
      token,
    );
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('CUSTOMER.BANK_EXISTS');
    const noTerm = await a.post<Problem>(
      '/customer/employments/add',
      {
        EmploymentType: 'Employed',
        NatureOfBusiness: 'EDUCATION',
        Designation: 'Lecturer',
        CompanyName: 'Kolej Bestari',
        CompanyAddress: address,
      },
      token,
    );
    expect(noTerm.body.fields).toEqual({ EmploymentTerm: 'Choose one of the options.' });
    const job = await a.post<{ Data: Profile }>(
      '/customer/employments/add',
      {
        EmploymentType: 'Employed',
        EmploymentTerm: 'Contract',
        NatureOfBusiness: 'EDUCATION',
        Designation: 'Lecturer',
        CompanyName: 'Kolej Bestari',
        CompanyAddress: address,
      },
      token,
    );
    expect(job.body.Data.CurrentStep).toBe(4);
    expect(job.body.Data.Employment).toMatchObject({
      CustomerId: customerId,
      PreviousOccupation: '-',
      EmploymentTerm: 'Contract',
    });
    // Going back to step 3 and saving again changes the data, not the step.
    const edited = await a.post<{ Data: Profile }>(
      '/customer/employments/update',
      {
        EmploymentId: job.body.Data.EmploymentId,
        EmploymentType: 'Self-Employed',
        EmploymentTerm: 'Contract',
        NatureOfBusiness: 'EDUCATION',
        Designation: 'Tutor',
        CompanyName: 'Tuisyen Siti',
        CompanyAddress: address,
      },
      token,
    );
    expect(edited.body.Data.CurrentStep).toBe(4);
    expect(edited.body.Data.Employment).toMatchObject({
      EmploymentType: 'Self-Employed',
      Designation: 'Tutor',
    });
    expect(edited.body.Data.Employment?.EmploymentTerm).toBeUndefined();
  });

  it('finishes at step 5, once', async () => {
    const done = await a.post<{ Data: Profile }>('/customer/onboarding/complete', {}, token);
    expect(done.body.Data.CurrentStep).toBe(5);
    const again = await a.post<{ Data: Profile }>('/customer/onboarding/complete', {}, token);
    expect(again.body.Data.CurrentStep).toBe(5);
  });

  it('shows staff every change: who, when, from which IP, what changed, numbers masked', async () => {
    const risk = await signIn(rt.url, 'risk@demo.test');
    const history = await a.post<{
      Data: {
        Activity: string;
        IpAddress: string;
        ActorName: string;
        Changes: Record<string, { from: unknown; to: unknown }>;
      }[];
    }>('/customer/customers/get-activities', { CustomerId: customerId }, risk);
    expect(history.status).toBe(200);
    expect(history.body.Data.map((h) => h.Activity)).toEqual([
      'Onboarding completed',
      'Employment updated',
      'Employment added',
      'Bank account added',
      'Personal details saved',
      'Customer record opened',
    ]);
    // A page at a time, newest first, with the count of all six.
    const second = await a.post<{ Data: { Activity: string }[]; Count: number }>(
      '/customer/customers/get-activities',
      { CustomerId: customerId, Rows: 4, Page: 2 },
      risk,
    );
    expect(second.body).toMatchObject({ Count: 6 });
    expect(second.body.Data.map((h) => h.Activity)).toEqual([
      'Personal details saved',
      'Customer record opened',
    ]);
    const personal = history.body.Data.find((h) => h.Activity === 'Personal details saved')!;
    expect(personal.IpAddress).not.toBe('');
    expect(personal.ActorName).toBe('Siti Aminah binti Yusof');
    expect(personal.Changes['Personal.NRIC']).toEqual({ to: '••••••••••5432' });
    expect(personal.Changes['Personal.Address.Postcode']).toEqual({ to: '55100' });
    const edited = history.body.Data.find((h) => h.Activity === 'Employment updated')!;
    expect(edited.Changes['Employment.Designation']).toEqual({ from: 'Lecturer', to: 'Tutor' });
  });
});

describe('a company onboards', () => {
  it('saves company details, then the default contact person (step 3), then its bank (step 4)', async () => {
    const { token } = await register('accounts@kedai-runcit.test', 'corporate', 'Kedai Runcit Sdn. Bhd.');
    const early = await a.post<Problem>(
      '/customers/company/contact-persons/add',
      {
        FullName: 'Lim Ah Kow',
        Designation: 'Director',
        IdType: 'NRIC',
        NRIC: '780202-07-1235',
        ContactNo: '012-888 9999',
        Email: 'ahkow@kedai-runcit.test',
        IsDefaultYN: 'Y',
      },
      token,
    );
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Save the company information before its contact person.');
    const personal = await a.post<Problem>('/customer/profile/update', { FullName: 'x' }, token);
    expect(personal.status).toBe(400);
    const company = await a.post<{ Data: Profile }>(
      '/customer/company/update',
      {
        CompanyName: 'Kedai Runcit Sdn. Bhd.',
        RegistrationNo: '202101023456',
        NatureOfBusiness: 'RETAIL_AND_WHOLESALE',
        BusinessAddress: address,
        OfficeNo: '03-2145 6789',
      },
      token,
    );
    expect(company.body.Data).toMatchObject({
      CurrentStep: 2,
      Company: { RegistrationNo: '202101023456', OfficeNo: '+60321456789' },
    });
    const contact = await a.post<{ Data: { ContactPersonId: string; IsDefaultYN: string } }>(
      '/customers/company/contact-persons/add',
      {
        FullName: 'Lim Ah Kow',
        Designation: 'Director',
        IdType: 'NRIC',
        NRIC: '780202-07-1235',
        ContactNo: '012-888 9999',
        Email: 'AhKow@Kedai-Runcit.test',
        IsDefaultYN: 'N',
      },
      token,
    );
    // The first contact person is the default, whatever was sent.
    expect(contact.body.Data).toMatchObject({ IsDefaultYN: 'Y' });
    const second = await a.post<{ Data: { ContactPersonId: string } }>(
      '/customers/company/contact-persons/add',
      {
        FullName: 'Nur Izzati',
        Designation: 'Accountant',
        IdType: 'Passport',
        PassportNo: 'a9876543',
        ContactNo: '+60 13-456 7890',
        Email: 'izzati@kedai-runcit.test',
        IsDefaultYN: 'Y',
      },
      token,
    );
    const defaults = await a.post<{ Data: { ContactPersonId: string; Email: string }[]; Count: number }>(
      '/customers/company/contact-persons/find-all',
      { Search: { IsDefaultYN: 'Y' } },
      token,
    );
    expect(defaults.body.Count).toBe(1);
    expect(defaults.body.Data[0]?.ContactPersonId).toBe(second.body.Data.ContactPersonId);
    const profile = await a.post<{ Data: Profile }>('/customer/profile/find-one', {}, token);
    expect(profile.body.Data.CurrentStep).toBe(3);
    expect(profile.body.Data.ContactPersonId).toBe(second.body.Data.ContactPersonId);
    expect(profile.body.Data.ContactPersons.map((p) => p.Email)).toEqual([
      'ahkow@kedai-runcit.test',
      'izzati@kedai-runcit.test',
    ]);
    const bank = await a.post<{ Data: Profile }>(
      '/customer/banks/add',
      {
        BankCode: 'OTHERS',
        OtherBank: 'Bank Kerjasama Rakyat',
        AccountNo: '1234567890',
        AccountType: 'CURRENT',
      },
      token,
    );
    expect(bank.body.Data.CurrentStep).toBe(4);
    const companyFound = await a.post<{ Data: { CompanyName: string } }>(
      '/customer/company/find-one',
      {},
      token,
    );
    expect(companyFound.body.Data.CompanyName).toBe('Kedai Runcit Sdn. Bhd.');
  });
});

describe('whose record is whose', () => {
  it("gives a borrower their own record, 404 for another's, and staff the one they name", async () => {
    const borrower = await signIn(rt.url, 'borrower@demo.test');
    const own = await a.post<{ Data: Profile }>('/customer/profile/find-one', {}, borrower);
    expect(own.body.Data.CustomerId).toBe('CUST-000001');
    const named = await a.post<{ Data: Profile }>(
      '/customer/profile/find-one',
      { CustomerId: 'CUST-000001' },
      borrower,
    );
    expect(named.body.Data.CustomerId).toBe('CUST-000001');
    // Another customer's record does not exist for them, exactly like a missing one.
    const another = await a.post<Problem>(
      '/customer/profile/find-one',
      { CustomerId: 'CUST-000002' },
      borrower,
    );
    expect(another.status).toBe(404);
    expect(another.body).toEqual({ message: 'Customer not found', code: 'CUSTOMER.NOT_FOUND' });
    const staff = await signIn(rt.url, 'staff@demo.test');
    const forStaff = await a.post<{ Data: Profile }>(
      '/customer/profile/find-one',
      { CustomerId: 'CUST-000002' },
      staff,
    );
    expect(forStaff.body.Data).toMatchObject({
      CustomerId: 'CUST-000002',
      MemberType: 'Company',
      CurrentStep: 5,
    });
    const missing = await a.post<Problem>('/customer/customers/find-one', { CustomerId: 'CUST-404' }, staff);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Customer not found', code: 'CUSTOMER.NOT_FOUND' });
    const notStaff = await a.post<Problem>('/customer/customers/find-all', {}, borrower);
    expect(notStaff.status).toBe(403);
  });

  it('seeds the demo borrowers complete through the same calls', async () => {
    const staff = await signIn(rt.url, 'admin@demo.test');
    const borrower = await a.post<{ Data: Profile }>(
      '/customer/customers/find-one',
      { CustomerId: 'CUST-000001' },
      staff,
    );
    expect(borrower.body.Data).toMatchObject({
      FullName: 'Ahmad bin Ismail',
      MemberType: 'Premium Member',
      CurrentStep: 5,
      Personal: {
        NRIC: '900101-14-5677',
        DateOfBirth: '1990-01-01',
        Gender: 'Male',
        ContactNo: '+60123456789',
      },
      Bank: { BankCode: 'MAYBANK' },
      Employment: { PreviousOccupation: '-' },
    });
  });

  it('lets staff search customers by name, IC number or e-mail, paged', async () => {
    const finance = await signIn(rt.url, 'finance@demo.test');
    const find = (q: string) =>
      a.post<{ Data: { CustomerId: string }[]; Count: number }>(
        `/customer/customers/find-all?${q}`,
        {},
        finance,
      );
    expect((await find('Search=ahmad')).body.Data.map((c) => c.CustomerId)).toEqual(['CUST-000001']);
    expect((await find('Search=900101145677')).body.Data.map((c) => c.CustomerId)).toEqual(['CUST-000001']);
    expect((await find('Search=company%40demo.test')).body.Data.map((c) => c.CustomerId)).toEqual([
      'CUST-000002',
    ]);
    const paged = await find('Rows=1&Page=2&MemberType=All');
    expect(paged.body.Data).toHaveLength(1);
    expect(paged.body.Count).toBeGreaterThanOrEqual(2);
  });

  it('lets staff change an individual member type, never a company one', async () => {
    const admin = await signIn(rt.url, 'admin@demo.test');
    const changed = await a.post<{ Data: Profile }>(
      '/customer/customers/update',
      { CustomerId: 'CUST-000001', MemberType: 'Non-Member' },
      admin,
    );
    expect(changed.body.Data.MemberType).toBe('Non-Member');
    const company = await a.post<Problem>(
      '/customer/customers/update',
      { CustomerId: 'CUST-000002', MemberType: 'Non-Member' },
      admin,
    );
    expect(company.status).toBe(422);
    expect(company.body.message).toBe("A company's member type is always Company.");
    await a.post(
      '/customer/customers/update',
      { CustomerId: 'CUST-000001', MemberType: 'Premium Member' },
      admin,
    );
  });
});

describe('common lists and error reports', () => {
  it('answers list labels in the caller language, with both beside', async () => {
    const token = await signIn(rt.url, 'borrower@demo.test');
    const en = await a.get<{
      Data: { Code: string; Name: string; NameEn: string; NameMs: string }[];
      Count: number;
    }>('/lists/items?ListName=Bank%20Account%20Type', token);
    expect(en.body).toEqual({
      Data: [
        { Code: 'SAVINGS', Name: 'Savings', NameEn: 'Savings', NameMs: 'Simpanan' },
        { Code: 'CURRENT', Name: 'Current', NameEn: 'Current', NameMs: 'Semasa' },
      ],
      Count: 2,
    });
    const ms = await a.call<{ Data: { Code: string; Name: string }[] }>(
      'GET',
      '/lists/items?ListName=Country',
      {
        token,
        headers: { 'accept-language': 'ms' },
      },
    );
    expect(ms.body.Data.find((c) => c.Code === 'DE')?.Name).toBe('Jerman');
    expect(ms.body.Data.find((c) => c.Code === 'MY')?.Name).toBe('Malaysia');
  });

  it('takes an error report from the site, scrubbed, and limits a flood', async () => {
    const ok = await a.post<{ RequestId: string }>('/logs', {
      Message: 'Failed for siti@example.test with 900101-14-5677',
      Url: 'https://example.test/profile?token=abc',
      Status: 500,
    });
    expect(ok.status).toBe(202);
    expect(ok.body.RequestId).toMatch(/.+/);
    const tooBig = await a.post<Problem>('/logs', { Message: 'x'.repeat(1001) });
    expect(tooBig.status).toBe(400);
    // The limit counts whole clock minutes: 61 reports in a row span at most two of them, so one
    // of those minutes holds more than 30 whatever second the flood starts at.
    const statuses: number[] = [];
    for (let i = 0; i < 61 && !statuses.includes(429); i++) {
      statuses.push((await a.post('/logs', { Message: `loop ${i}` })).status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
  });
});
