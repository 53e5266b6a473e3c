import type { Language, ListName } from '@ezc/domain';
import { dataExportTexts } from '@ezc/domain/i18n/data-export';
import { lendingTexts } from '@ezc/domain/i18n/lending';
import { paymentsTexts } from '@ezc/domain/i18n/payments';
import { statusKey } from '@ezc/domain/i18n/status-key';
import type { SubjectData } from './export-content';
import type { ExportBlock, ExportDocument } from './export-document';
import { dayMonthYear, fileSize, malaysiaDateTime, scheduleSummary } from './export-format';

/**
 * The data-subject export's PDF, worded in the reader's language: its labels, the product's
 * statuses and payment methods (the lending and payments catalogues), and the common lists'
 * names for the codes a record keeps. Loaded with the PDF engine, so the catalogues it reads
 * weigh nothing on the customers function's cold start.
 */

/** A stored value's text in `lang` from a catalogue section keyed by `statusKey`; the value when not there. */
const inSection = (section: Readonly<Record<string, string>>, value: string) =>
  section[statusKey(value)] ?? value;

/** The label of a stored code in `lang`, from its common list; the code itself when not listed. */
const listLabel = (d: SubjectData, lang: Language) => (list: ListName, code: string | undefined) => {
  if (!code) return '';
  const item = d.lists?.[list]?.find((i) => i.Code === code);
  return item ? (lang === 'ms' ? item.NameMs : item.Name) : code;
};

interface AddressParts {
  AddressLine1: string;
  AddressLine2?: string | undefined;
  Postcode: string;
  City: string;
  State: string;
  Country: string;
}

/** The export's PDF words, in `lang`. */
export function exportDocument(
  d: SubjectData,
  lang: Language,
  /** The product's money format (`formatRM`), handed in so this module carries no zod. */
  formatRM: (sen: number) => string,
): ExportDocument {
  const w = dataExportTexts[lang].dataExport;
  const lx = lendingTexts[lang].lending;
  const px = paymentsTexts[lang].paymentPages;
  const c = d.customer;
  const label = listLabel(d, lang);
  const addressLine = (a: AddressParts) =>
    [
      a.AddressLine1,
      a.AddressLine2,
      `${a.Postcode} ${a.City}`,
      a.Country === 'MY' ? label('Malaysian State', a.State) : a.State,
      label('Country', a.Country),
    ]
      .filter(Boolean)
      .join(', ');
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
        { label: w.accountType, value: w.accountTypes[c.AccountType] },
        { label: w.memberType, value: c.MemberType },
        { label: w.onboarding, value: c.Status },
        { label: w.registeredOn, value: malaysiaDateTime(c.CreatedAt) },
        ...(c.Personal
          ? [
              { label: w.idType, value: c.Personal.IdType },
              { label: w.idNo, value: or(c.Personal.NRIC ?? c.Personal.PassportNo) },
              { label: w.dateOfBirth, value: dayMonthYear(c.Personal.DateOfBirth) },
              { label: w.gender, value: w.genders[c.Personal.Gender] },
              { label: w.nationality, value: label('Nationality', c.Personal.Nationality) },
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
          { label: w.natureOfBusiness, value: label('Business Nature', e.NatureOfBusiness) },
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
          { label: w.incorporationCountry, value: label('Country', k.IncorporationCountry) },
          { label: w.natureOfBusiness, value: label('Business Nature', k.NatureOfBusiness) },
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
            value: c.Bank.OtherBank
              ? `${label('Bank', c.Bank.BankCode)} (${c.Bank.OtherBank})`
              : label('Bank', c.Bank.BankCode),
          },
          { label: w.accountNo, value: c.Bank.AccountNo },
          { label: w.bankAccountType, value: label('Bank Account Type', c.Bank.AccountType) },
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
        inSection(lx.applicationStatus, a.Status),
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
          inSection(lx.loanStatus, l.Status),
          formatRM(l.AmountSen),
          formatRM(l.TotalRepaymentSen),
          formatRM(l.TotalPaidToDateSen),
          l.BalanceOutstandingSen === undefined ? '' : formatRM(l.BalanceOutstandingSen),
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
        inSection(px.methods, p.Method),
        inSection(px.paymentStatus, p.Status),
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
