/**
 * How long sessions last. Access tokens are short; the session (refresh-token family) lasts as
 * long as its kind allows, but ends sooner when nobody uses it: a bank's borrowers after 30
 * minutes without activity, staff after 15. Pages warn a minute before.
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export const SESSION_SECONDS = { staff: 12 * 3600, customer: 7 * 24 * 3600, service: 3600 } as const;

/** Without activity for this long, a session ends; the background service account has no limit. */
export const IDLE_TIMEOUT_SECONDS = { staff: 15 * 60, customer: 30 * 60 } as const;

/** The warning with its "stay signed in" button comes this long before the idle end. */
export const IDLE_WARNING_SECONDS = 60;

/** Activity is written to the session at most this often, so a busy page costs no extra writes. */
export const ACTIVITY_WRITE_SECONDS = 60;

export const idleTimeoutOf = (kind: 'staff' | 'customer' | 'service'): number | undefined =>
  kind === 'service' ? undefined : IDLE_TIMEOUT_SECONDS[kind];

/** The WebSocket ticket: a token of its own type, good only to open a socket, for a minute. */
export const SOCKET_TICKET_SECONDS = 60;
