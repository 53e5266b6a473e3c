import { createHmac } from 'node:crypto';
import type { IceServer } from '@ezc/platform';

/** What a browser is given: RTCIceServer, with no shared secret in it. */
export interface BrowserIceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** How long a browser's TURN password lasts: a long session, with room to spare. */
export const TURN_CREDENTIAL_SECONDS = 6 * 3600;

/**
 * The ICE servers for one person's browser. A TURN server configured with a shared secret gets
 * a username and password of their own that expire (the TURN REST API that coturn's
 * `use-auth-secret` checks: username `<expiry unix seconds>:<user>`, password the base64
 * HMAC-SHA1 of the username under the secret), so no browser ever holds a lasting credential.
 */
export function iceServersFor(servers: readonly IceServer[], userId: string, now: Date): BrowserIceServer[] {
  return servers.map(({ sharedSecret, ...server }) => {
    if (!sharedSecret) return server;
    const username = `${Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_SECONDS}:${userId}`;
    const credential = createHmac('sha1', sharedSecret).update(username).digest('base64');
    return { urls: server.urls, username, credential };
  });
}
