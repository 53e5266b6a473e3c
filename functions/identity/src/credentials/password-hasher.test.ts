import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Demo#2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('Demo#2026');
    expect(await verifyPassword('Demo#2026', hash)).toBe(true);
    expect(await verifyPassword('Demo#2027', hash)).toBe(false);
  });
  it('salts each hash', async () => {
    expect(await hashPassword('Demo#2026')).not.toBe(await hashPassword('Demo#2026'));
  });
  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
