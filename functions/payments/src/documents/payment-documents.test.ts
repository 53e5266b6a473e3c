import { pdfPagesText } from '@ezc/platform/testing/pdf-text';
import { PDFDocument, PDFName, type PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { ReceiptInput, StatementInput, StatementTransaction } from './document-inputs';
import { makeReceipt, makeStatement } from './payment-documents';
import { sampleReceiptInput, sampleStatementInput } from './sample-document-inputs';

/** The text of a document that must fit on one page. */
async function onlyPage(bytes: Uint8Array): Promise<string[]> {
  const pages = await pdfPagesText(bytes);
  expect(pages).toHaveLength(1);
  return pages[0]!;
}

const language = async (bytes: Uint8Array) => {
  const doc = await PDFDocument.load(bytes);
  return (doc.catalog.lookup(PDFName.of('Lang')) as PDFString).decodeText();
};

/** Bad input is refused with a ZodError naming the field and saying what is wrong with it. */
async function refusal(made: Promise<Uint8Array>) {
  const error = await made.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ZodError);
  return (error as ZodError).issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('makeReceipt', () => {
  it('is one A4 page with the receipt in its metadata', async () => {
    const doc = await PDFDocument.load(await makeReceipt(sampleReceiptInput), { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe('Official receipt OR-000042');
    expect(doc.getSubject()).toBe(
      'Payment PAY-01JDX5N7Q2 for loan EZC000001 / Bayaran PAY-01JDX5N7Q2 bagi pinjaman EZC000001',
    );
    expect(doc.getKeywords()).toBe(
      'official-receipt receipt:OR-000042 payment:PAY-01JDX5N7Q2 loan:EZC000001',
    );
    expect(doc.getAuthor()).toBe('EZC Credit Sdn. Bhd.');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-03-20T06:30:00.000Z');
  });

  it('prints the lender, the payment and its allocation in English and Malay, money as RM', async () => {
    const page = await onlyPage(await makeReceipt(sampleReceiptInput));
    expect(page).toEqual(
      expect.arrayContaining([
        'EZC Credit Sdn. Bhd.',
        "Moneylender's licence No. / No. lesen pemberi pinjam wang: WL7/2021/0123",
        'Level 12, Menara EZC, Jalan Tun Razak, 50400 Kuala Lumpur',
        'OFFICIAL RECEIPT',
        'RESIT RASMI',
        'Receipt No. / No. resit',
        'OR-000042',
        'Date paid / Tarikh bayaran',
        '20/03/2026',
        'Siti Aminah binti Abdullah',
        '900101-14-5678',
        'Bank Transfer / Pindahan Bank',
        'MBB20260320-7781',
        'Amount / Amaun',
        'RM 1,034.41',
        'Ringgit Malaysia One Thousand Thirty-Four and Sen Forty-One Only',
        'Ringgit Malaysia Seribu Tiga Puluh Empat dan Sen Empat Puluh Satu Sahaja',
        'Late charges',
        'Caj lewat',
        'RM 1.08',
        'RM 150.00',
        'RM 833.33',
        'RM 984.41',
        'Held as credit / Disimpan sebagai kredit',
        'RM 50.00',
        'RM 9,833.34',
        // 06:30 UTC is 14:30 in Malaysia.
        '20/03/2026 14:30 MYT',
        'Official receipt OR-000042 - page 1 of 1 / Resit rasmi OR-000042 - muka surat 1 daripada 1',
      ]),
    );
    expect(await language(await makeReceipt(sampleReceiptInput))).toBe('en-MY');
  });

  it('leaves out the reference when there is none, and totals an allocation over several installments', async () => {
    const { RefNo: _, ...withoutRef } = sampleReceiptInput;
    const page = await onlyPage(
      await makeReceipt({
        ...withoutRef,
        AmountSen: 196_774,
        Allocation: [
          { InstallmentNo: 3, LateChargeSen: 0, InterestSen: 15_000, PrincipalSen: 83_333 },
          { InstallmentNo: 2, LateChargeSen: 108, InterestSen: 15_000, PrincipalSen: 83_333 },
        ],
        CreditHeldSen: 0,
      }),
    );
    expect(page).not.toContain('Reference No. / No. rujukan');
    expect(page).toEqual(
      expect.arrayContaining(['Total / Jumlah', 'RM 300.00', 'RM 1,666.66', 'RM 1,967.74']),
    );
    // Oldest installment first, whatever order the allocation came in.
    expect(page.indexOf('2')).toBeLessThan(page.indexOf('3'));
  });

  it('prints names WinAnsi cannot encode without their accents, or as ? where nothing is left', async () => {
    const page = await onlyPage(
      await makeReceipt({ ...sampleReceiptInput, BorrowerName: 'Nguyễn Thị Ánh 王小明 Zoë' }),
    );
    expect(page).toContain('Nguyen Thi Ánh ??? Zoë');
  });

  it('makes the same bytes from the same input', async () => {
    expect(await makeReceipt(sampleReceiptInput)).toEqual(await makeReceipt(sampleReceiptInput));
  });

  it('refuses bad input with a ZodError naming each wrong field', async () => {
    const bad = {
      ...sampleReceiptInput,
      Lender: { ...sampleReceiptInput.Lender, LicenceNo: ' ' },
      PaidOn: '20/03/2026',
      AmountSen: 0,
      Allocation: [sampleReceiptInput.Allocation[0]!, sampleReceiptInput.Allocation[0]!],
      IssuedAt: 'yesterday',
    } as ReceiptInput;
    expect(await refusal(makeReceipt(bad))).toEqual([
      { path: 'Lender.LicenceNo', message: 'The lending licence number is required.' },
      { path: 'PaidOn', message: 'PaidOn must be a date in the format YYYY-MM-DD.' },
      { path: 'AmountSen', message: 'AmountSen must be at least 1 sen.' },
      { path: 'Allocation', message: 'Allocation lists each installment once.' },
      { path: 'IssuedAt', message: 'IssuedAt must be an ISO date and time, such as 2026-11-27T09:15:00Z.' },
    ]);
    const { LoanNo: _, ...noLoan } = sampleReceiptInput;
    expect(await refusal(makeReceipt(noLoan as ReceiptInput))).toEqual([
      { path: 'LoanNo', message: 'LoanNo is required.' },
    ]);
    expect(
      await refusal(makeReceipt({ ...sampleReceiptInput, CreditHeldSen: 12.5 } as ReceiptInput)),
    ).toEqual([{ path: 'CreditHeldSen', message: 'CreditHeldSen must be a whole number of sen.' }]);
  });
});

/** `count` ledger lines after the sample's, one a day, each a late charge of RM 0.10. */
function withTransactions(count: number, language: StatementInput['Language'] = 'en'): StatementInput {
  const start = Date.UTC(2026, 3, 1);
  const more: StatementTransaction[] = Array.from({ length: count }, (_, n) => ({
    Date: new Date(start + n * 86_400_000).toISOString().slice(0, 10),
    DocumentNo: `LPC-${String(n + 1).padStart(4, '0')}`,
    Description: 'Late payment charge',
    DebitSen: 10,
    CreditSen: 0,
    BalanceSen: 828_334 + 10 * (n + 1),
  }));
  return {
    ...sampleStatementInput,
    Language: language,
    Transactions: [...sampleStatementInput.Transactions, ...more],
    // Each charge adds RM 0.10 to the ledger balance, and so to the balance outstanding.
    BalanceOutstandingSen: sampleStatementInput.BalanceOutstandingSen + 10 * count,
    LateChargesSen: 10 * count,
  };
}

describe('makeStatement', () => {
  it('is one page for a young loan, with the statement in its metadata', async () => {
    const bytes = await makeStatement(sampleStatementInput);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Statement of account EZC000001');
    expect(doc.getSubject()).toBe('Loan EZC000001 - As at 31/03/2026');
    expect(doc.getKeywords()).toBe('statement-of-account loan:EZC000001 as-of:2026-03-31 lang:en');
    // Midnight of the day in Malaysia.
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-03-30T16:00:00.000Z');
    expect(await language(bytes)).toBe('en-MY');
  });

  it('prints the account, the ledger with its balances and the schedule', async () => {
    const page = await onlyPage(await makeStatement(sampleStatementInput));
    expect(page).toEqual(
      expect.arrayContaining([
        'STATEMENT OF ACCOUNT',
        'As at 31/03/2026',
        'Loan amount',
        'RM 10,000.00',
        '18% a year',
        'Total paid to date',
        'RM 2,017.74',
        'Late charges outstanding',
        'Balance outstanding',
        'RM 9,783.34',
        'Document No.',
        'INV-EZC000001-01',
        'Installment 1 due 15/02/2026',
        'RM 10,150.00',
        'Due date',
        '15/01/2027',
        'RM 983.37',
        'Scheduled',
        'RM 11,800.00',
        'Statement of account EZC000001 - As at 31/03/2026 - page 1 of 1',
      ]),
    );
  });

  it('runs onto more pages as the ledger grows, the header row on top of each', async () => {
    const pages = async (count: number) =>
      (await PDFDocument.load(await makeStatement(withTransactions(count)))).getPageCount();
    const none = await pages(0);
    const hundred = await pages(100);
    const threeHundred = await pages(300);
    expect(none).toBe(1);
    expect(hundred).toBeGreaterThan(none);
    expect(threeHundred).toBeGreaterThan(hundred);
    // A table row is at least 16 points high and an A4 page has less than 744 points for rows,
    // so 306 lines of ledger take at least 7 pages.
    expect(threeHundred).toBeGreaterThanOrEqual(7);

    const texts = await pdfPagesText(await makeStatement(withTransactions(300)));
    expect(texts).toHaveLength(threeHundred);
    texts.forEach((page, n) => {
      expect(page).toContain(
        `Statement of account EZC000001 - As at 31/03/2026 - page ${n + 1} of ${threeHundred}`,
      );
      if (n > 0) expect(page).toContain('Statement of account EZC000001 - As at 31/03/2026 (continued)');
      if (page.some((t) => t.startsWith('LPC-0'))) {
        expect(page).toEqual(
          expect.arrayContaining([
            'Date',
            'Document No.',
            'Description',
            'Debit',
            'Credit',
            'Ledger balance',
          ]),
        );
      }
    });
    const all = texts.flat();
    expect(all).toContain('LPC-0001');
    expect(all).toContain('LPC-0300');
    expect(all).toContain('RM 8,313.34');
  });

  it("is all in Malay when asked for 'ms'", async () => {
    const bytes = await makeStatement({ ...sampleStatementInput, Language: 'ms' });
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe('Penyata akaun EZC000001');
    expect(doc.getSubject()).toBe('Pinjaman EZC000001 - Setakat 31/03/2026');
    expect(doc.getKeywords()).toBe('statement-of-account loan:EZC000001 as-of:2026-03-31 lang:ms');
    expect(await language(bytes)).toBe('ms-MY');
    const page = await onlyPage(bytes);
    expect(page).toEqual(
      expect.arrayContaining([
        'No. lesen pemberi pinjam wang: WL7/2021/0123',
        'PENYATA AKAUN',
        'Setakat 31/03/2026',
        'Peminjam',
        'Amaun pinjaman',
        '18% setahun',
        'Jumlah dibayar setakat ini',
        'Caj lewat tertunggak',
        'Baki tertunggak',
        'Baki lejar',
        'Faedah belum dibilkan',
        'ansuran 3 hingga 12',
        'Transaksi',
        'Tarikh',
        'No. dokumen',
        'Keterangan',
        'Kredit',
        'Jadual bayaran balik',
        'Tarikh perlu dibayar',
        'Dibayar',
        'Dijadualkan',
        'Jumlah',
        'Penyata ini dijana oleh komputer dan tidak memerlukan tandatangan.',
        // The ledger's own descriptions too.
        'Pengeluaran pinjaman',
        'Ansuran 1 perlu dibayar 15/02/2026',
        'Bayaran diterima (Pindahan Bank)',
        'Penyata akaun EZC000001 - Setakat 31/03/2026 - muka surat 1 daripada 1',
      ]),
    );
    for (const english of [
      'Borrower',
      'Balance outstanding',
      'Description',
      'Due date',
      'Scheduled',
      'Total',
      'Disbursement',
    ]) {
      expect(page).not.toContain(english);
    }
  });

  it('says so when there are no transactions yet', async () => {
    const page = await onlyPage(
      await makeStatement({
        ...sampleStatementInput,
        Transactions: [],
        // Nothing on the ledger: all that is outstanding is the interest not yet billed.
        BalanceOutstandingSen: sampleStatementInput.InterestNotYetBilledSen,
      }),
    );
    expect(page).toContain('No transactions yet.');
  });

  it('adds the transactions up to the balance outstanding: ledger balance + interest not yet billed', async () => {
    const page = await onlyPage(await makeStatement(sampleStatementInput));
    // The transactions' running balance is the ledger balance; under the last transaction (its
    // ledger balance RM 8,283.34), the interest of installments 3 to 12 (10 × RM 150.00) brings it
    // to the balance outstanding of the header: RM 8,283.34 + RM 1,500.00 = RM 9,783.34.
    expect(page.slice(page.indexOf('Balance outstanding'), page.indexOf('Balance outstanding') + 2)).toEqual([
      'Balance outstanding',
      'RM 9,783.34',
    ]);
    expect(page).toContain('Ledger balance');
    const last = page.indexOf('OR-000042');
    expect(page.slice(last, last + 15)).toEqual([
      'OR-000042',
      'Payment received (Bank Transfer)',
      'RM 1,034.41',
      'RM 8,283.34',
      'installments 3 to 12',
      'Interest not yet billed',
      'RM 1,500.00',
      'RM 9,783.34',
      'Balance outstanding',
      'RM 9,783.34',
      'Repayment schedule',
      'No.',
      'Due date',
      'Installment',
      'Paid',
    ]);
  });

  it('refuses a statement whose lines do not add up to its balance outstanding', async () => {
    expect(
      await refusal(makeStatement({ ...sampleStatementInput, InterestNotYetBilledSen: 135_000 })),
    ).toEqual([
      {
        path: 'BalanceOutstandingSen',
        message:
          "BalanceOutstandingSen must be the transactions' closing balance plus InterestNotYetBilledSen.",
      },
    ]);
  });

  it('says an unpaid installment past its due date is overdue, with its days', async () => {
    const schedule = sampleStatementInput.Schedule.map((r) =>
      r.InstallmentNo === 3 ? { ...r, DaysPastDue: 16 } : r,
    );
    const en = await onlyPage(await makeStatement({ ...sampleStatementInput, Schedule: schedule }));
    expect(en).toContain('Overdue, 16 days');
    const ms = await onlyPage(
      await makeStatement({ ...sampleStatementInput, Language: 'ms', Schedule: schedule }),
    );
    expect(ms).toContain('Lampau tempoh, 16 hari');
  });

  it('refuses bad input with a ZodError naming each wrong field', async () => {
    const bad = {
      ...sampleStatementInput,
      Language: 'my',
      InterestRate: -1,
      Transactions: [{ ...sampleStatementInput.Transactions[0]!, Date: '2026-02-30' }],
      Schedule: [{ ...sampleStatementInput.Schedule[0]!, Status: 'Overdue' }],
    } as unknown as StatementInput;
    expect(await refusal(makeStatement(bad))).toEqual([
      { path: 'Language', message: "Language must be 'en' or 'ms'." },
      { path: 'InterestRate', message: 'InterestRate cannot be negative.' },
      { path: 'Transactions.0.Date', message: 'Transactions Date must be a date in the format YYYY-MM-DD.' },
      { path: 'Schedule.0.Status', message: 'Status must be one of Scheduled, Unpaid, Paid, Partial Paid.' },
    ]);
  });
});
