import { type ApiDocument, apiDocument } from './api-document';
import { type ApiApp, composeEdge, type EdgeDeps } from './api-edge';
import type { ContextApp } from './context-app';
import { docsPageCsp, renderApiReference } from './docs-page';

export type { ApiApp } from './api-edge';

export interface ApiDeps extends EdgeDeps {
  /** The API's version, written in its document. */
  version: string;
}

/**
 * The API with its reference: `/api/openapi.json` and `/api/docs` describe the given contexts.
 * The local process serves this; in AWS each Lambda composes only the edge (api-edge.ts) and the
 * reference is rendered at synthesis (infra) and served from the site bucket.
 */
export function composeApi(contexts: ContextApp[], deps: ApiDeps, extra?: (api: ApiApp) => void) {
  let document: ApiDocument | undefined;
  // Made on first request: by then every context is mounted, and a process that never asks pays nothing.
  const doc = () => {
    document ??= apiDocument(contexts, { version: deps.version });
    return document;
  };
  return composeEdge(contexts, deps, {
    // Ahead of the API's own headers, which would forbid the page's inline style.
    ahead: (api) => {
      api.get('/docs', (c) => {
        c.header('Content-Security-Policy', docsPageCsp);
        c.header('X-Content-Type-Options', 'nosniff');
        c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
        return c.html(renderApiReference(doc()));
      });
    },
    extra: (api) => {
      api.get('/openapi.json', (c) => c.json(doc()));
      extra?.(api);
    },
  });
}
