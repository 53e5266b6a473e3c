import type { ListItem, ListName } from '@ezc/domain';
import { formatRM } from '@ezc/domain/lending/money';
import type { Customer } from '../customers/customer';
import type { Media } from '../media/media';
import { malaysiaInstant, scheduleSummary } from './export-format';
import type { ApplicationRow, ConsentRow, LoanRow, PaymentRow, SignInRow } from './subject-records';

/**
 * Everything the product holds about one customer, and its JSON form: the API's field names,
 * money as sen beside RM, instants in Malaysia time. The PDF's wording is `export-words.ts`,
 * loaded with the PDF engine. Nothing here reads a store: the use case gathers the rows.
 */

export interface SubjectData {
  customer: Customer;
  documents: readonly Media[];
  applications: readonly ApplicationRow[];
  loans: readonly LoanRow[];
  payments: readonly PaymentRow[];
  consents: readonly ConsentRow[];
  signIns: readonly SignInRow[];
  /** ISO instant the export was made. */
  producedAt: string;
  /** The customer themselves, or the staff member answering a request. */
  producedBy: { kind: 'customer' } | { kind: 'staff'; name: string };
  requestRef?: string | undefined;
  lender: { name: string; licenceNo: string };
  /** The common lists, so the PDF names a state, a country or a bank rather than its code. */
  lists?: Partial<Record<ListName, readonly ListItem[]>>;
}

/** The export as JSON: the customer's own data, none of the product's secrets or keys. */
export function subjectExport(d: SubjectData) {
  const c = d.customer;
  return {
    Export: {
      Purpose: 'Personal Data Protection Act 2010: data access',
      ProducedAt: malaysiaInstant(d.producedAt),
      ProducedBy:
        d.producedBy.kind === 'staff' ? { Kind: 'staff', Name: d.producedBy.name } : { Kind: 'customer' },
      ...(d.requestRef ? { RequestRef: d.requestRef } : {}),
      Lender: { Name: d.lender.name, LicenceNo: d.lender.licenceNo },
    },
    Profile: {
      CustomerId: c.CustomerId,
      FullName: c.FullName,
      Email: c.Email,
      AccountType: c.AccountType,
      MemberType: c.MemberType,
      OnboardingStatus: c.Status,
      RegisteredAt: malaysiaInstant(c.CreatedAt),
      ...(c.Personal ? { Personal: c.Personal } : {}),
      ...(c.Address ? { Address: c.Address } : {}),
      ...(c.Employment ? { Employment: c.Employment } : {}),
      ...(c.Bank ? { Bank: c.Bank } : {}),
      ...(c.Company ? { Company: c.Company } : {}),
      ContactPersons: c.ContactPersons,
    },
    Documents: d.documents.map((m) => ({
      MediaId: m.MediaId,
      Title: m.Title,
      FileName: m.FileName,
      ContentType: m.ContentType,
      SizeBytes: m.Size,
      UploadedAt: malaysiaInstant(m.CreatedAt),
    })),
    Applications: d.applications.map((a) => ({
      ApplicationId: a.ApplicationId,
      LoanNo: a.LoanNo,
      Status: a.Status,
      ...(a.Product?.Name ? { Product: a.Product.Name } : {}),
      AmountSen: a.AmountSen,
      Amount: formatRM(a.AmountSen),
      NumberOfInstallments: a.NumberOfInstallments,
      CreatedAt: malaysiaInstant(a.CreatedAt),
      ...(a.SubmittedAt ? { SubmittedAt: malaysiaInstant(a.SubmittedAt) } : {}),
      ...(a.DecidedAt ? { DecidedAt: malaysiaInstant(a.DecidedAt) } : {}),
    })),
    Loans: d.loans.map((l) => ({
      LoanNo: l.LoanNo,
      Status: l.Status,
      ...(l.Product?.Name ? { Product: l.Product.Name } : {}),
      ...(l.Product?.InterestRate !== undefined ? { InterestRatePercentAYear: l.Product.InterestRate } : {}),
      AmountSen: l.AmountSen,
      Amount: formatRM(l.AmountSen),
      TotalRepaymentSen: l.TotalRepaymentSen,
      TotalRepayment: formatRM(l.TotalRepaymentSen),
      TotalPaidToDateSen: l.TotalPaidToDateSen,
      TotalPaidToDate: formatRM(l.TotalPaidToDateSen),
      ...(l.BalanceOutstandingSen !== undefined
        ? {
            BalanceOutstandingSen: l.BalanceOutstandingSen,
            BalanceOutstanding: formatRM(l.BalanceOutstandingSen),
          }
        : {}),
      AgreementDate: l.AgreementDate,
      EndDate: l.EndDate,
      ...(l.DisbursementDate ? { DisbursementDate: l.DisbursementDate } : {}),
      Schedule: scheduleSummary(l),
    })),
    Payments: d.payments.map((p) => ({
      PaymentId: p.PaymentId,
      LoanNo: p.LoanNo,
      PaymentDate: p.PaymentDate,
      AmountSen: p.AmountSen,
      Amount: formatRM(p.AmountSen),
      Method: p.Method,
      RefNo: p.RefNo,
      Status: p.Status,
      ...(p.ReceiptNo ? { ReceiptNo: p.ReceiptNo } : {}),
    })),
    Consents: d.consents.map((k) => ({
      Kind: k.Kind,
      NoticeVersion: k.NoticeVersion,
      ...(k.LoanNo ? { LoanNo: k.LoanNo } : {}),
      ...(k.AgreementVersion !== undefined ? { AgreementVersion: k.AgreementVersion } : {}),
      At: malaysiaInstant(k.At),
      IpAddress: k.IpAddress,
      ...(k.Channel ? { Channel: k.Channel } : {}),
    })),
    SignIns: d.signIns.map((s) => ({
      At: malaysiaInstant(s.At),
      IpAddress: s.IpAddress,
      Outcome: s.Outcome,
      SignedIn: s.Succeeded,
    })),
  };
}
