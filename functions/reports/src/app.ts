import { contextApp } from '@ezc/platform';
import { reportRoutes } from './routes/report-routes';

/**
 * The reports context: projections of the loans, their ledgers and payments kept by the events,
 * the five reports with their totals and exports, and the dashboard.
 */
export const app = contextApp().route('/', reportRoutes);
