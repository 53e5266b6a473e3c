import { describeLambdaEntry } from '@ezc/platform/testing/lambda-entry';
import { expect, it } from 'vitest';

const handler = describeLambdaEntry('realtime', () => import('./handler'));

it('takes a status change from EventBridge and pushes it to whoever is connected', async () => {
  const event = {
    source: 'ezc.loans',
    'detail-type': 'loan.status-changed',
    detail: {
      id: 'e1',
      name: 'loan.status-changed',
      source: 'ezc.loans',
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { LoanNo: 'EZC000001', Status: 'Active', CustomerId: 'C1' },
    },
  };
  // Nobody is connected: the consumer finds no connection and completes without error.
  await expect(handler()(event, {})).resolves.toBeUndefined();
});
