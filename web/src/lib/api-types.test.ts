import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { apiTypesSource } from '../../scripts/api-types';

it('matches the API document: after changing a route, run `npm run api:types`', async () => {
  const committed = readFileSync(new URL('./api-types.ts', import.meta.url), 'utf8');
  const fresh = await apiTypesSource();
  expect(fresh === committed, 'web/src/lib/api-types.ts is out of date: run `npm run api:types`').toBe(true);
}, 60_000);
