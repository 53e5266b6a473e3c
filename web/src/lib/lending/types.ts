/**
 * The shapes of the lending calls the screens read (contract.md and the API document). Money is
 * ringgit, dates 'YYYY-MM-DD', timestamps ISO 8601. Optional where an older record may lack it.
 */

export interface AvailableProduct {
  readonly SKU: string;
  readonly Name: string;
  readonly InterestType: string;
  readonly InterestRate: number;
  readonly NumberOfInstallments: number;
  readonly WithCollateralYN: 'Y' | 'N';
  readonly MinAmount: number;
  readonly MaxAmount: number;
  readonly Regime: string;
}

export interface QuoteRow {
  readonly InstallmentNo: number;
  readonly DueDate: string;
  readonly Principal: number;
  readonly Interest: number;
  readonly TotalInstallment: number;
}

export interface Quote {
  readonly Rows: readonly QuoteRow[];
  readonly TotalInterest: number;
  readonly TotalRepayment: number;
  readonly MonthlyInstallment: number;
  readonly Regime: string;
}

export interface ApplicationAnswer {
  readonly ApplicationId: string;
  readonly LoanNo?: string;
  readonly Status: string;
}

export interface ApplicationRow {
  readonly ApplicationId: string;
  readonly LoanNo?: string;
  readonly Status: string;
  readonly CustomerId?: string;
  readonly BorrowerName?: string;
  readonly BorrowerICNo?: string;
  readonly SKU?: string;
  readonly ProductName?: string;
  readonly Amount?: number;
  readonly NumberOfInstallments?: number;
  readonly InterestType?: string;
  readonly InterestRate?: number;
  readonly Regime?: string;
  readonly StartDate?: string;
  readonly EndDate?: string;
  readonly Remarks?: string;
  readonly CreatedAt?: string;
  readonly SubmittedAt?: string;
}

export interface ProductSnapshot {
  readonly SKU?: string;
  readonly Name?: string;
  readonly InterestType?: string;
  readonly InterestRate?: number;
  readonly NumberOfInstallments?: number;
  readonly WithCollateralYN?: string;
  readonly MinAmount?: number;
  readonly MaxAmount?: number;
  readonly Regime?: string;
}

export interface ApplicationDetail extends ApplicationRow {
  readonly Product?: ProductSnapshot;
  readonly TotalInterest?: number;
  readonly TotalRepayment?: number;
  readonly MonthlyInstallment?: number;
  readonly Reason?: string;
  /** The lending actions the caller may take on it now, when the API says. */
  readonly Actions?: readonly string[];
}

export interface ApplicationDocument {
  readonly MediaId: string;
  readonly FileName?: string;
  readonly FileExtension?: string;
  readonly Title?: string;
  readonly DocumentName?: string;
  readonly CreatedAt?: string;
}

export interface Activity {
  readonly Date: string;
  readonly Activity: string;
  readonly Remarks?: string;
  readonly IpAddress?: string;
  readonly By?: string;
}

export interface LoanRow {
  readonly LoanNo: string;
  readonly LoanId?: string;
  readonly ApplicationId?: string;
  readonly Status: string;
  readonly CustomerId?: string;
  readonly BorrowerName?: string;
  readonly BorrowerICNo?: string;
  readonly SKU?: string;
  readonly ProductName?: string;
  readonly Regime?: string;
  readonly Amount?: number;
  readonly InterestRate?: number;
  readonly InterestType?: string;
  readonly NumberOfInstallments?: number;
  readonly TotalRepayment?: number;
  readonly BalanceOutstanding?: number;
  readonly AgreementDate?: string;
  readonly DisbursementDate?: string;
  readonly CreatedAt?: string;
}

export interface ScheduleLine {
  readonly ScheduleId: string;
  readonly InstallmentNo: number;
  readonly DueDate: string;
  readonly Principal: number;
  readonly Interest: number;
  readonly TotalInstallment: number;
  readonly TotalPaid: number;
  readonly OutstandingDue: number;
  readonly Status: string;
  readonly PrincipalPaid?: number;
}

export interface Stamping {
  readonly StampingDate: string;
  readonly MediaId?: string;
}

export interface Disbursement {
  readonly Method: string;
  readonly Amount: number;
  readonly RefNo?: string;
  readonly Bank?: string;
  readonly AccountNo?: string;
  readonly AccountName?: string;
  readonly Currency?: string;
  readonly OffsetDocNo?: readonly string[];
  readonly PaymentDate?: string;
  readonly MediaId?: string;
}

export interface LoanDetail extends LoanRow {
  readonly TotalInterest?: number;
  readonly TotalPaidToDate?: number;
  readonly WithCollateralYN?: string;
  readonly EndDate?: string;
  readonly Stamping?: Stamping;
  readonly Disbursement?: Disbursement;
  readonly SimpleLoans?: readonly { readonly LoanSchedule?: readonly ScheduleLine[] }[];
  readonly Actions?: readonly string[];
}

export interface InvoiceRow {
  readonly Date: string;
  readonly DocumentNo: string;
  readonly Description?: string;
  readonly Amount?: number;
  readonly Status?: string;
}

export interface TransactionRow {
  readonly Date: string;
  readonly DocumentNo?: string;
  readonly Description?: string;
  readonly Debit?: number;
  readonly Credit?: number;
  readonly Balance?: number;
}

/** The customer behind a loan (its bank account prefills the disbursement). */
export interface LoanCustomer {
  readonly BankName?: string;
  readonly Bank?: string;
  readonly AccountNo?: string;
  readonly AccountName?: string;
}
