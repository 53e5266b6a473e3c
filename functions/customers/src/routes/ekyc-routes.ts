import { contextApp } from '@ezc/platform';

export const ekycRoutes = contextApp();
