/**
 * Writes `web/src/lib/api-types.ts`, the API's paths, bodies and answers as TypeScript types, from
 * the API document (openapi-typescript). The file is committed; a test regenerates it and fails
 * when a route changed without `npm run api:types`.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { composedApiDocument } from './api-document';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const API_TYPES_FILE = 'web/src/lib/api-types.ts';

const HEADER = `/**
 * The API's paths, request bodies and answers, generated from its OpenAPI document by
 * \`npm run api:types\`. Do not edit: change the route declarations and regenerate.
 */
`;

/** Formatted like the rest of the repository, so the check of formatting accepts it as it is. */
function formatted(source: string): string {
  const out = spawnSync('npx', ['biome', 'format', `--stdin-file-path=${API_TYPES_FILE}`], {
    cwd: ROOT,
    input: source,
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`biome could not format the API types:\n${out.stderr}`);
  return out.stdout;
}

export async function apiTypesSource(): Promise<string> {
  const document = composedApiDocument() as unknown as OpenAPI3;
  const ast = await openapiTS(document, { silent: true, alphabetize: false });
  return formatted(`${HEADER}\n${astToString(ast)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL(`../../${API_TYPES_FILE}`, import.meta.url), await apiTypesSource());
  console.log(`Wrote ${API_TYPES_FILE}`);
}
