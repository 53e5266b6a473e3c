import { fromSen } from '@ezc/domain';
import type { Application, ProductSnapshot } from './application';

/** The product as an application shows it, money in ringgit. */
export const productView = (p: ProductSnapshot) => ({
  SKU: p.SKU,
  Name: p.Name,
  InterestType: p.InterestType,
  InterestRate: p.InterestRate,
  WithCollateralYN: p.WithCollateralYN,
  Regime: p.Regime,
  NumberOfInstallments: p.NumberOfInstallments,
  MinAmount: fromSen(p.MinAmountSen),
  MaxAmount: fromSen(p.MaxAmountSen),
  ...(p.PackageCode ? { PackageCode: p.PackageCode } : {}),
});

/** A row of the application listing. */
export const applicationRow = (a: Application) => ({
  ApplicationId: a.ApplicationId,
  LoanNo: a.LoanNo,
  Status: a.Status,
  CustomerId: a.CustomerId,
  BorrowerName: a.BorrowerName,
  BorrowerICNo: a.BorrowerICNo,
  SKU: a.Product.SKU,
  ProductName: a.Product.Name,
  Amount: fromSen(a.AmountSen),
  NumberOfInstallments: a.NumberOfInstallments,
  InterestType: a.Product.InterestType,
  InterestRate: a.Product.InterestRate,
  Regime: a.Product.Regime,
  StartDate: a.StartDate,
  EndDate: a.EndDate,
  Remarks: a.Remarks ?? '',
  CreatedAt: a.CreatedAt,
  SubmittedAt: a.SubmittedAt ?? '',
});

/** One application in full: its row, the product as applied for, the quoted totals, the decision's reason. */
export const applicationDetail = (a: Application, actions: string[]) => ({
  ...applicationRow(a),
  Product: productView(a.Product),
  TotalInterest: fromSen(a.TotalInterestSen),
  TotalRepayment: fromSen(a.TotalRepaymentSen),
  MonthlyInstallment: fromSen(a.MonthlyInstallmentSen),
  ...(a.Reason ? { Reason: a.Reason } : {}),
  ...(a.DecidedAt ? { DecidedAt: a.DecidedAt } : {}),
  Actions: actions,
});
