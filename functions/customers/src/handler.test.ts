import { describeLambdaEntry } from '@ezc/platform/testing/lambda-entry';
import { httpApiEvent } from '@ezc/platform/testing/lambda-events';
import { expect, it } from 'vitest';

const handler = describeLambdaEntry('customers', () => import('./handler'));

it('refuses the common lists without a token', async () => {
  const res = await handler()(httpApiEvent('GET', '/api/lists/items', { query: 'ListName=Bank' }), {});
  expect(res.statusCode).toBe(401);
  expect(JSON.parse(res.body)).toEqual({ message: 'Unauthorized', code: 'AUTH.UNAUTHORIZED' });
});
