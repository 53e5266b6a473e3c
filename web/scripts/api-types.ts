/**
 * Writes `web/src/lib/api-types.ts`, the API's paths, bodies and answers as TypeScript types, from
 * the API document of every context (openapi-typescript). The file is committed; a test
 * regenerates it and fails when a route changed without `npm run api:types`.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const API_TYPES_FILE = 'web/src/lib/api-types.ts';

const HEADER = `/**
 * The API's paths, request bodies and answers, generated from its OpenAPI document by
 * \`npm run api:types\`. Do not edit: change the route declarations and regenerate.
 */
`;

function run(args: string[], input?: string): string {
  const out = spawnSync('npx', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, input });
  if (out.status !== 0) throw new Error(`npx ${args.join(' ')} failed:\n${out.stderr}`);
  return out.stdout;
}

/**
 * The document comes from the CDK app's composition of every context, run as its own process:
 * the site's code never imports the server's.
 */
function apiDocument(): OpenAPI3 {
  return JSON.parse(run(['tsx', 'infra/lib/api-reference.ts'])) as OpenAPI3;
}

/** Formatted like the rest of the repository, so the check of formatting accepts it as it is. */
const formatted = (source: string) => run(['biome', 'format', `--stdin-file-path=${API_TYPES_FILE}`], source);

export async function apiTypesSource(): Promise<string> {
  const ast = await openapiTS(apiDocument(), { silent: true });
  return formatted(`${HEADER}\n${astToString(ast)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL(`../../${API_TYPES_FILE}`, import.meta.url), await apiTypesSource());
  console.log(`Wrote ${API_TYPES_FILE}`);
}
