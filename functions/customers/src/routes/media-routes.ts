import { contextApp } from '@ezc/platform';

export const mediaRoutes = contextApp();
