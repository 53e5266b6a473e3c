import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiDocument } from '@ezc/platform/http/api-document';
import { renderApiReference } from '@ezc/platform/http/docs-page';
import rootPackage from '../../package.json' with { type: 'json' };
import { contextApps } from './context-apps';

/** The OpenAPI 3.1 document of every context's routes, as the local process serves it. */
export function apiDocumentOfAll(version: string) {
  return apiDocument(Object.values(contextApps), { version });
}

/**
 * The whole API's reference, made from every context's route declarations at synthesis: the
 * OpenAPI 3.1 document and its rendered page, served from the site bucket.
 */
export function apiReference(version: string): { json: string; html: string } {
  const doc = apiDocumentOfAll(version);
  return { json: JSON.stringify(doc), html: String(renderApiReference(doc)) };
}

// `npx tsx infra/lib/api-reference.ts [file]` writes the document (to standard output without a
// file), for the linters of `npm test` and for the site's API types (`npm run api:types`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = `${JSON.stringify(apiDocumentOfAll(rootPackage.version), null, 2)}\n`;
  const file = process.argv[2];
  if (file) writeFileSync(file, text);
  else process.stdout.write(text);
}
