/**
 * Key prefixes of the platform's own rows (outbox, audit, idempotency, connections, schedules).
 * Business entities declare theirs with `defineEntity` in their context.
 */
export const platformKeys = {
  outbox: (eventId: string) => ({ PK: `OUTBOX#${eventId}`, SK: 'OUTBOX' }),
  /**
   * An audit row, under its object only: every command writes one, and nothing lists them across
   * objects, so they carry no index key (one shared index partition would take every command's
   * write).
   */
  audit: (objectType: string, objectId: string, at: string, id: string) => ({
    PK: `AUDIT#${objectType}#${objectId}`,
    SK: `${at}#${id}`,
  }),
  auditOf: (objectType: string, objectId: string) => `AUDIT#${objectType}#${objectId}`,
  consumed: (consumer: string, eventId: string) => ({ PK: `CONSUMED#${consumer}`, SK: eventId }),
  deadLetter: (rule: string, at: string, eventId: string) => ({ PK: `DLQ#${rule}`, SK: `${at}#${eventId}` }),
  idempotency: (scope: string, key: string) => ({ PK: `IDEMPOTENCY#${scope}`, SK: key }),
  /** A WebSocket connection: one row per audience it listens to, under the connection's partition. */
  connectionAudience: (connectionId: string, audience: string) => ({
    PK: `WS#${connectionId}`,
    SK: `AUDIENCE#${audience}`,
  }),
  connectionRows: (connectionId: string) => `WS#${connectionId}`,
  connectionsOfAudience: (audience: string) => `WSAUDIENCE#${audience}`,
  /** The row that files a connection under its account, so the account's sockets can be closed. */
  connectionOwner: (connectionId: string) => ({ PK: `WS#${connectionId}`, SK: 'ACCOUNT' }),
  connectionsOfAccount: (accountId: string) => `WSACCOUNT#${accountId}`,
  schedule: (id: string) => ({ PK: `SCHEDULE#${id}`, SK: 'SCHEDULE' }),
  schedulesDue: 'SCHEDULES',
  outboxMessage: (to: string) => `MESSAGES#${to}`,
  /** One row of the local dev outbox: by recipient (PK) and across recipients (GSI1), oldest first. */
  outboxMessageRow: (to: string, at: string, id: string) => ({
    PK: `MESSAGES#${to}`,
    SK: `${at}#${id}`,
    GSI1PK: 'MESSAGES',
    GSI1SK: `${at}#${id}`,
  }),
  allOutboxMessages: 'MESSAGES',
  /** Sign-in sessions, accounts and roles are read by every context's token check, so their keys live here. */
  session: (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'SESSION' }),
  account: (accountId: string) => ({ PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' }),
  sessionsOfAccount: (accountId: string) => `SESSIONS#${accountId}`,
  role: (roleId: string) => ({ PK: `ROLE#${roleId}`, SK: 'ROLE' }),
  rolesIndex: 'ROLES',
  /**
   * A customer record and the documents kept under it. The customers context owns and writes them;
   * the lending context only reads them (is the borrower's profile complete when they apply?), so
   * their keys live here like the accounts'. They must stay equal to the customers' own entities.
   */
  customer: (customerId: string) => ({ PK: `CUSTOMER#${customerId}`, SK: 'CUSTOMER' }),
  documentsOfCustomer: (customerId: string) => `MEDIAOF#Customer#${customerId}`,
  /**
   * What the signing context reads and never writes: the loan (the loans context's), a person's
   * eKYC and saved signature (the customers context's). They must stay equal to the owners' entities.
   */
  loan: (loanNo: string) => ({ PK: `LOAN#${loanNo}`, SK: 'LOAN' }),
  /**
   * A loan's signing (the signing context's), which the loans context reads and never writes: its
   * agreement's versions, opened as the loan's documents.
   */
  signing: (loanNo: string) => ({ PK: `SIGNING#${loanNo}`, SK: 'SIGNING' }),
  ekyc: (objectType: 'Customer' | 'User', objectId: string) => ({
    PK: `EKYC#${objectType}#${objectId}`,
    SK: 'EKYC',
  }),
  signature: (objectType: 'Customer' | 'User', objectId: string) => ({
    PK: `SIGNATURE#${objectType}#${objectId}`,
    SK: 'SIGNATURE',
  }),
  sequence: (name: string) => ({ PK: `SEQUENCE#${name}`, SK: 'SEQUENCE' }),
  setting: (name: string) => ({ PK: `SETTING#${name}`, SK: 'SETTING' }),
  /** The local scheduler's memory of the last daily slot it ran for a recurring job. */
  lastJobSlot: (job: string) => ({ PK: `SETTING#scheduler.last-slot.${job}`, SK: 'SETTING' }),
} as const;

/** How long platform rows are kept before DynamoDB's TTL removes them, in seconds. */
export const retention = {
  outbox: 7 * 24 * 3600,
  consumed: 30 * 24 * 3600,
  idempotency: 7 * 24 * 3600,
  connection: 24 * 3600,
} as const;

export const ttlFrom = (nowIso: string, seconds: number) => Math.floor(Date.parse(nowIso) / 1000) + seconds;
