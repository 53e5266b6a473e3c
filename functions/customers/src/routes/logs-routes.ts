import { contextApp } from '@ezc/platform';

export const logsRoutes = contextApp();
