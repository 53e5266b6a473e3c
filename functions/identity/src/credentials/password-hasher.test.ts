import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password-hasher';

/** A hash as the product made them before: N=2^15 (32 MiB). */
const oldHash = (password: string) => {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, {
    N: 2 ** 15,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
};

describe('password hashing', () => {
  it("hashes at OWASP's minimum for scrypt: N=2^17, r=8, p=1", async () => {
    const hash = await hashPassword('Demo#2026');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('Demo#2026');
    expect(await verifyPassword('Demo#2026', hash)).toBe(true);
    expect(await verifyPassword('Demo#2027', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('still verifies an older, weaker hash, and says it must be upgraded', async () => {
    const hash = oldHash('Demo#2026');
    expect(await verifyPassword('Demo#2026', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(true);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('Demo#2026')).not.toBe(await hashPassword('Demo#2026'));
  });

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$x$8$1$abc$def')).toBe(false);
    expect(needsRehash('plain-text')).toBe(true);
  });
});
