import {
  type ConnectionSession,
  type Platform,
  type Principal,
  platformKeys,
  retention,
  ttlFrom,
} from '@ezc/platform';
import * as z from 'zod';

/**
 * Signalling for live signing sessions over the product's WebSocket: the two browsers of a session
 * (the borrower's and the attestor's) exchange their WebRTC offers, answers and ICE candidates
 * through the server, which only passes them on between the session's two participants.
 *
 * Rows, all in the one table:
 * - the connection's principal, `WS#<connectionId>` / `PRINCIPAL`, written when the socket opens
 *   (a message arrives with nothing but the connection id, locally and in API Gateway alike);
 * - the room: `SIGNALROOM#<SigningSessionId>` / `<connectionId>` with the side it joined as and
 *   the sign-in session it was opened with;
 * - a pointer `WS#<connectionId>` / `ROOM#<SigningSessionId>`, so the rooms a closing connection
 *   was in are found under its own partition (and removed with its other rows).
 * All expire by TTL in case a close is never seen.
 *
 * Every message is authorised against the sign-in sessions as they are now: the sender's
 * connection and each one a message would reach must still belong to a session that stands
 * (`p.tokens.live`, read at most a second ago). A connection whose session ended is closed and
 * leaves its rooms, so a signed-out or deactivated attestor neither joins nor hears the borrower.
 */

export type Side = 'borrower' | 'attestor';

/** Largest message accepted from a browser: an SDP offer is a few KB. */
const MAX_MESSAGE_BYTES = 64 * 1024;

const sessionId = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/);

const inboundSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join-session'), SigningSessionId: sessionId }),
  z.object({ type: z.literal('leave-session'), SigningSessionId: sessionId }),
  z.object({ type: z.literal('signal'), SigningSessionId: sessionId, data: z.unknown() }),
]);
export type InboundSignal = z.infer<typeof inboundSchema>;

/** What the browser is told. */
export type OutboundSignal =
  | { type: 'joined'; SigningSessionId: string; side: Side; peers: Side[] }
  | { type: 'peer'; SigningSessionId: string; side: Side; present: boolean }
  | { type: 'signal'; SigningSessionId: string; from: Side; data: unknown }
  | { type: 'session-taken'; SigningSessionId: string }
  | { type: 'signal-error'; SigningSessionId?: string; code: string; message: string };

const principalRowSchema = z.object({
  userId: z.string(),
  kind: z.enum(['customer', 'staff', 'service']),
  customerId: z.string().optional(),
  sessionId: z.string().optional(),
});
type SocketPrincipal = z.infer<typeof principalRowSchema>;

/** The session as signalling needs it: read (never written) from the signing context's item. */
const sessionSchema = z.object({
  CustomerId: z.string(),
  AttestatorId: z.string(),
  Status: z.string(),
});

/** Statuses in which the two may still meet. */
const openStatuses = new Set(['Pending Start', 'In Progress']);

const keys = {
  principal: (connectionId: string) => ({ PK: platformKeys.connectionRows(connectionId), SK: 'PRINCIPAL' }),
  room: (id: string) => `SIGNALROOM#${id}`,
  member: (id: string, connectionId: string) => ({ PK: `SIGNALROOM#${id}`, SK: connectionId }),
  pointer: (connectionId: string, id: string) => ({
    PK: platformKeys.connectionRows(connectionId),
    SK: `ROOM#${id}`,
  }),
  session: (id: string) => ({ PK: `SIGNSESSION#${id}`, SK: 'SIGNSESSION' }),
};

/** A connection's life is real time, not business time (the business clock may be moved ahead). */
const expiresAt = () => ttlFrom(new Date().toISOString(), retention.connection);
const live = (row: { expiresAt?: unknown }) =>
  typeof row.expiresAt !== 'number' || row.expiresAt > Math.floor(Date.now() / 1000);

/** Called when a socket opens, with the principal its ticket named. */
export async function rememberPrincipal(
  p: Platform,
  connectionId: string,
  principal: Principal,
): Promise<void> {
  await p.table.put({
    ...keys.principal(connectionId),
    EntityType: 'ConnectionPrincipal',
    userId: principal.id,
    kind: principal.kind,
    sessionId: principal.sessionId,
    ...(principal.customerId ? { customerId: principal.customerId } : {}),
    expiresAt: expiresAt(),
  });
}

/** The side `principal` takes in the session, or undefined when they are not one of its two people. */
export function sideOf(
  principal: SocketPrincipal,
  session: { CustomerId: string; AttestatorId: string },
): Side | undefined {
  if (principal.kind === 'customer' && principal.customerId && principal.customerId === session.CustomerId)
    return 'borrower';
  if (principal.kind === 'staff' && principal.userId === session.AttestatorId) return 'attestor';
  return undefined;
}

export function parseInbound(raw: string): InboundSignal | undefined {
  if (raw.length > MAX_MESSAGE_BYTES) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = inboundSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

interface Member extends ConnectionSession {
  connectionId: string;
  side: Side;
}

const memberRowSchema = z.object({
  SK: z.string(),
  side: z.enum(['borrower', 'attestor']),
  userId: z.string().default(''),
  kind: principalRowSchema.shape.kind.default('customer'),
  sessionId: z.string().optional(),
  expiresAt: z.number().optional(),
});

async function membersOf(p: Platform, id: string): Promise<Member[]> {
  const rows = await p.table.queryAll({ pk: keys.room(id) });
  return rows.flatMap((row) => {
    const r = memberRowSchema.safeParse(row);
    if (!r.success || !live(r.data)) return [];
    const { SK, side, userId, kind, sessionId } = r.data;
    return [{ connectionId: SK, side, userId, kind, ...(sessionId ? { sessionId } : {}) }];
  });
}

/**
 * Closes a connection whose sign-in session ended: the socket is closed, and the connection
 * leaves its rooms (the other side hears so) and its rows go, as when the browser closes it.
 */
async function endConnection(p: Platform, connectionId: string): Promise<void> {
  await p.push.close(connectionId).catch(() => undefined);
  await closeConnection(p, connectionId);
}

/** The members whose session still stands; the others' connections are closed. */
async function stillSignedIn(p: Platform, members: Member[]): Promise<Member[]> {
  const checked = await Promise.all(members.map(async (m) => ({ m, live: await p.tokens.live(m) })));
  await Promise.all(checked.filter((c) => !c.live).map((c) => endConnection(p, c.m.connectionId)));
  return checked.filter((c) => c.live).map((c) => c.m);
}

async function dropMember(p: Platform, id: string, connectionId: string): Promise<void> {
  await Promise.all([
    p.table.delete(keys.member(id, connectionId)),
    p.table.delete(keys.pointer(connectionId, id)),
  ]);
}

/** Sends to one connection; a gone one leaves the room (and its rows are removed). */
async function deliver(p: Platform, id: string | undefined, connectionId: string, message: OutboundSignal) {
  const outcome = await p.push.send(connectionId, message).catch(() => 'gone' as const);
  if (outcome === 'gone') {
    if (id) await dropMember(p, id, connectionId).catch(() => undefined);
    await p.connections.remove(connectionId).catch(() => undefined);
  }
  return outcome;
}

const refusal = (code: string, message: string, id?: string): OutboundSignal => ({
  type: 'signal-error',
  ...(id ? { SigningSessionId: id } : {}),
  code,
  message,
});

/**
 * Who the sender is in the session, or the refusal to answer. Someone who is not one of the
 * session's two people is told the session was not found, exactly as for a missing one.
 */
async function participant(
  p: Platform,
  connectionId: string,
  id: string,
): Promise<{ side: Side; principal: SocketPrincipal } | { refused: OutboundSignal } | { ended: true }> {
  const [principalRow, sessionItem] = await Promise.all([
    p.table.get(keys.principal(connectionId)),
    p.table.get(keys.session(id)),
  ]);
  const principal = principalRowSchema.safeParse(principalRow);
  const session = sessionSchema.safeParse(sessionItem);
  const notFound = { refused: refusal('SESSION.NOT_FOUND', 'Signing session not found', id) };
  // A connection with no principal was closed already (its rows are gone): it is closed again.
  if (!principal.success) {
    await endConnection(p, connectionId);
    return { ended: true };
  }
  if (!(await senderSignedIn(p, connectionId, principal.data))) return { ended: true };
  if (!session.success) return notFound;
  const side = sideOf(principal.data, session.data);
  if (!side) return notFound;
  if (!openStatuses.has(session.data.Status)) {
    return {
      refused: refusal(
        'SESSION.NOT_ALLOWED',
        `A signing session that is '${session.data.Status}' cannot be joined.`,
        id,
      ),
    };
  }
  return { side, principal: principal.data };
}

/** Whether the sender's session still stands; a connection whose session ended is closed. */
async function senderSignedIn(p: Platform, connectionId: string, principal: SocketPrincipal) {
  if (await p.tokens.live(principal)) return true;
  await endConnection(p, connectionId);
  return false;
}

async function join(p: Platform, connectionId: string, id: string): Promise<void> {
  const who = await participant(p, connectionId, id);
  if ('ended' in who) return;
  if ('refused' in who) {
    await deliver(p, undefined, connectionId, who.refused);
    return;
  }
  const members = await stillSignedIn(
    p,
    (await membersOf(p, id)).filter((m) => m.connectionId !== connectionId),
  );
  // One window per side: a newer one (a reload, another device) takes the older one's place.
  const older = members.filter((m) => m.side === who.side);
  await Promise.all(
    older.map(async (m) => {
      await dropMember(p, id, m.connectionId);
      await deliver(p, undefined, m.connectionId, { type: 'session-taken', SigningSessionId: id });
    }),
  );
  const ttl = expiresAt();
  await p.table.transact([
    {
      kind: 'put',
      item: {
        ...keys.member(id, connectionId),
        EntityType: 'SignalRoomMember',
        side: who.side,
        userId: who.principal.userId,
        kind: who.principal.kind,
        ...(who.principal.sessionId ? { sessionId: who.principal.sessionId } : {}),
        expiresAt: ttl,
      },
    },
    {
      kind: 'put',
      item: { ...keys.pointer(connectionId, id), EntityType: 'SignalRoomPointer', expiresAt: ttl },
    },
  ]);
  const others = members.filter((m) => m.side !== who.side);
  // The joiner learns who is there before anyone can send it a signal (one socket keeps order).
  await deliver(p, id, connectionId, {
    type: 'joined',
    SigningSessionId: id,
    side: who.side,
    peers: [...new Set(others.map((m) => m.side))],
  });
  await Promise.all(
    others.map((m) =>
      deliver(p, id, m.connectionId, { type: 'peer', SigningSessionId: id, side: who.side, present: true }),
    ),
  );
}

async function leave(p: Platform, connectionId: string, id: string): Promise<void> {
  const members = await membersOf(p, id);
  const me = members.find((m) => m.connectionId === connectionId);
  if (!me) return;
  await dropMember(p, id, connectionId);
  // A reload's new window may have joined while this one was leaving (its join read the room
  // before this drop): its side is still there, so the other side must not hang up on it.
  const after = await stillSignedIn(p, await membersOf(p, id));
  if (after.some((m) => m.side === me.side)) return;
  await Promise.all(
    after
      .filter((m) => m.side !== me.side)
      .map((m) =>
        deliver(p, id, m.connectionId, { type: 'peer', SigningSessionId: id, side: me.side, present: false }),
      ),
  );
}

async function forward(p: Platform, connectionId: string, id: string, data: unknown): Promise<void> {
  const who = await participant(p, connectionId, id);
  if ('ended' in who) return;
  if ('refused' in who) {
    await deliver(p, undefined, connectionId, who.refused);
    return;
  }
  const others = (await membersOf(p, id)).filter((m) => m.side !== who.side);
  await Promise.all(
    (await stillSignedIn(p, others)).map((m) =>
      deliver(p, id, m.connectionId, { type: 'signal', SigningSessionId: id, from: who.side, data }),
    ),
  );
}

/**
 * A message from a browser's socket. Signalling messages are handled; anything else is answered
 * with a heartbeat, as before.
 */
export async function handleSocketMessage(p: Platform, connectionId: string, raw: string): Promise<void> {
  const message = parseInbound(raw);
  if (!message) {
    // A heartbeat too is answered only while the connection's session stands.
    const principal = principalRowSchema.safeParse(await p.table.get(keys.principal(connectionId)));
    if (!principal.success) return endConnection(p, connectionId);
    if (!(await senderSignedIn(p, connectionId, principal.data))) return;
    await p.push.send(connectionId, { type: 'pong', at: p.clock.now().toISOString() });
    return;
  }
  switch (message.type) {
    case 'join-session':
      return join(p, connectionId, message.SigningSessionId);
    case 'leave-session':
      return leave(p, connectionId, message.SigningSessionId);
    case 'signal':
      return forward(p, connectionId, message.SigningSessionId, message.data);
  }
}

/** The connection leaves any signing-session room it was in (the other side hears so), then its rows go. */
export async function closeConnection(p: Platform, connectionId: string): Promise<void> {
  await leaveRooms(p, connectionId).catch(() => undefined);
  await p.connections.remove(connectionId);
}

/** Before a closing connection's rows go: it leaves every room it was in, and the others hear so. */
export async function leaveRooms(p: Platform, connectionId: string): Promise<void> {
  const rows = await p.table.queryAll<{ SK: string }>({
    pk: platformKeys.connectionRows(connectionId),
    sk: { beginsWith: 'ROOM#' },
  });
  await Promise.all(rows.map((r) => leave(p, connectionId, r.SK.slice('ROOM#'.length))));
}
