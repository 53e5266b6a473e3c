import { lazyModule } from '@ezc/platform/runtime/lazy-module';
import type * as Engine from './pdf-engine';

/** The export's PDF writer, imported on first use (see `pdf-engine.ts`). */
export const loadExportPdf: () => Promise<typeof Engine> = lazyModule<typeof Engine>(
  import.meta.url,
  'pdf-engine',
);
