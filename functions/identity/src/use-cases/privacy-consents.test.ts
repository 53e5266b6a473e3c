import { AggregateStore, type Table } from '@ezc/platform';
import { randomIds } from '@ezc/platform/ids';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepository } from '../accounts/account';
import { consentsRepository } from '../accounts/consents';
import { attemptCounters } from '../credentials/throttle-store';
import type { IdentityPorts } from '../ports';
import { sessionsRepository } from '../sessions/session';
import { acceptPrivacyNotice, consentStatusOf, publishPrivacyNotice } from './privacy-consents';
import { registerCustomer } from './register-customer';

/**
 * Registration writes the customer's consent to the notice in force with the account, in one
 * transaction; a published version makes them due again until they accept it. Against the real
 * DynamoDB Local; the expected rows are written out by hand.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
let deps: Pick<
  IdentityPorts,
  'accounts' | 'consents' | 'hasher' | 'clock' | 'ids' | 'counters' | 'sessions' | 'tokens' | 'audit'
>;
let now = new Date('2026-11-20T02:00:00.000Z');
const ctx = { ip: '203.0.113.9', userAgent: 'test', lang: 'en' as const };
const admin = { id: 'STF-0001', kind: 'staff' as const, ip: '198.51.100.1', name: 'Admin' };

beforeAll(async () => {
  t = await createTestTable('consents');
  table = t.table;
  const clock = { now: () => now };
  const store = new AggregateStore(table, clock, randomIds);
  deps = {
    clock,
    ids: randomIds,
    accounts: accountsRepository(table, store),
    consents: consentsRepository(table),
    // Hashing is not what is tested here.
    hasher: {
      hash: async (p) => `plain:${p}`,
      verify: async (p, stored) => stored === `plain:${p}`,
      needsRehash: () => false,
      decoy: async () => 'plain:',
    },
    counters: attemptCounters(table),
    sessions: sessionsRepository(store),
    tokens: { access: async () => 'access', sso: async () => 'sso' },
    audit: store,
  };
});
afterAll(async () => t?.drop());

const register = (Email: string) =>
  registerCustomer(
    deps,
    {
      FullName: 'Tan Mei Ling',
      Email,
      Password: 'Teh#Tarik2026!',
      ConfirmPassword: 'Teh#Tarik2026!',
      AccountType: 'individual',
    },
    ctx,
  );

describe('consent at registration', () => {
  it('is written with the account: kind, version, time, IP and its keys', async () => {
    await register('mei.ling@example.com');
    const account = (await deps.accounts.findByEmail('customer', 'mei.ling@example.com'))!.value;
    const CustomerId = account.CustomerId;
    const rows = await table.queryAll({ pk: `CONSENTS#${account.AccountId}` });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      PK: `CONSENTS#${account.AccountId}`,
      EntityType: 'Consent',
      Kind: 'Registration',
      NoticeVersion: '2026-11-01',
      At: '2026-11-20T02:00:00.000Z',
      IpAddress: '203.0.113.9',
      CustomerId,
    });
    expect(String(rows[0]!.SK)).toMatch(/^2026-11-20T02:00:00\.000Z#Registration#/);
  });

  it('is not written when the e-mail already has an account (nothing changes)', async () => {
    await expect(register('mei.ling@example.com')).resolves.toBeUndefined();
    const account = (await deps.accounts.findByEmail('customer', 'mei.ling@example.com'))!.value;
    expect(await table.queryAll({ pk: `CONSENTS#${account.AccountId}` })).toHaveLength(1);
  });
});

describe('a new notice version', () => {
  it('is due until accepted, then recorded as a Notice consent', async () => {
    const account = (await deps.accounts.findByEmail('customer', 'mei.ling@example.com'))!.value;
    now = new Date('2027-01-15T01:00:00.000Z');
    await publishPrivacyNotice(deps, { Version: '2027-01-15', ChangesEn: 'x', ChangesMs: 'y' }, admin);
    expect((await consentStatusOf(deps, account))?.ConsentRequired).toBe(true);
    await expect(
      publishPrivacyNotice(deps, { Version: '2027-01-15', ChangesEn: 'x', ChangesMs: 'y' }, admin),
    ).rejects.toMatchObject({ code: 'CONSENT.VERSION_NOT_NEWER' });

    now = new Date('2027-01-16T03:30:00.000Z');
    const actor = { id: account.AccountId, kind: 'customer' as const, ip: '203.0.113.77' };
    await acceptPrivacyNotice(deps, { NoticeVersion: '2027-01-15' }, actor);
    const status = await consentStatusOf(deps, account);
    expect([status?.ConsentRequired, status?.LastAcceptedVersion]).toEqual([false, '2027-01-15']);
    const rows = await deps.consents.list(account.AccountId);
    expect(rows.map((r) => [r.Kind, r.NoticeVersion, r.At, r.IpAddress])).toEqual([
      ['Registration', '2026-11-01', '2026-11-20T02:00:00.000Z', '203.0.113.9'],
      ['Notice', '2027-01-15', '2027-01-16T03:30:00.000Z', '203.0.113.77'],
    ]);
  });

  it('never asks staff', async () => {
    expect(await consentStatusOf(deps, { AccountId: 'STF-0001', Kind: 'staff' })).toBeUndefined();
  });
});
