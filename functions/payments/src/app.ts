import { contextApp } from '@ezc/platform';
import { mandateRoutes } from './routes/mandate-routes';
import { webhookRoutes } from './routes/webhook-routes';

/** The payments context: e-mandates of loans and the provider's callbacks about them. */
export const app = contextApp().route('/', mandateRoutes).route('/', webhookRoutes);
