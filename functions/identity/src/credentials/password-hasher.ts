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

/** A new hash of `password`; `N` other than OWASP's minimum only where the configuration allows it. */
export async function hashPassword(password: string, N: number = HASH_PARAMS.N): Promise<string> {
  const { r, p, keyLength } = HASH_PARAMS;
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
export function needsRehash(stored: string, N: number = HASH_PARAMS.N): boolean {
  const h = parse(stored);
  return !h || h.N < N || h.r < HASH_PARAMS.r || h.p < HASH_PARAMS.p || h.key.length < HASH_PARAMS.keyLength;
}

/**
 * A hash of a password nobody has, verified when an e-mail is unknown so that the answer takes
 * as long as for a real account (no timing oracle for which e-mails exist).
 */
const decoys = new Map<number, Promise<string>>();
const decoyAt = (N: number) => {
  let decoy = decoys.get(N);
  if (!decoy) {
    decoy = hashPassword(randomBytes(24).toString('base64url'), N);
    decoys.set(N, decoy);
  }
  return decoy;
};

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  needsRehash(stored: string): boolean;
  decoy(): Promise<string>;
}

/** The hasher at cost `log2N` (the configuration's PASSWORD_HASH_COST: 17 in every deployment). */
export function scryptHasherAt(log2N: number): PasswordHasher {
  const N = 2 ** log2N;
  return {
    hash: (password) => hashPassword(password, N),
    verify: verifyPassword,
    needsRehash: (stored) => needsRehash(stored, N),
    decoy: () => decoyAt(N),
  };
}
