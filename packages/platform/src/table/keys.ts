/**
 * Key prefixes of the platform's own rows (outbox, audit, idempotency, connections, schedules).
 * Business entities declare theirs with `defineEntity` in their context.
 */
export const platformKeys = {
  outbox: (eventId: string) => ({ PK: `OUTBOX#${eventId}`, SK: 'OUTBOX' }),
  audit: (objectType: string, objectId: string, at: string, id: string) => ({
    PK: `AUDIT#${objectType}#${objectId}`,
    SK: `${at}#${id}`,
    GSI1PK: 'AUDIT',
    GSI1SK: `${at}#${id}`,
  }),
  auditOf: (objectType: string, objectId: string) => `AUDIT#${objectType}#${objectId}`,
  consumed: (consumer: string, eventId: string) => ({ PK: `CONSUMED#${consumer}`, SK: eventId }),
  deadLetter: (rule: string, at: string, eventId: string) => ({ PK: `DLQ#${rule}`, SK: `${at}#${eventId}` }),
  idempotency: (scope: string, key: string) => ({ PK: `IDEMPOTENCY#${scope}`, SK: key }),
  connection: (connectionId: string) => ({ PK: `WS#${connectionId}`, SK: 'CONNECTION' }),
  connectionsOfUser: (userId: string) => `WSUSER#${userId}`,
  schedule: (id: string) => ({ PK: `SCHEDULE#${id}`, SK: 'SCHEDULE' }),
  schedulesDue: 'SCHEDULES',
  outboxMessage: (to: string) => `MESSAGES#${to}`,
  sequence: (name: string) => ({ PK: `SEQUENCE#${name}`, SK: 'SEQUENCE' }),
  setting: (name: string) => ({ PK: `SETTING#${name}`, SK: 'SETTING' }),
} as const;

/** How long platform rows are kept before DynamoDB's TTL removes them, in seconds. */
export const retention = {
  outbox: 7 * 24 * 3600,
  consumed: 30 * 24 * 3600,
  idempotency: 7 * 24 * 3600,
  connection: 24 * 3600,
} as const;

export const ttlFrom = (nowIso: string, seconds: number) => Math.floor(Date.parse(nowIso) / 1000) + seconds;
