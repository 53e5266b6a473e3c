import {
  creditNoteNotFound,
  decideInvoice,
  fromSen,
  invoiceNotFound,
  invoiceNotLpc,
  type Paging,
} from '@ezc/domain';
import { type Actor, ownedOrNotFound, type Principal } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { chargeCredited } from '../../accounts/account-changes';
import type { LoanAccount } from '../../accounts/loan-account';
import { documentNo, nextNumber } from '../../accounts/sequences';
import { CREDIT_NOTE_SEQUENCE, type CreditNote, creditNoteWrite } from '../../invoices/credit-note-record';
import type { PaymentsPorts } from '../../ports';
import { changeAccount } from '../accounts/account-access';
import { invoiceView } from '../accounts/account-views';

const given = (v: string | undefined) =>
  v === undefined || v.trim() === '' || v === 'All' ? undefined : v.trim();

/** Where an invoice number leads: `INV-<ScheduleId>` or `LPC-<ScheduleId>[-n]` names its loan. */
const loanNoOfInvoice = (invoiceNo: string) =>
  /^(?:INV|LPC)-([A-Z0-9]+)-\d{3}(?:-\d+)?$/.exec(invoiceNo)?.[1];

/**
 * `/invoices/find-all`: every loan's invoices (staff), newest first, by loan, status and type: a
 * page read from the invoice lists, the borrowers' names from the page's accounts.
 */
export async function findInvoices(
  deps: Pick<PaymentsPorts, 'accounts' | 'invoices' | 'clock'>,
  input: Paging & {
    search?: { LoanNo?: string | undefined; Status?: string | undefined; Type?: string | undefined };
  },
) {
  const s = input.search ?? {};
  const loanNo = given(s.LoanNo)?.toUpperCase();
  const page = await deps.invoices.page(
    {
      status: given(s.Status),
      type: given(s.Type),
      ...(loanNo !== undefined ? { loanNos: await deps.accounts.loanNosBeginning(loanNo) } : {}),
      today: malaysiaDate(deps.clock.now()),
    },
    input,
  );
  const names = new Map(
    (await deps.accounts.some([...new Set(page.Data.map((i) => i.LoanNo))])).map((a) => [
      a.LoanNo,
      a.BorrowerName,
    ]),
  );
  return {
    Data: page.Data.map((i) => ({
      ...invoiceView(i),
      LoanNo: i.LoanNo,
      BorrowerName: names.get(i.LoanNo) ?? '',
    })),
    Count: page.Count,
  };
}

/**
 * `/invoices/cancel`: staff cancel a late payment charge invoice nothing has been paid on (the
 * invoice machine refuses any other): a credit note, numbered in order, takes its charge back.
 */
export async function cancelInvoice(
  deps: Pick<PaymentsPorts, 'accounts' | 'clock' | 'table'>,
  caller: { actor: Actor },
  input: { InvoiceNo: string; Remarks: string },
) {
  const invoiceNo = input.InvoiceNo.trim().toUpperCase();
  const loanNo = loanNoOfInvoice(invoiceNo);
  if (!loanNo) throw invoiceNotFound();
  return changeAccount(
    deps,
    loanNo,
    caller.actor,
    async (state, today, at) => {
      const invoice = state.account.Invoices.find((i) => i.InvoiceNo === invoiceNo);
      if (!invoice) throw invoiceNotFound();
      if (invoice.Type !== 'LPC') throw invoiceNotLpc();
      const decision = decideInvoice(invoice.Status, { type: 'CANCEL' });
      const numbered = await nextNumber(deps.table, CREDIT_NOTE_SEQUENCE);
      const creditNoteNo = documentNo('CN', numbered.value);
      const unpaid = invoice.AmountSen - invoice.PaidSen;
      const withInvoice: LoanAccount = {
        ...state.account,
        Invoices: state.account.Invoices.map((i) =>
          i === invoice ? { ...i, Status: decision.status, MachineVersion: decision.machineVersion } : i,
        ),
      };
      const change = chargeCredited(
        { account: withInvoice, ledger: state.ledger },
        {
          installmentNo: invoice.InstallmentNo,
          amountSen: unpaid,
          creditNoteNo,
          at,
          reason: input.Remarks.trim(),
        },
      );
      const note: CreditNote = {
        CreditNoteNo: creditNoteNo,
        LoanNo: loanNo,
        CustomerId: state.account.CustomerId,
        BorrowerName: state.account.BorrowerName,
        Date: today,
        AmountSen: unpaid,
        Reason: input.Remarks.trim(),
        InvoiceNo: invoiceNo,
        CreatedAt: at,
      };
      return {
        change,
        action: 'Invoice cancelled',
        remarks: `${invoiceNo} by ${creditNoteNo}: ${input.Remarks.trim()}`,
        also: [creditNoteWrite(note, at), numbered.write],
        answer: { InvoiceNo: invoiceNo, Status: decision.status, CreditNoteNo: creditNoteNo },
      };
    },
    invoiceNotFound,
  );
}

/** A credit note as the API shows it (contract CreditNote). */
export const creditNoteView = (n: CreditNote) => ({
  CreditNoteNo: n.CreditNoteNo,
  LoanNo: n.LoanNo,
  BorrowerName: n.BorrowerName,
  Date: n.Date,
  Amount: fromSen(n.AmountSen),
  Reason: n.Reason,
  InvoiceNo: n.InvoiceNo,
});

type NotesDeps = Pick<PaymentsPorts, 'creditNotes'>;

/** A borrower sees their own credit notes only (one without a customer record sees none). */
const ownerOf = (p: Principal): string | undefined =>
  p.kind === 'customer' ? (p.customerId ?? '-') : undefined;

/** `/credit-notes/get-latest`: the newest credit note (of a loan, when given), or null; a borrower's own. */
export async function latestCreditNote(
  deps: NotesDeps,
  input: { principal: Principal; loanNo?: string | undefined },
) {
  const page = await deps.creditNotes.page(
    { loanNo: given(input.loanNo)?.toUpperCase(), customerId: ownerOf(input.principal) },
    { Rows: 1, Page: 1 },
  );
  return page.Data[0] ? creditNoteView(page.Data[0]) : null;
}

/** `/credit-notes/find-all`: credit notes newest first (a borrower's own). */
export async function findCreditNotes(
  deps: NotesDeps,
  input: Paging & { principal: Principal; search?: { LoanNo?: string | undefined } | undefined },
) {
  const page = await deps.creditNotes.page(
    { loanNo: given(input.search?.LoanNo)?.toUpperCase(), customerId: ownerOf(input.principal) },
    input,
  );
  return { Data: page.Data.map(creditNoteView), Count: page.Count };
}

/** `/credit-notes/find-one`: one credit note ('Credit note not found.' for another borrower's). */
export async function findCreditNote(deps: NotesDeps, input: { principal: Principal; creditNoteNo: string }) {
  const note = await deps.creditNotes.load(input.creditNoteNo.trim().toUpperCase());
  return creditNoteView(ownedOrNotFound(input.principal, note, creditNoteNotFound));
}
