import { contextApp } from '@ezc/platform';
import { complianceRoutes } from './routes/compliance-routes';
import { dataExportRoutes } from './routes/data-export-routes';
import { ekycRoutes } from './routes/ekyc-routes';
import { listsRoutes } from './routes/lists-routes';
import { logsRoutes } from './routes/logs-routes';
import { mediaRoutes } from './routes/media-routes';
import { profileRoutes } from './routes/profile-routes';
import { signatureRoutes } from './routes/signature-routes';

/** The customers context: CRM records, onboarding, common lists and logs, media, eKYC, signatures. */
export const app = contextApp()
  .route('/', listsRoutes)
  .route('/', logsRoutes)
  .route('/', profileRoutes)
  .route('/', dataExportRoutes)
  .route('/', mediaRoutes)
  .route('/', ekycRoutes)
  .route('/', signatureRoutes)
  .route('/', complianceRoutes);
