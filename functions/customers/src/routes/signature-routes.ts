import { contextApp } from '@ezc/platform';

export const signatureRoutes = contextApp();
