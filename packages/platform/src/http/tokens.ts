import { sign } from 'hono/jwt';
import type { AccessClaims } from './auth';

/** Signs an access token. Identity decides who gets one; this only encodes it. */
export async function signAccessToken(
  claims: Omit<AccessClaims, 'exp' | 'typ'>,
  secret: string,
  nowSeconds: number,
  ttlSeconds: number,
): Promise<string> {
  return sign({ ...claims, typ: 'access', iat: nowSeconds, exp: nowSeconds + ttlSeconds }, secret, 'HS256');
}
