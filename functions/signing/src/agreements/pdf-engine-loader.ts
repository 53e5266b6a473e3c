import { lazyModule } from '@ezc/platform/runtime/lazy-module';
import type * as Engine from './pdf-engine';

export type PdfEngine = typeof Engine;

/**
 * The PDF engine, imported on first use and kept: `pdf-engine.ts` when run from the repository,
 * the `pdf-engine.mjs` the deployment bundles beside the function's `index.mjs` (see
 * `infra/lib/node-function.ts`).
 */
export const loadPdfEngine: () => Promise<PdfEngine> = lazyModule<PdfEngine>(import.meta.url, 'pdf-engine');
