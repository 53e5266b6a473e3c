import { formatRM } from '@ezc/domain';
import { pdfLines } from '@ezc/platform/testing/pdf-text';
import { PDFDocument, PDFName, type PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../customers/customer';
import type { Media } from '../media/media';
import { type SubjectData, subjectExport } from './export-content';
import { drawExport } from './export-pdf';
import { exportDocument } from './export-words';

const customer: Customer = {
  CustomerId: 'CUST-000042',
  AccountId: 'ACC-0042',
  AccountType: 'individual',
  MemberType: 'Online Member',
  Email: 'siti@example.test',
  FullName: 'Siti Aminah binti Yusof',
  Status: 'Completed',
  MachineVersion: '1',
  Personal: {
    FullName: 'Siti Aminah binti Yusof',
    IdType: 'NRIC',
    NRIC: '920315-10-5678',
    DateOfBirth: '1992-03-15',
    Gender: 'Female',
    Nationality: 'MALAYSIAN',
    MaritalStatus: 'Single',
    Ethnicity: 'Malay',
    BumiputeraYN: 'Y',
    ContactNo: '+60123334444',
  },
  Address: {
    AddressId: 'ADDR-1',
    AddressLine1: 'No. 8, Jalan Bukit Bintang',
    Postcode: '55100',
    City: 'Kuala Lumpur',
    State: 'W_P_KUALA_LUMPUR',
    Country: 'MY',
  },
  Bank: { BankId: 'BANK-1', BankCode: 'MAYBANK', AccountNo: '514099887766', AccountType: 'SAVINGS' },
  ContactPersons: [],
  // 2026-11-01 08:30 in Malaysia.
  CreatedAt: '2026-11-01T00:30:00.000Z',
};

const document: Media = {
  MediaId: 'MED-1',
  FileName: 'nric-front.jpg',
  FileExtension: 'jpg',
  Type: 'Image',
  Title: 'NRIC Front',
  Description: '',
  ObjectId: 'CUST-000042',
  ObjectType: 'Customer',
  CustomerId: 'CUST-000042',
  IsEncryptedYN: 'Y',
  Size: 204_800,
  ContentType: 'image/jpeg',
  CreatedAt: '2026-11-01T01:00:00.000Z',
  UploadedBy: 'ACC-0042',
  StorageKey: 'media/secret-key.jpg',
};

const data: SubjectData = {
  customer,
  documents: [document],
  applications: [
    {
      ApplicationId: 'APP-0007',
      LoanNo: 'EZC000042',
      CustomerId: 'CUST-000042',
      Status: 'Approved',
      Product: { Name: 'Personal Loan 12', InterestRate: 12 },
      AmountSen: 1_000_000,
      NumberOfInstallments: 12,
      CreatedAt: '2026-11-02T02:00:00.000Z',
      DecidedAt: '2026-11-03T03:00:00.000Z',
    },
  ],
  loans: [
    {
      LoanNo: 'EZC000042',
      ApplicationId: 'APP-0007',
      CustomerId: 'CUST-000042',
      Status: 'Active',
      Product: { Name: 'Personal Loan 12', InterestRate: 12 },
      AmountSen: 1_000_000,
      NumberOfInstallments: 2,
      TotalRepaymentSen: 1_020_000,
      TotalPaidToDateSen: 510_000,
      BalanceOutstandingSen: 510_000,
      AgreementDate: '2026-11-03',
      EndDate: '2027-01-03',
      Schedule: [
        { InstallmentNo: 1, DueDate: '2026-12-03', TotalSen: 510_000, PaidSen: 510_000, Status: 'Paid' },
        { InstallmentNo: 2, DueDate: '2027-01-03', TotalSen: 510_000, PaidSen: 0, Status: 'Unpaid' },
      ],
    },
  ],
  payments: [
    {
      PaymentId: 'PAY-9',
      LoanNo: 'EZC000042',
      CustomerId: 'CUST-000042',
      AmountSen: 510_000,
      Method: 'Bank Transfer',
      RefNo: 'TRX-1',
      PaymentDate: '2026-12-02',
      Status: 'Approved',
      ReceiptNo: 'OR-000123',
      CreatedAt: '2026-12-02T04:00:00.000Z',
    },
  ],
  consents: [
    {
      EntityType: 'Consent',
      ConsentId: 'CON-1',
      AccountId: 'ACC-0042',
      CustomerId: 'CUST-000042',
      Kind: 'Registration',
      NoticeVersion: '2026-11-01',
      At: '2026-11-01T00:30:00.000Z',
      IpAddress: '203.0.113.7',
    },
  ],
  signIns: [
    {
      At: '2026-11-01T00:31:00.000Z',
      IpAddress: '203.0.113.7',
      Outcome: 'Signed in (password)',
      Succeeded: true,
    },
    {
      At: '2026-11-05T14:00:00.000Z',
      IpAddress: '198.51.100.9',
      Outcome: 'Sign-in failed',
      Succeeded: false,
    },
  ],
  // 27 Nov 2026, 21:15 in Malaysia.
  producedAt: '2026-11-27T13:15:00.000Z',
  producedBy: { kind: 'customer' },
  lender: { name: 'EZC Credit Sdn. Bhd.', licenceNo: 'WL7/2021/0123' },
};

describe('the JSON export', () => {
  const json = subjectExport(data);

  it('holds every section, money in sen and RM, instants in Malaysia time', () => {
    expect(json.Export).toEqual({
      Purpose: 'Personal Data Protection Act 2010: data access',
      ProducedAt: '2026-11-27T21:15:00+08:00',
      ProducedBy: { Kind: 'customer' },
      Lender: { Name: 'EZC Credit Sdn. Bhd.', LicenceNo: 'WL7/2021/0123' },
    });
    expect(json.Profile).toMatchObject({
      CustomerId: 'CUST-000042',
      FullName: 'Siti Aminah binti Yusof',
      RegisteredAt: '2026-11-01T08:30:00+08:00',
      Personal: { NRIC: '920315-10-5678', ContactNo: '+60123334444' },
      Bank: { AccountNo: '514099887766' },
    });
    expect(json.Documents).toEqual([
      {
        MediaId: 'MED-1',
        Title: 'NRIC Front',
        FileName: 'nric-front.jpg',
        ContentType: 'image/jpeg',
        SizeBytes: 204800,
        UploadedAt: '2026-11-01T09:00:00+08:00',
      },
    ]);
    expect(json.Applications[0]).toMatchObject({ ApplicationId: 'APP-0007', Amount: 'RM 10,000.00' });
    expect(json.Loans[0]).toMatchObject({
      LoanNo: 'EZC000042',
      TotalRepayment: 'RM 10,200.00',
      TotalPaidToDate: 'RM 5,100.00',
      BalanceOutstanding: 'RM 5,100.00',
      Schedule: {
        Installments: 2,
        InstallmentsPaid: 1,
        FirstDueDate: '2026-12-03',
        NextDueDate: '2027-01-03',
        NextDueSen: 510000,
      },
    });
    expect(json.Payments).toEqual([
      {
        PaymentId: 'PAY-9',
        LoanNo: 'EZC000042',
        PaymentDate: '2026-12-02',
        AmountSen: 510000,
        Amount: 'RM 5,100.00',
        Method: 'Bank Transfer',
        RefNo: 'TRX-1',
        Status: 'Approved',
        ReceiptNo: 'OR-000123',
      },
    ]);
    expect(json.Consents).toEqual([
      {
        Kind: 'Registration',
        NoticeVersion: '2026-11-01',
        At: '2026-11-01T08:30:00+08:00',
        IpAddress: '203.0.113.7',
      },
    ]);
    expect(json.SignIns).toEqual([
      {
        At: '2026-11-01T08:31:00+08:00',
        IpAddress: '203.0.113.7',
        Outcome: 'Signed in (password)',
        SignedIn: true,
      },
      {
        At: '2026-11-05T22:00:00+08:00',
        IpAddress: '198.51.100.9',
        Outcome: 'Sign-in failed',
        SignedIn: false,
      },
    ]);
  });

  it('keeps where and by whom files are stored out of it', () => {
    const text = JSON.stringify(json);
    expect(text).not.toContain('media/secret-key.jpg');
    expect(text).not.toContain('StorageKey');
    expect(text).not.toContain('MachineVersion');
  });

  it("names the staff member and the request's reference when staff produce it", () => {
    const staffJson = subjectExport({
      ...data,
      producedBy: { kind: 'staff', name: 'Admin User' },
      requestRef: 'DSR-2026-004',
    });
    expect(staffJson.Export).toMatchObject({
      ProducedBy: { Kind: 'staff', Name: 'Admin User' },
      RequestRef: 'DSR-2026-004',
    });
  });
});

describe('the PDF export', () => {
  it('reads in English, with the sections, money and Malaysia times', async () => {
    const bytes = await drawExport(exportDocument(data, 'en', formatRM));
    const lines = await pdfLines(bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Personal data held about you',
        'Personal Data Protection Act 2010, data access',
        "Moneylender's licence No.: WL7/2021/0123",
        '27/11/2026 21:15 MYT',
        'The customer, from their own profile',
        'Siti Aminah binti Yusof',
        '920315-10-5678',
        '15/03/1992',
        'No. 8, Jalan Bukit Bintang, 55100 Kuala Lumpur, W_P_KUALA_LUMPUR, MY',
        '514099887766',
        'Documents (list only; the files are not included)',
        'nric-front.jpg',
        '200.0 KB',
        'APP-0007',
        'RM 10,000.00',
        'RM 10,200.00',
        'RM 5,100.00',
        '1 / 2',
        '03/01/2027',
        'OR-000123',
        'Registration',
        '2026-11-01',
        '203.0.113.7',
        'Sign-in history',
        'Signed in (Signed in (password))',
        'Not signed in (Sign-in failed)',
        '05/11/2026 22:00 MYT',
        'Page 1 of 2. Times are Malaysia time (MYT).',
      ]),
    );
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect((doc.catalog.lookup(PDFName.of('Lang')) as PDFString).decodeText()).toBe('en-MY');
    expect(doc.getAuthor()).toBe('EZC Credit Sdn. Bhd.');
  });

  it('reads in Malay', async () => {
    const lines = await pdfLines(await drawExport(exportDocument(data, 'ms', formatRM)));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Data peribadi yang disimpan mengenai anda',
        'Akta Perlindungan Data Peribadi 2010, akses data',
        'No. lesen pemberi pinjam wang: WL7/2021/0123',
        'Pelanggan, dari profil mereka sendiri',
        'Dokumen (senarai sahaja; fail tidak disertakan)',
        'Sejarah log masuk',
        'Pendaftaran',
        'Berjaya log masuk (Signed in (password))',
        'Halaman 2 daripada 2. Masa dalam waktu Malaysia (MYT).',
        // The product's own words for statuses, methods and codes, in Malay.
        'Aktif',
        'Diluluskan',
        'Pindahan bank',
        'Perempuan',
        'Individu',
      ]),
    );
    expect(lines).not.toContain('Bank Transfer');
    expect(lines).not.toContain('Sign-in history');
  });

  it("names listed codes (state, country, nationality, bank, account type) in the reader's language", async () => {
    const lists = {
      Nationality: [{ Code: 'MALAYSIAN', Name: 'Malaysian', NameMs: 'Warganegara Malaysia' }],
      'Malaysian State': [
        { Code: 'W_P_KUALA_LUMPUR', Name: 'W.P. Kuala Lumpur', NameMs: 'W.P. Kuala Lumpur' },
      ],
      Country: [{ Code: 'MY', Name: 'Malaysia', NameMs: 'Malaysia' }],
      Bank: [{ Code: 'MAYBANK', Name: 'Maybank', NameMs: 'Maybank' }],
      'Bank Account Type': [{ Code: 'SAVINGS', Name: 'Savings', NameMs: 'Simpanan' }],
    };
    const lines = await pdfLines(await drawExport(exportDocument({ ...data, lists }, 'ms', formatRM)));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Warganegara Malaysia',
        'No. 8, Jalan Bukit Bintang, 55100 Kuala Lumpur, W.P. Kuala Lumpur, Malaysia',
        'Maybank',
        'Simpanan',
      ]),
    );
    expect(lines).not.toContain('SAVINGS');
  });

  it('says who produced it for a data-subject request, and its reference', async () => {
    const lines = await pdfLines(
      await drawExport(
        exportDocument(
          { ...data, producedBy: { kind: 'staff', name: 'Admin User' }, requestRef: 'DSR-2026-004' },
          'en',
          formatRM,
        ),
      ),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Personal data held about the customer',
        'Produced by',
        'Admin User',
        'Request reference',
        'DSR-2026-004',
      ]),
    );
  });

  it('runs onto more pages with the table header repeated when there is much to say', async () => {
    const many = Array.from({ length: 120 }, (_, n) => ({
      At: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
      IpAddress: '203.0.113.7',
      Outcome: 'Signed in (password)',
      Succeeded: true,
    }));
    const bytes = await drawExport(exportDocument({ ...data, signIns: many }, 'en', formatRM));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const lines = await pdfLines(bytes);
    expect(lines.filter((l) => l === 'IP address').length).toBeGreaterThan(2);
    expect(lines).toContain('Personal data export (continued): Siti Aminah binti Yusof');
  });
});
