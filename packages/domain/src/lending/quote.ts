import { toSen } from './money';
import { effectiveAnnualRate, type ProductInput } from './product';
import { applicationAmountOutOfRange, applicationInstallmentsOutOfRange, productInactive } from './refusals';
import { checkLoanTerms } from './regime';
import { buildSchedule, type Schedule } from './schedule';

/** What a quote needs of a product (money in ringgit, as products are kept in the API's terms). */
export type QuotedProduct = Pick<
  ProductInput,
  | 'SKU'
  | 'Status'
  | 'MinAmount'
  | 'MaxAmount'
  | 'NumberOfInstallments'
  | 'InterestType'
  | 'InterestRate'
  | 'WithCollateralYN'
  | 'Regime'
> &
  Partial<Pick<ProductInput, 'InterestPercentageKind' | 'VariableRateMargin'>>;

export interface QuoteRequest {
  readonly amountSen: number;
  /** From 1 to the product's number of installments. */
  readonly installments: number;
  /** YYYY-MM-DD, Malaysia time; the first installment is due a month later. */
  readonly agreementDate: string;
}

/**
 * Refuses a request the product does not take: a product that is not Active, an amount outside
 * its minimum and maximum, or more installments than it offers.
 */
export function checkApplicationTerms(product: QuotedProduct, request: Omit<QuoteRequest, 'agreementDate'>) {
  if (product.Status !== 'Active') throw productInactive(product.SKU);
  const minSen = toSen(product.MinAmount);
  const maxSen = toSen(product.MaxAmount);
  if (request.amountSen < minSen || request.amountSen > maxSen) {
    throw applicationAmountOutOfRange(minSen, maxSen);
  }
  if (
    !Number.isInteger(request.installments) ||
    request.installments < 1 ||
    request.installments > product.NumberOfInstallments
  ) {
    throw applicationInstallmentsOutOfRange(product.NumberOfInstallments);
  }
}

/**
 * The schedule a loan of the product would have, after the product's own limits and its
 * regime's checks (the Act's caps, simple interest only, interest no more than the amount lent).
 */
export function quoteLoan(product: QuotedProduct, request: QuoteRequest): Schedule {
  checkApplicationTerms(product, request);
  const rate = effectiveAnnualRate(product);
  const schedule = buildSchedule({
    principalSen: request.amountSen,
    annualRatePercent: rate,
    interestType: product.InterestType,
    installments: request.installments,
    agreementDate: request.agreementDate,
  });
  checkLoanTerms({
    Regime: product.Regime,
    InterestType: product.InterestType,
    InterestRate: rate,
    WithCollateralYN: product.WithCollateralYN,
    principalSen: request.amountSen,
    totalInterestSen: schedule.totalInterestSen,
  });
  return schedule;
}
