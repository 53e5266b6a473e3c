import { httpApiEvent, lambdaEnv } from '@ezc/platform/testing/lambda-events';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let drop: () => Promise<void>;
// biome-ignore lint/suspicious/noExplicitAny: the Lambda answer's shape depends on the event kind.
let handler: (event: unknown, context: unknown) => Promise<any>;

beforeAll(async () => {
  const t = await createTestTable('customers');
  drop = t.drop;
  Object.assign(process.env, lambdaEnv(t.endpoint, t.table.name));
  ({ handler } = await import('./handler'));
});
afterAll(async () => drop());

describe('the customers Lambda entry', () => {
  it('serves its API under /api with the shared edge', async () => {
    const res = await handler(httpApiEvent('GET', '/api/health'), {});
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a path it does not own with 404 JSON', async () => {
    const res = await handler(httpApiEvent('POST', '/api/not-a-route', { body: {} }), {});
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ message: 'Not found', code: 'HTTP.NOT_FOUND' });
  });

  it('refuses the common lists without a token', async () => {
    const res = await handler(httpApiEvent('GET', '/api/lists/items', { query: 'ListName=Bank' }), {});
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body)).toEqual({ message: 'Unauthorized', code: 'AUTH.UNAUTHORIZED' });
  });
});
