import { apiDocument } from '@ezc/platform/http/api-document';
import { renderApiReference } from '@ezc/platform/http/docs-page';
import { contextApps } from './context-apps';

/**
 * The whole API's reference, made from every context's route declarations at synthesis: the
 * OpenAPI 3.1 document and its rendered page, served from the site bucket.
 */
export function apiReference(version: string): { json: string; html: string } {
  const doc = apiDocument(Object.values(contextApps), { version });
  return { json: JSON.stringify(doc), html: String(renderApiReference(doc)) };
}
