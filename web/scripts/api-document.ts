/**
 * The API document of every context, as the local process serves it at /api/openapi.json: the
 * source of the site's API types and what the linters check.
 *
 *   npx tsx web/scripts/api-document.ts <file>   writes it (pretty-printed JSON)
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contexts } from '@ezc/contexts';
import { apiDocument } from '@ezc/platform/http/api-document';
import rootPackage from '../../package.json' with { type: 'json' };

export function composedApiDocument() {
  return apiDocument(
    Object.values(contexts).map((c) => c.app),
    { version: rootPackage.version },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) {
    console.error('Usage: tsx web/scripts/api-document.ts <file>');
    process.exit(1);
  }
  writeFileSync(out, `${JSON.stringify(composedApiDocument(), null, 2)}\n`);
}
