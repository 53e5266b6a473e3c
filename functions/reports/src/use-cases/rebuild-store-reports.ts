import type { Platform } from '@ezc/platform';
import { reportsPorts } from '../ports';
import { rebuildReportsHere } from './rebuild-reports';

/** A whole store's reports worked out again, here and now (the local `npm run reports:rebuild`). */
export const rebuildStoreReports = (p: Platform) => rebuildReportsHere(reportsPorts(p));
