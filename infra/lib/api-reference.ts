import { composeApi, docConfig } from '@ezc/platform/http/api';
import { renderApiReference } from '@ezc/platform/http/docs-page';
import { contextApps } from './context-apps';

/**
 * The whole API's reference, made from every context's routes at synthesis: the OpenAPI 3.1
 * document and its rendered page. Nothing is served by this composition; it is only read.
 */
export function apiReference(version: string): { json: string; html: string } {
  const unused = () => {
    throw new Error('The reference composition serves no requests');
  };
  const api = composeApi(Object.values(contextApps), {
    log: unused,
    verifier: unused,
    maxBodyBytes: () => 0,
    version,
  });
  const doc = api.getOpenAPI31Document(docConfig(version)) as unknown as Record<string, unknown>;
  return { json: JSON.stringify(doc), html: String(renderApiReference(doc)) };
}
