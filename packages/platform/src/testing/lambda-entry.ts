import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpApiEvent, lambdaEnv } from './lambda-events';
import { createTestTable } from './test-table';

// biome-ignore lint/suspicious/noExplicitAny: the Lambda answer's shape depends on the event kind.
export type LambdaHandler = (event: unknown, context: unknown) => Promise<any>;

/**
 * The checks every context's Lambda entry must pass, against a real DynamoDB Local table: its API
 * is served under /api with the shared edge, and a path it does not own gets 404 JSON. Answers a
 * getter for the handler, for the context's own further tests.
 */
export function describeLambdaEntry(
  context: string,
  load: () => Promise<{ handler: LambdaHandler }>,
  /** Further environment, decided when the table exists (e.g. a stub endpoint's address). */
  env: () => Promise<Record<string, string>> | Record<string, string> = () => ({}),
) {
  let handler: LambdaHandler | undefined;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const t = await createTestTable(context);
    drop = t.drop;
    Object.assign(process.env, lambdaEnv(t.endpoint, t.table.name), await env());
    ({ handler } = await load());
  });
  afterAll(async () => drop?.());

  describe(`the ${context} Lambda entry`, () => {
    it('serves its API under /api with the shared edge', async () => {
      const res = await handler!(httpApiEvent('GET', '/api/health'), {});
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers a path it does not own with 404 JSON', async () => {
      const res = await handler!(httpApiEvent('POST', '/api/not-a-route', { body: {} }), {});
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ message: 'Not found', code: 'HTTP.NOT_FOUND' });
    });
  });

  return () => handler!;
}
