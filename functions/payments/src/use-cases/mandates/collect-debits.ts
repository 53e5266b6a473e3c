import { decidePayment, isDomainError } from '@ezc/domain';
import { type Actor, auditWrite, lostRace } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { type AccountRow, dueOnRowSen, isFrozen } from '../../accounts/loan-account';
import type { DebitResult } from '../../mandates/emandate-provider';
import type { Mandate } from '../../mandates/mandate-record';
import { type Payment, paymentWrite } from '../../payments/payment-record';
import type { PaymentsPorts } from '../../ports';
import { changeAccount } from '../accounts/account-access';
import { approval, methodName } from '../payments/record-payment';

type Deps = Pick<
  PaymentsPorts,
  'accounts' | 'payments' | 'mandates' | 'emandate' | 'clock' | 'ids' | 'table' | 'log'
>;

const debitJob: Actor = { id: 'system', kind: 'system', name: 'E-mandate debits' };

/**
 * The one payment an installment's debit can ever be, named by the row and its due date: a second
 * run, a run after a restart, or two runs at once all meet the same record, so the bank is asked
 * once and the ledger posts once.
 */
export const debitPaymentId = (row: Pick<AccountRow, 'ScheduleId' | 'DueDate'>) =>
  `PAY-DD-${row.ScheduleId}-${row.DueDate.replaceAll('-', '')}`;

export interface DebitRunSummary {
  collected: string[];
  refused: string[];
  /** Where the next page starts, when there may be more active mandates. */
  cursor?: string;
}

/**
 * The daily debits under active e-mandates, as of the day `deps.clock` says (after the daily run
 * has activated what falls due): each installment due from the day the bank approved the mandate
 * up to today, activated and still owing, is asked of the bank once — what it still owes, or the
 * mandate's amount when smaller. The bank's answer is posted: collected, an 'E-Mandate' payment
 * approved at once, allocated and numbered like any received payment; refused, a 'Rejected'
 * payment with the bank's reason and no ledger effect. A loan that fails is logged; the others
 * are still done, and its installment is asked again on the next run. One page of `limit` active
 * mandates from after `cursor` at a time: the caller hands the next page on.
 */
export async function collectMandateDebits(
  deps: Deps,
  page: { limit: number; cursor?: string | undefined },
): Promise<DebitRunSummary> {
  const today = malaysiaDate(deps.clock.now());
  const { mandates, cursor } = await deps.mandates.active(page);
  const summary: DebitRunSummary = { collected: [], refused: [], ...(cursor ? { cursor } : {}) };
  for (const mandate of mandates) {
    try {
      await collectFor(deps, mandate, today, summary);
    } catch (e) {
      deps.log.error('payments.mandate-debit-failed', {
        loanNo: mandate.LoanNo,
        error: isDomainError(e) ? e.code : String(e),
      });
    }
  }
  return summary;
}

async function collectFor(deps: Deps, mandate: Mandate, today: string, summary: DebitRunSummary) {
  const loaded = await deps.accounts.load(mandate.LoanNo);
  if (!loaded || isFrozen(loaded.account)) return;
  // The bank may debit only what falls due once the borrower's authorisation is in force.
  const from = malaysiaDate(new Date(mandate.DecidedAt ?? mandate.RegisteredAt));
  for (const row of loaded.account.Rows) {
    if (row.DueDate < from || row.DueDate > today) continue;
    const id = debitPaymentId(row);
    const existing = (await deps.payments.load(id))?.value;
    if (existing && existing.Status !== 'New') continue;
    // A request already made (its answer not yet posted) is asked again exactly as it was.
    const request = existing ?? (await requested(deps, mandate, row, id, today));
    if (!request) continue;
    const result = await deps.emandate.debit({
      Reference: request.PaymentId,
      MandateId: request.MandateId ?? mandate.MandateId,
      AccountNo: mandate.AccountNo,
      AmountSen: request.AmountSen,
    });
    const status = await posted(deps, request, result);
    if (status === 'Approved') summary.collected.push(request.PaymentId);
    if (status === 'Rejected') summary.refused.push(request.PaymentId);
  }
}

/**
 * Records the debit about to be asked ('New': no listing shows it, nothing is posted), written
 * only if no other run wrote it first. Answers undefined when nothing is owed on the row.
 */
async function requested(
  deps: Deps,
  mandate: Mandate,
  row: AccountRow,
  id: string,
  today: string,
): Promise<Payment | undefined> {
  const amountSen = Math.min(dueOnRowSen(row), mandate.AmountSen);
  if (amountSen <= 0) return undefined;
  const at = deps.clock.now().toISOString();
  const payment: Payment = {
    PaymentId: id,
    LoanNo: mandate.LoanNo,
    CustomerId: mandate.CustomerId,
    BorrowerName: mandate.BorrowerName,
    Kind: 'Installment',
    AmountSen: amountSen,
    Method: methodName('E_MANDATE'),
    RefNo: '',
    PaymentDate: today,
    Status: 'New',
    MachineVersion: '1',
    MandateId: mandate.MandateId,
    CreatedBy: debitJob.id,
    CreatedAt: at,
    UpdatedAt: at,
  };
  try {
    await deps.table.transact([
      ...paymentWrite(payment, 0, at, undefined),
      auditWrite(
        {
          objectType: 'Loan',
          objectId: mandate.LoanNo,
          action: 'E-mandate debit requested',
          remarks: `${id}: RM ${(amountSen / 100).toFixed(2)} for installment ${row.InstallmentNo}, mandate ${mandate.MandateId}`,
          actor: debitJob,
        },
        at,
        deps.ids.next(),
      ),
    ]);
    return payment;
  } catch (e) {
    if (!lostRace(e)) throw e;
    // Another run wrote it first: it asks the bank, or already has.
    return undefined;
  }
}

/** Posts the bank's answer to a requested debit; a debit already decided stays as it is. */
function posted(deps: Deps, request: Payment, result: DebitResult) {
  return changeAccount(deps, request.LoanNo, debitJob, async (state, today, at) => {
    // Read inside the change: another run that posted meanwhile is seen here.
    const loaded = (await deps.payments.load(request.PaymentId))!;
    const payment = loaded.value;
    if (payment.Status !== 'New') return { action: 'E-mandate debit', answer: undefined };
    if (result.Outcome === 'Refused') {
      const decision = decidePayment(payment.Status, { type: 'DEBIT_REFUSED' });
      const after: Payment = {
        ...payment,
        Status: decision.status,
        MachineVersion: decision.machineVersion,
        Remarks: result.Reason,
        UpdatedAt: at,
      };
      return {
        change: { ...state, posted: [] },
        action: 'E-mandate debit refused by the bank',
        remarks: `${payment.PaymentId}: RM ${(payment.AmountSen / 100).toFixed(2)}, ${result.Reason}`,
        also: [...paymentWrite(after, loaded.version, at, payment.Status)],
        answer: decision.status,
      };
    }
    const approved = await approval(
      deps,
      state,
      { ...payment, RefNo: result.ProviderRef, PaymentDate: today },
      today,
      at,
      { type: 'DEBIT_COLLECTED' },
    );
    return {
      change: approved.change,
      action: 'E-mandate debit collected',
      remarks: `${approved.payment.ReceiptNo}: RM ${(payment.AmountSen / 100).toFixed(2)} by ${payment.Method}`,
      also: [...paymentWrite(approved.payment, loaded.version, at, payment.Status), approved.receiptWrite],
      answer: approved.payment.Status,
    };
  });
}
