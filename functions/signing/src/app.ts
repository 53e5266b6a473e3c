import { contextApp } from '@ezc/platform';
import { bookingRoutes } from './routes/booking-routes';
import { sessionRoutes } from './routes/session-routes';
import { signingRoutes } from './routes/signing-routes';
import { slotRoutes } from './routes/slot-routes';

/** The signing context: agreements, company, borrower and attestor signing, explanation videos, slots and sessions. */
export const app = contextApp()
  .route('/', signingRoutes)
  .route('/', slotRoutes)
  .route('/', sessionRoutes)
  .route('/', bookingRoutes);
