import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt at OWASP's current minimum: N=2^17, r=8, p=1 (128 MiB per hash), run on libuv's thread
 * pool so the event loop stays free. The parameters travel with the hash, so older hashes still
 * verify and are upgraded at the next successful sign-in (`needsRehash`).
 */
export const HASH_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } as const;
const MAX_MEM = 256 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  keyLength: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = HASH_PARAMS;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string) {
  const [alg, n, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !key) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isInteger(v) && v > 0)) return undefined;
  return { ...params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parse(stored);
  if (!h) return false;
  const actual = await derive(password, h.salt, h.N, h.r, h.p, h.key.length);
  return timingSafeEqual(actual, h.key);
}

/** A hash made with weaker parameters than today's: rehash it while the password is at hand. */
export function needsRehash(stored: string): boolean {
  const h = parse(stored);
  return (
    !h ||
    h.N < HASH_PARAMS.N ||
    h.r < HASH_PARAMS.r ||
    h.p < HASH_PARAMS.p ||
    h.key.length < HASH_PARAMS.keyLength
  );
}

/**
 * A hash of a password nobody has, verified when an e-mail is unknown so that the answer takes
 * as long as for a real account (no timing oracle for which e-mails exist).
 */
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  needsRehash(stored: string): boolean;
  decoy(): Promise<string>;
}

export const scryptHasher: PasswordHasher = {
  hash: hashPassword,
  verify: verifyPassword,
  needsRehash,
  decoy: decoyHash,
};
