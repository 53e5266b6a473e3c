import type { Principal } from '@ezc/platform';
import { idleLimit } from './describe-me';

/**
 * "Stay signed in": the call itself is the activity (the route is not passive, so the token check
 * records it); the answer says how long the session may now sit idle.
 */
export function keepAlive(principal: Principal) {
  return idleLimit(principal);
}
