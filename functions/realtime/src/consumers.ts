import type { Consumer } from '@ezc/platform';
import { platform } from '@ezc/platform';
import { pushToUsers } from '@ezc/platform/push/push-to-users';
import { audiencesFor } from './audience';

/**
 * Status changes are pushed as `{type, ...data, at}`. A repeated delivery pushes the same message
 * again, which clients treat as idempotent (they set the status they are told).
 */
const pushStatusChange: Consumer = async (event) => {
  const p = platform();
  const customerId = typeof event.data.CustomerId === 'string' ? event.data.CustomerId : undefined;
  const { CustomerId: _hidden, ...visible } = event.data;
  await pushToUsers({ registry: p.connections, gateway: p.push }, audiencesFor(customerId), {
    type: event.name,
    ...visible,
    at: event.occurredAt,
  });
};

export const consumers: Partial<Record<string, Consumer>> = {
  'realtime-push-status-changes': pushStatusChange,
};
