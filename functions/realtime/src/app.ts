import { contextApp } from '@ezc/platform';

export const app = contextApp();
