import { contextApp } from '@ezc/platform';
import { accountRoutes } from './routes/account-routes';
import { invoiceRoutes } from './routes/invoice-routes';
import { mandateRoutes } from './routes/mandate-routes';
import { paymentRoutes } from './routes/payment-routes';
import { webhookRoutes } from './routes/webhook-routes';

/**
 * The payments context: loans' accounts and ledgers, payments and receipts, installments, late
 * charges, invoices and credit notes, settlement, e-mandates and the provider's callbacks.
 */
export const app = contextApp()
  .route('/', mandateRoutes)
  .route('/', webhookRoutes)
  .route('/', paymentRoutes)
  .route('/', accountRoutes)
  .route('/', invoiceRoutes);
