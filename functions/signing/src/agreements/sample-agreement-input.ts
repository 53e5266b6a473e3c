import type { AgreementInput } from './agreement-content';
import { defaultLender } from './agreement-content';

/** A 12-month RM 10,000 loan at 18% simple under the configured lender: what the bench and the bundle check make. */
export const sampleAgreementInput: AgreementInput = {
  LoanNo: 'EZC000001',
  AgreementDate: '2026-01-15',
  BorrowerName: 'Siti Aminah binti Abdullah',
  BorrowerICNo: '900101-14-5678',
  BorrowerAddress: 'No. 8, Jalan Ampang, 50450 Kuala Lumpur',
  AmountSen: 1_000_000,
  InterestRate: 18,
  InterestType: 'Simple',
  WithCollateralYN: 'N',
  Regime: 'Moneylenders Act 1951',
  NumberOfInstallments: 12,
  InstallmentSen: 98_333,
  FinalInstallmentSen: 98_337,
  FirstDueDate: '2026-02-15',
  LastDueDate: '2027-01-15',
  TotalInterestSen: 180_000,
  TotalRepaymentSen: 1_180_000,
  Lender: defaultLender,
};
