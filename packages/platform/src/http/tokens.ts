import { sign } from 'hono/jwt';
import type { AccessClaims, TokenType } from './auth';

/**
 * Signs a token. Identity decides who gets one; this only encodes it. The type says where it is
 * accepted: an access token as a Bearer token or page cookie, a socket ticket only when a
 * WebSocket connects.
 */
export async function signAccessToken(
  claims: Omit<AccessClaims, 'exp' | 'typ'>,
  secret: string,
  nowSeconds: number,
  ttlSeconds: number,
  typ: TokenType = 'access',
): Promise<string> {
  return sign({ ...claims, typ, iat: nowSeconds, exp: nowSeconds + ttlSeconds }, secret, 'HS256');
}
