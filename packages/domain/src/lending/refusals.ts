import { conflict, DomainError, forbidden, notFound, ruleBroken } from '../errors';
import { formatRM } from './money';

/**
 * The lending failures the API answers, each with its stable code, its English message and the
 * values its Malay text (i18n/lending-server.ts, `apiErrors.<CODE with _>`) is filled with. The
 * use cases throw these rather than writing their own texts, so the two languages stay in step.
 */

const withDetails = (e: DomainError, details: Record<string, string | number>) =>
  new DomainError(e.kind, e.code, e.message, details);

// Products and fees
export const productExists = (sku: string) =>
  withDetails(conflict('PRODUCT.EXISTS', `A product with SKU ${sku} already exists.`), { sku });
export const productNotFound = () => notFound('PRODUCT.NOT_FOUND', 'Product not found');
export const productInUse = (sku: string) =>
  withDetails(
    conflict(
      'PRODUCT.IN_USE',
      `Applications or loans use product ${sku}, so it cannot be deleted; set it Inactive instead.`,
    ),
    { sku },
  );
export const productInactive = (sku: string) =>
  withDetails(ruleBroken('PRODUCT.INACTIVE', `Product ${sku} is not open for new applications.`), { sku });
export const productFeeNotFound = () => notFound('PRODUCT.FEE_NOT_FOUND', 'Fee not found');
export const productPackageNotFound = (packageCode: string) =>
  withDetails(ruleBroken('PRODUCT.PACKAGE_NOT_FOUND', `There is no package ${packageCode}.`), {
    packageCode,
  });

// Packages
export const packageExists = (packageCode: string) =>
  withDetails(conflict('PACKAGE.EXISTS', `A package with code ${packageCode} already exists.`), {
    packageCode,
  });
export const packageNotFound = () => notFound('PACKAGE.NOT_FOUND', 'Package not found');
export const packageInUse = (packageCode: string) =>
  withDetails(
    conflict('PACKAGE.IN_USE', `Products belong to package ${packageCode}, so it cannot be deleted.`),
    { packageCode },
  );
export const packagePartnerNotFound = (partnerCode: string) =>
  withDetails(ruleBroken('PACKAGE.PARTNER_NOT_FOUND', `There is no partner ${partnerCode}.`), {
    partnerCode,
  });

// Partners
export const partnerExists = (partnerCode: string) =>
  withDetails(conflict('PARTNER.EXISTS', `A partner with code ${partnerCode} already exists.`), {
    partnerCode,
  });
export const partnerNotFound = () => notFound('PARTNER.NOT_FOUND', 'Partner not found');
export const partnerInUse = (partnerCode: string) =>
  withDetails(
    conflict('PARTNER.IN_USE', `A package names partner ${partnerCode}, so it cannot be deleted.`),
    { partnerCode },
  );

// Applications
export const applicationNotFound = () => notFound('APPLICATION.NOT_FOUND', 'Application not found');
export const applicationAmountOutOfRange = (minSen: number, maxSen: number) => {
  const min = formatRM(minSen);
  const max = formatRM(maxSen);
  return withDetails(
    ruleBroken(
      'APPLICATION.AMOUNT_OUT_OF_RANGE',
      `The amount for this product must be from ${min} to ${max}.`,
    ),
    { min, max },
  );
};
export const applicationInstallmentsOutOfRange = (max: number) =>
  withDetails(
    ruleBroken(
      'APPLICATION.INSTALLMENTS_OUT_OF_RANGE',
      `The number of installments for this product must be from 1 to ${max}.`,
    ),
    { max },
  );

export const customerNotFound = () => notFound('CUSTOMER.NOT_FOUND', 'Customer not found');
/** Notes on a kind of record the staff member may not view (notePrivileges). */
export const notesNotAllowed = () =>
  forbidden('NOTE.NOT_ALLOWED', 'You may not read or write notes on this record.');

// Loans, their documents and schedules
export const loanNotFound = () => notFound('LOAN.NOT_FOUND', 'Loan not found');
export const documentNotFound = () => notFound('DOCUMENT.NOT_FOUND', 'No file found');
export const disbursementAboveAmount = (disbursedSen: number, amountSen: number) => {
  const disbursed = formatRM(disbursedSen);
  const amount = formatRM(amountSen);
  return withDetails(
    ruleBroken(
      'LOAN.DISBURSEMENT_ABOVE_AMOUNT',
      `The amount disbursed (${disbursed}) cannot be more than the loan amount (${amount}).`,
    ),
    { disbursed, amount },
  );
};
export const dateInFuture = (field: string) =>
  withDetails(ruleBroken('LOAN.DATE_IN_FUTURE', `${field} cannot be a date in the future.`), { field });
export const receiptUnreadable = () =>
  ruleBroken('LOAN.RECEIPT_UNREADABLE', 'The receipt file could not be read: send it as base64.');
export const scheduleNotFound = () => notFound('SCHEDULE.NOT_FOUND', 'Installment not found');
export const previousInstallmentUnpaid = () =>
  ruleBroken('SCHEDULE.PREVIOUS_UNPAID', 'Previous installment needs to be paid');
export const installmentAlreadyActive = () =>
  ruleBroken('SCHEDULE.ALREADY_ACTIVE', 'Installment has already been activated.');
export const installmentAlreadyPaid = () =>
  ruleBroken('SCHEDULE.ALREADY_PAID', 'This installment is already paid.');
