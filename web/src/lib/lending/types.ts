import type { ApiAnswer } from '../api-operations';
import type { components } from '../api-types';

/**
 * The shapes of the lending calls the screens read, from the API document (`npm run api:types`),
 * so a changed route shows up here as a type error. Money is ringgit, dates 'YYYY-MM-DD',
 * timestamps ISO 8601.
 */
type Schemas = components['schemas'];

export type AvailableProduct = Schemas['ProductOffer'];
export type Quote = Schemas['LoanQuote'];
export type ApplicationAnswer = Schemas['ApplicationSubmitted']['Data'];
export type ApplicationRow = Schemas['ApplicationRow'];
export type ApplicationDetail = Schemas['Application'];
export type ApplicationDocument = Schemas['ApplicationDocument'];
export type Activity = ApiAnswer<'post', '/api/loans/get-activities'>['Data'][number];
export type LoanRow = Schemas['LoanRow'];
export type LoanDetail = Schemas['Loan'];
/** The loan page's read of the loan: the loan and a page of its history. */
export type LoanView = ApiAnswer<'post', '/api/loans/view'>['Data'];
export type ScheduleLine = Schemas['LoanScheduleRow'];
/** A staff note on a customer, an application or a loan. */
export type StaffNote = Schemas['Note'];
