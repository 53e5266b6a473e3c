import { contextApp } from '@ezc/platform';

export const profileRoutes = contextApp();
