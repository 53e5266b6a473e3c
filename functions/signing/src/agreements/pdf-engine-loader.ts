import type * as Engine from './pdf-engine';

export type PdfEngine = typeof Engine;

/**
 * The engine's module beside this one: the TypeScript source when run from the repository, the
 * sibling `pdf-engine.mjs` the deployment bundles beside the function's `index.mjs` (see
 * `infra/lib/node-function.ts`). A computed specifier, so the bundler leaves the import to run time.
 */
const engineUrl = new URL(
  import.meta.url.endsWith('.ts') ? './pdf-engine.ts' : './pdf-engine.mjs',
  import.meta.url,
).href;

let loading: Promise<PdfEngine> | undefined;

/** The PDF engine, imported on first use and kept (a failed import is tried again next time). */
export function loadPdfEngine(): Promise<PdfEngine> {
  loading ??= (import(engineUrl) as Promise<PdfEngine>).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
