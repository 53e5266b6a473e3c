import { dateInFuture, disbursementAboveAmount, fromSen, type Language, toSen } from '@ezc/domain';
import { type AnswerRecorder, noAnswerRecorder } from '@ezc/platform';
import { malaysiaDate } from '@ezc/platform/clock/malaysia-time';
import { answerText } from '../../applications/answer-texts';
import { type DocumentFileType, decodeReceipt } from '../../documents/document-file';
import type { LoanDocumentName } from '../../documents/lending-documents';
import { disbursedRemarks, stampedRemarks } from '../../loans/history-remarks';
import { type Disbursement, decideFor, type Loan } from '../../loans/loan';
import { loanFor } from '../../loans/loan-access';
import { disbursed, stamped } from '../../loans/loan-changes';
import type { LoansPorts } from '../../ports';
import { requireAction } from '../../setup/action-rights';
import { refuseOwnAccount } from '../own-account-guard';
import type { StaffCaller } from '../staff-caller';

type ActDeps = Pick<
  LoansPorts,
  'loans' | 'documents' | 'actionRights' | 'clock' | 'ids' | 'accounts' | 'audit'
>;

/** The receipt's file stored as one of the loan's documents; its rows land with the change. */
async function storeReceipt(
  deps: Pick<LoansPorts, 'documents' | 'ids'>,
  loan: Loan,
  name: LoanDocumentName,
  base64: string,
  type: DocumentFileType,
) {
  const file = decodeReceipt(base64, type);
  const mediaId = deps.ids.next();
  return deps.documents.store(
    {
      MediaId: mediaId,
      ObjectType: 'Loan',
      ObjectId: loan.LoanNo,
      CustomerId: loan.CustomerId,
      ApplicationId: loan.ApplicationId,
      LoanNo: loan.LoanNo,
      Title: name,
      DocumentName: name,
      FileName: `${name.replace(/\s+/g, '-')}-${loan.LoanNo}.${file.extension}`,
    },
    file,
  );
}

export interface StampInput {
  LoanNo: string;
  StampingDate: string;
  StampReceiptFileStream: string;
  StampReceiptFileType: DocumentFileType;
}

/**
 * `/loans/stamp`: staff granted 'Stamp Loan' confirm a signed loan's stamping, with the stamp
 * receipt (never on a loan whose borrower account has their own e-mail: 403, audited). Only a 'Signed' loan is stamped; the answer says disbursement takes 3 to 5 working days.
 */
export async function stampLoan(deps: ActDeps, caller: StaffCaller & { lang: Language }, input: StampInput) {
  await requireAction(deps, caller.principal, 'Stamp Loan');
  const loaded = await loanFor(deps.loans, caller.principal, input.LoanNo);
  // Refused before the receipt is stored when the loan is not 'Signed'.
  decideFor(loaded.value, { type: 'STAMP' });
  await refuseOwnAccount(deps, caller, {
    step: 'stamp',
    customerId: loaded.value.CustomerId,
    loanNo: loaded.value.LoanNo,
  });
  if (input.StampingDate > malaysiaDate(deps.clock.now())) throw dateInFuture('StampingDate');
  const receipt = await storeReceipt(
    deps,
    loaded.value,
    'Stamp Receipt',
    input.StampReceiptFileStream,
    input.StampReceiptFileType,
  );
  const stamping = { StampingDate: input.StampingDate, MediaId: receipt.document.MediaId };
  const change = stamped(loaded.value, stamping);
  const saved = await deps.loans.save({
    before: loaded,
    after: change.loan,
    decision: change.decision,
    action: 'Loan stamped',
    remarks: stampedRemarks(input.StampingDate),
    actor: caller.actor,
    also: receipt.writes,
  });
  return {
    Data: { LoanNo: saved.LoanNo, Status: saved.Status, Stamping: stamping },
    message: answerText(caller.lang, 'stamped'),
  };
}

/** What `/loans/disburse` answers: the loan's new status and what was paid out. */
export interface DisburseAnswer {
  Data: {
    LoanNo: string;
    Status: Loan['Status'];
    DisbursementDate: string;
    Disbursement: Omit<Disbursement, 'AmountSen'> & { Amount: number };
  };
  message: string;
}

export interface DisburseInput {
  LoanNo: string;
  Method: Disbursement['Method'];
  Amount: number;
  RefNo: string;
  Bank: string;
  AccountNo: string;
  AccountName: string;
  Currency: 'MYR';
  OffsetDocNo: string[];
  DisbursementReceiptFileStream: string;
  DisbursementReceiptFileType: DocumentFileType;
  PaymentDate: string;
}

/**
 * `/loans/disburse`: staff granted 'Disburse Loan' confirm a stamped loan's disbursement, with its
 * receipt, unless the borrower account has their own e-mail (403, audited). The loan's ledger is debited with what the borrower will repay ('Disbursement'); the
 * first installment is activated on the payment date (by the daily job, or by hand).
 */
export async function disburseLoan(
  deps: ActDeps,
  caller: StaffCaller & { lang: Language },
  input: DisburseInput,
  answers: AnswerRecorder<DisburseAnswer> = noAnswerRecorder,
): Promise<DisburseAnswer> {
  await requireAction(deps, caller.principal, 'Disburse Loan');
  const loaded = await loanFor(deps.loans, caller.principal, input.LoanNo);
  const loan = loaded.value;
  // Refused before the receipt is stored when the loan is not 'Stamped'.
  decideFor(loan, { type: 'DISBURSE' });
  await refuseOwnAccount(deps, caller, {
    step: 'disburse',
    customerId: loan.CustomerId,
    loanNo: loan.LoanNo,
  });
  const amountSen = toSen(input.Amount);
  if (amountSen > loan.AmountSen) throw disbursementAboveAmount(amountSen, loan.AmountSen);
  const receipt = await storeReceipt(
    deps,
    loan,
    'Disbursement Receipt',
    input.DisbursementReceiptFileStream,
    input.DisbursementReceiptFileType,
  );
  const disbursement: Disbursement = {
    Method: input.Method,
    AmountSen: amountSen,
    RefNo: input.RefNo,
    Bank: input.Bank,
    AccountNo: input.AccountNo,
    AccountName: input.AccountName,
    Currency: 'MYR',
    OffsetDocNo: input.OffsetDocNo,
    PaymentDate: input.PaymentDate,
    MediaId: receipt.document.MediaId,
  };
  const change = disbursed(loan, disbursement);
  const answer = {
    Data: {
      LoanNo: change.loan.LoanNo,
      Status: change.decision.status,
      DisbursementDate: input.PaymentDate,
      Disbursement: {
        Method: disbursement.Method,
        Amount: fromSen(disbursement.AmountSen),
        RefNo: disbursement.RefNo,
        Bank: disbursement.Bank,
        AccountNo: disbursement.AccountNo,
        AccountName: disbursement.AccountName,
        Currency: disbursement.Currency,
        OffsetDocNo: disbursement.OffsetDocNo,
        PaymentDate: disbursement.PaymentDate,
        MediaId: disbursement.MediaId,
      },
    },
    message: answerText(caller.lang, 'disbursed'),
  };
  await deps.loans.save({
    before: loaded,
    after: change.loan,
    decision: change.decision,
    action: 'Loan disbursed',
    remarks: disbursedRemarks(disbursement),
    actor: caller.actor,
    also: [...receipt.writes, ...answers.answerWrites(answer)],
  });
  return answer;
}
