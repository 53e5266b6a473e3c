import { describeLambdaEntry } from '@ezc/platform/testing/lambda-entry';
import { httpApiEvent } from '@ezc/platform/testing/lambda-events';
import { expect, it } from 'vitest';

const originSecret = 'the-origin-verify-secret-cloudfront-adds-0001';
const handler = describeLambdaEntry(
  'identity',
  () => import('./handler'),
  () => ({
    ORIGIN_VERIFY_SECRET: originSecret,
  }),
);
const viewer = { 'cloudfront-viewer-address': '198.51.100.23:50412' };

it('answers the client IP from API Gateway, not from a forged header', async () => {
  const forged = httpApiEvent('GET', '/api/client', { headers: { 'x-forwarded-for': '6.6.6.6', ...viewer } });
  const res = await handler()(forged, {});
  expect(res.statusCode).toBe(200);
  expect(JSON.parse(res.body)).toEqual({ ip: '203.0.113.9' });
});

it("believes CloudFront's viewer address when CloudFront's secret header comes with it", async () => {
  const throughCloudFront = httpApiEvent('GET', '/api/client', {
    headers: { ...viewer, 'x-origin-verify': originSecret },
  });
  expect(JSON.parse((await handler()(throughCloudFront, {})).body)).toEqual({ ip: '198.51.100.23' });
});
