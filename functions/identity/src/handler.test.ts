import { describeLambdaEntry } from '@ezc/platform/testing/lambda-entry';
import { httpApiEvent } from '@ezc/platform/testing/lambda-events';
import { expect, it } from 'vitest';

const handler = describeLambdaEntry('identity', () => import('./handler'));

it('answers the client IP from API Gateway, not from a forged header', async () => {
  const res = await handler()(
    httpApiEvent('GET', '/api/client', { headers: { 'x-forwarded-for': '6.6.6.6' } }),
    {},
  );
  expect(res.statusCode).toBe(200);
  expect(JSON.parse(res.body)).toEqual({ ip: '203.0.113.9' });
});
