import { ConditionFailedError, type Table } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from './person';
import { codeHash, codeKey, newCode, ownerScope, phoneScope, sendCounters, smsCodes } from './sms-codes';

let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
beforeAll(async () => {
  t = await createTestTable('sms-codes');
  table = t.table;
});
afterAll(async () => t?.drop());

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const sent = Date.parse('2026-03-02T01:00:00Z');
let n = 0;
/** A new person per test, so tests do not see each other's codes. */
const person = (): Person => ({ ObjectType: 'Customer', ObjectId: `CUST-T${++n}` });
/** The code as issued; the write stores it. */
async function issue(p: Person, at = sent) {
  const { code, write } = smsCodes(table, secret).issue(p, '+60123456789', at);
  await table.transact([write]);
  return code;
}
const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');

describe('code generation and hashing', () => {
  it('makes 6-digit codes, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
  });

  it('stores a keyed hash bound to the person and a salt, never the code', async () => {
    const key = codeKey(secret);
    const p = person();
    const h = codeHash(key, p, 'salt-1', '123456');
    expect(h).not.toContain('123456');
    expect(codeHash(key, p, 'salt-1', '123456')).toBe(h);
    expect(codeHash(key, p, 'salt-2', '123456')).not.toBe(h);
    expect(codeHash(key, { ...p, ObjectId: 'CUST-OTHER' }, 'salt-1', '123456')).not.toBe(h);
    expect(codeHash(codeKey('another-secret-of-at-least-thirty-two-chars'), p, 'salt-1', '123456')).not.toBe(
      h,
    );

    const code = await issue(p);
    const row = await table.get({ PK: `EKYCCODE#Customer#${p.ObjectId}`, SK: 'CODE' });
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.Attempts).toBe(0);
  });
});

describe('checking a code', () => {
  it('accepts the right code within 5 minutes, and it works once', async () => {
    const p = person();
    const code = await issue(p);
    const checked = await smsCodes(table, secret).check(p, code, sent + 299_000);
    expect(checked.verdict).toBe('ok');
    if (checked.verdict !== 'ok') return;
    expect(checked.phoneNo).toBe('+60123456789');
    await table.transact([checked.useUp]);
    await expect(table.transact([checked.useUp])).rejects.toBeInstanceOf(ConditionFailedError);
    expect((await smsCodes(table, secret).check(p, code, sent + 1000)).verdict).toBe('none');
  });

  it('refuses a wrong code and counts every try', async () => {
    const p = person();
    const code = await issue(p);
    const codes = smsCodes(table, secret);
    expect(await codes.check(p, wrongOf(code), sent + 1000)).toEqual({ verdict: 'wrong', attempts: 1 });
    expect(await codes.check(p, wrongOf(code), sent + 2000)).toEqual({ verdict: 'wrong', attempts: 2 });
    expect((await codes.last(p))?.Attempts).toBe(2);
  });

  it('refuses an expired code', async () => {
    const p = person();
    const code = await issue(p);
    expect((await smsCodes(table, secret).check(p, code, sent + 300_000)).verdict).toBe('expired');
  });

  it('refuses even the right code after 5 wrong ones', async () => {
    const p = person();
    const code = await issue(p);
    const codes = smsCodes(table, secret);
    for (let i = 0; i < 5; i++) await codes.check(p, wrongOf(code), sent + 1000);
    expect(await codes.check(p, code, sent + 2000)).toEqual({ verdict: 'exhausted', attempts: 6 });
  });

  it('counts parallel guesses without losing one', async () => {
    const p = person();
    const code = await issue(p);
    const codes = smsCodes(table, secret);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => codes.check(p, wrongOf(code), sent + 1000)),
    );
    const attempts = results.map((r) => ('attempts' in r ? r.attempts : 0)).sort((a, b) => a - b);
    expect(attempts).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('answers none when no code was sent', async () => {
    expect((await smsCodes(table, secret).check(person(), '123456', sent)).verdict).toBe('none');
  });
});

describe('sending again', () => {
  it('refuses to replace a code within 3 minutes, and replaces it after', async () => {
    const p = person();
    const first = await issue(p);
    const codes = smsCodes(table, secret);
    await expect(
      table.transact([codes.issue(p, '+60123456789', sent + 179_000).write]),
    ).rejects.toBeInstanceOf(ConditionFailedError);
    const second = await issue(p, sent + 180_000);
    // The old code is gone with its row: only the new one works.
    if (first !== second) {
      expect((await codes.check(p, first, sent + 181_000)).verdict).toBe('wrong');
    }
    expect((await codes.check(p, second, sent + 182_000)).verdict).toBe('ok');
  });

  it('counts codes per person and per phone within an hour, then starts again', async () => {
    const counters = sendCounters(table);
    const scope = ownerScope(person());
    const now = Math.floor(sent / 1000);
    const counts = [];
    for (let i = 0; i < 6; i++) counts.push((await counters.count(scope, now + i * 180)).count);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    await counters.uncount(scope);
    expect((await counters.count(scope, now + 1200)).count).toBe(6);
    const later = await counters.count(scope, now + 3600);
    expect(later).toEqual({ count: 1, windowStart: now + 3600 });
    expect(phoneScope('+60123456789')).toBe('phone#+60123456789');
  });
});
