import { contextApp } from '@ezc/platform';
import { actionRightsRoutes } from './routes/action-rights-routes';
import { applicationRoutes } from './routes/application-routes';
import { complianceRoutes } from './routes/compliance-routes';
import { loanDocumentRoutes } from './routes/loan-document-routes';
import { loanRoutes } from './routes/loan-routes';
import { noteRoutes } from './routes/note-routes';
import { packageRoutes } from './routes/package-routes';
import { partnerRoutes } from './routes/partner-routes';
import { productRoutes } from './routes/product-routes';

/** The loans context: the lending setup (products, packages, partners, action rights), applications and loans, and staff notes on them and their customers. */
export const app = contextApp()
  .route('/', productRoutes)
  .route('/', packageRoutes)
  .route('/', partnerRoutes)
  .route('/', actionRightsRoutes)
  .route('/', applicationRoutes)
  .route('/', loanRoutes)
  .route('/', loanDocumentRoutes)
  .route('/', complianceRoutes)
  .route('/', noteRoutes);
