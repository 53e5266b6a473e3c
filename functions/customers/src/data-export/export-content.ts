import { formatRM, type Language } from '@ezc/domain';
import { dataExportTexts } from '@ezc/domain/i18n/data-export';
import type { Customer } from '../customers/customer';
import type { Media } from '../media/media';
import type { ExportBlock, ExportDocument } from './export-document';
import type { ApplicationRow, ConsentRow, LoanRow, PaymentRow, SignInRow } from './subject-records';

/**
 * Everything the product holds about one customer, and its two forms: the JSON a machine reads
 * (the API's field names, money as sen beside RM, instants in Malaysia time) and the PDF's words
 * in the reader's language. Nothing here reads a store: the use case gathers the rows.
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
}

const MYT_MS = 8 * 3600 * 1000;

/** '2026-11-27T01:15:00.000Z' → '2026-11-27T09:15:00+08:00': the instant, told in Malaysia. */
export function malaysiaInstant(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return `${new Date(t + MYT_MS).toISOString().slice(0, 19)}+08:00`;
}

/** '2026-11-27' → '27/11/2026', as the product shows dates. */
const dayMonthYear = (date: string) => {
  const [y, m, d] = date.slice(0, 10).split('-');
  return d && m && y ? `${d}/${m}/${y}` : date;
};

/** An instant as the borrower reads it: '27/11/2026 09:15 MYT'. */
export const malaysiaDateTime = (iso: string) => {
  const mine = malaysiaInstant(iso);
  return mine === iso ? iso : `${dayMonthYear(mine)} ${mine.slice(11, 16)} MYT`;
};

/** 2048 → '2.0 KB'. */
export const fileSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const money = (sen: number | undefined) => (sen === undefined ? undefined : formatRM(sen));

/** What a loan's schedule comes to: installments paid of all, and the next still to pay. */
export function scheduleSummary(loan: LoanRow) {
  const rows = [...loan.Schedule].sort((a, b) => a.InstallmentNo - b.InstallmentNo);
  const next = rows.find((r) => r.Status !== 'Paid');
  return {
    Installments: rows.length,
    InstallmentsPaid: rows.filter((r) => r.Status === 'Paid').length,
    ...(rows[0] ? { FirstDueDate: rows[0].DueDate } : {}),
    ...(next ? { NextDueDate: next.DueDate, NextDueSen: next.TotalSen - next.PaidSen } : {}),
  };
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
            BalanceOutstanding: money(l.BalanceOutstandingSen),
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
    })),
    SignIns: d.signIns.map((s) => ({
      At: malaysiaInstant(s.At),
      IpAddress: s.IpAddress,
      Outcome: s.Outcome,
      SignedIn: s.Succeeded,
    })),
  };
}
export type SubjectExport = ReturnType<typeof subjectExport>;

const addressLine = (a: {
  AddressLine1: string;
  AddressLine2?: string | undefined;
  Postcode: string;
  City: string;
  State: string;
  Country: string;
}) =>
  [a.AddressLine1, a.AddressLine2, `${a.Postcode} ${a.City}`, a.State, a.Country].filter(Boolean).join(', ');

/** The export's PDF words, in `lang`. */
export function exportDocument(d: SubjectData, lang: Language): ExportDocument {
  const w = dataExportTexts[lang].dataExport;
  const c = d.customer;
  const or = (v: string | undefined) => (v ? v : w.notGiven);
  const yn = (v: 'Y' | 'N') => (v === 'Y' ? w.yes : w.no);
  const title = d.producedBy.kind === 'staff' ? w.staffTitle : w.fileTitle;
  const blocks: ExportBlock[] = [
    {
      kind: 'title',
      text: title,
      lines: [w.subtitle, d.lender.name, `${w.licence}: ${d.lender.licenceNo}`],
    },
    {
      kind: 'fields',
      rows: [
        { label: w.generatedAt, value: malaysiaDateTime(d.producedAt) },
        { label: w.producedBy, value: d.producedBy.kind === 'staff' ? d.producedBy.name : w.producedBySelf },
        ...(d.producedBy.kind === 'staff'
          ? [{ label: w.requestRef, value: d.requestRef || w.noRequestRef }]
          : []),
      ],
    },
    { kind: 'heading', text: w.profile },
    {
      kind: 'fields',
      rows: [
        { label: w.customerId, value: c.CustomerId },
        { label: w.fullName, value: c.FullName },
        { label: w.email, value: c.Email },
        { label: w.accountType, value: c.AccountType },
        { label: w.memberType, value: c.MemberType },
        { label: w.onboarding, value: c.Status },
        { label: w.registeredOn, value: malaysiaDateTime(c.CreatedAt) },
        ...(c.Personal
          ? [
              { label: w.idType, value: c.Personal.IdType },
              { label: w.idNo, value: or(c.Personal.NRIC ?? c.Personal.PassportNo) },
              { label: w.dateOfBirth, value: dayMonthYear(c.Personal.DateOfBirth) },
              { label: w.gender, value: c.Personal.Gender },
              { label: w.nationality, value: c.Personal.Nationality },
              { label: w.maritalStatus, value: c.Personal.MaritalStatus },
              { label: w.ethnicity, value: c.Personal.Ethnicity },
              { label: w.bumiputera, value: yn(c.Personal.BumiputeraYN) },
              { label: w.contactNo, value: c.Personal.ContactNo },
            ]
          : []),
        ...(c.Address ? [{ label: w.address, value: addressLine(c.Address) }] : []),
      ],
    },
  ];
  if (c.Employment) {
    const e = c.Employment;
    blocks.push(
      { kind: 'heading', text: w.employment },
      {
        kind: 'fields',
        rows: [
          { label: w.employer, value: e.CompanyName },
          { label: w.designation, value: e.Designation },
          { label: w.employmentType, value: [e.EmploymentType, e.EmploymentTerm].filter(Boolean).join(', ') },
          { label: w.natureOfBusiness, value: e.NatureOfBusiness },
          { label: w.employerAddress, value: addressLine(e.CompanyAddress) },
          { label: w.previousOccupation, value: e.PreviousOccupation },
        ],
      },
    );
  }
  if (c.Company) {
    const k = c.Company;
    blocks.push(
      { kind: 'heading', text: w.company },
      {
        kind: 'fields',
        rows: [
          { label: w.companyName, value: k.CompanyName },
          { label: w.registrationNo, value: k.RegistrationNo },
          { label: w.incorporationCountry, value: k.IncorporationCountry },
          { label: w.natureOfBusiness, value: k.NatureOfBusiness },
          { label: w.businessAddress, value: addressLine(k.BusinessAddress) },
          { label: w.officeNo, value: k.OfficeNo },
        ],
      },
    );
  }
  if (c.ContactPersons.length > 0) {
    blocks.push(
      { kind: 'heading', text: w.contactPersons },
      {
        kind: 'table',
        header: [w.fullName, w.designation, w.idNo, w.contactNo, w.email, w.isDefault],
        widths: [3, 2, 2, 2, 3, 1],
        rows: c.ContactPersons.map((p) => [
          p.FullName,
          p.Designation,
          or(p.NRIC ?? p.PassportNo),
          p.ContactNo,
          p.Email,
          yn(p.IsDefaultYN),
        ]),
        empty: '',
      },
    );
  }
  if (c.Bank) {
    blocks.push(
      { kind: 'heading', text: w.bank },
      {
        kind: 'fields',
        rows: [
          {
            label: w.bankCode,
            value: c.Bank.OtherBank ? `${c.Bank.BankCode} (${c.Bank.OtherBank})` : c.Bank.BankCode,
          },
          { label: w.accountNo, value: c.Bank.AccountNo },
          { label: w.bankAccountType, value: c.Bank.AccountType },
        ],
      },
    );
  }
  blocks.push(
    { kind: 'heading', text: w.documents },
    {
      kind: 'table',
      header: [w.documentTitle, w.fileName, w.fileType, w.size, w.uploadedOn],
      widths: [3, 3, 2, 1.2, 2],
      rows: d.documents.map((m) => [
        m.Title,
        m.FileName,
        m.ContentType,
        fileSize(m.Size),
        malaysiaDateTime(m.CreatedAt),
      ]),
      empty: w.noDocuments,
    },
    { kind: 'heading', text: w.applications },
    {
      kind: 'table',
      header: [w.applicationId, w.loanNo, w.product, w.amount, w.installments, w.status, w.createdOn],
      widths: [2.4, 1.6, 2.4, 1.8, 1.2, 1.6, 2.2],
      rows: d.applications.map((a) => [
        a.ApplicationId,
        a.LoanNo,
        a.Product?.Name ?? '',
        formatRM(a.AmountSen),
        String(a.NumberOfInstallments),
        a.Status,
        malaysiaDateTime(a.CreatedAt),
      ]),
      empty: w.noApplications,
    },
    { kind: 'heading', text: w.loans },
    {
      kind: 'table',
      header: [
        w.loanNo,
        w.status,
        w.amount,
        w.totalRepayment,
        w.paidToDate,
        w.balance,
        w.agreementDate,
        w.schedule,
        w.nextDue,
      ],
      widths: [1.6, 1.5, 1.6, 1.6, 1.6, 1.6, 1.5, 1.1, 1.5],
      rows: d.loans.map((l) => {
        const s = scheduleSummary(l);
        return [
          l.LoanNo,
          l.Status,
          formatRM(l.AmountSen),
          formatRM(l.TotalRepaymentSen),
          formatRM(l.TotalPaidToDateSen),
          money(l.BalanceOutstandingSen) ?? '',
          dayMonthYear(l.AgreementDate),
          `${s.InstallmentsPaid} / ${s.Installments}`,
          s.NextDueDate ? dayMonthYear(s.NextDueDate) : '',
        ];
      }),
      empty: w.noLoans,
    },
    { kind: 'heading', text: w.payments },
    {
      kind: 'table',
      header: [w.paymentDate, w.loanNo, w.amount, w.method, w.status, w.receiptNo],
      widths: [1.6, 1.6, 1.6, 2, 1.4, 1.6],
      rows: d.payments.map((p) => [
        dayMonthYear(p.PaymentDate),
        p.LoanNo,
        formatRM(p.AmountSen),
        p.Method,
        p.Status,
        p.ReceiptNo ?? '',
      ]),
      empty: w.noPayments,
    },
    { kind: 'heading', text: w.consents },
    {
      kind: 'table',
      header: [w.consentKind, w.noticeVersion, w.loanNo, w.acceptedAt, w.ipAddress],
      widths: [2, 1.6, 1.6, 2, 1.6],
      rows: d.consents.map((k) => [
        w.consentKinds[k.Kind],
        k.NoticeVersion,
        k.LoanNo ?? '',
        malaysiaDateTime(k.At),
        k.IpAddress,
      ]),
      empty: w.noConsents,
    },
    { kind: 'heading', text: w.signIns },
    {
      kind: 'table',
      header: [w.signInAt, w.ipAddress, w.outcome],
      widths: [2, 2, 4],
      rows: d.signIns.map((s) => [
        malaysiaDateTime(s.At),
        s.IpAddress,
        `${s.Succeeded ? w.succeeded : w.refused} (${s.Outcome})`,
      ]),
      empty: w.noSignIns,
    },
  );
  return {
    blocks,
    continued: `${w.continued}: ${c.FullName}`,
    footer: w.footer,
    metadata: {
      title: `${title}: ${c.FullName}`,
      author: d.lender.name,
      language: lang === 'ms' ? 'ms-MY' : 'en-MY',
      date: d.producedAt,
    },
  };
}
