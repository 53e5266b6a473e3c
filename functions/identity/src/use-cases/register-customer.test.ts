import type { EventEnvelope } from '@ezc/domain';
import { AggregateStore, type Table } from '@ezc/platform';
import { randomIds } from '@ezc/platform/ids';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepository } from '../accounts/account';
import { consentsRepository } from '../accounts/consents';
import { attemptCounters } from '../credentials/throttle-store';
import type { IdentityPorts } from '../ports';
import { registerCustomer } from './register-customer';

/**
 * Registering tells nobody whether an e-mail has an account: a new and a taken e-mail get the same
 * answer after the same work (one hash each), and what differs is only the event the write
 * carries — a verification link for the newcomer, a notice for the owner. Against DynamoDB Local.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let table: Table;
let deps: Pick<IdentityPorts, 'accounts' | 'consents' | 'hasher' | 'clock' | 'ids' | 'counters' | 'audit'>;
const hashed: string[] = [];
const ctx = { ip: '203.0.113.9', userAgent: 'test', lang: 'ms' as const };

beforeAll(async () => {
  t = await createTestTable('registration');
  table = t.table;
  const clock = { now: () => new Date('2026-11-20T02:00:00.000Z') };
  // The store as it is, noting the events each write carries to the outbox.
  const store = new (class extends AggregateStore {
    override async commit(input: Parameters<AggregateStore['commit']>[0]) {
      written.push(...(input.events ?? []));
      return super.commit(input);
    }
    override async record(...args: Parameters<AggregateStore['record']>) {
      written.push(...(args[1] ?? []));
      return super.record(...args);
    }
  })(table, clock, randomIds);
  deps = {
    clock,
    ids: randomIds,
    accounts: accountsRepository(table, store),
    consents: consentsRepository(table),
    hasher: {
      hash: async (p) => {
        hashed.push(p);
        return `plain:${p}`;
      },
      verify: async (p, stored) => stored === `plain:${p}`,
      needsRehash: () => false,
      decoy: async () => 'plain:',
    },
    counters: attemptCounters(table),
    audit: store,
  };
});
afterAll(async () => t?.drop());

const register = (Email: string, Password = 'Teh#Tarik2026!') =>
  registerCustomer(
    deps,
    { FullName: 'Tan Mei Ling', Email, Password, ConfirmPassword: Password, AccountType: 'individual' },
    ctx,
  );

/** The events the writes so far carried to the outbox. */
const written: EventEnvelope[] = [];
const events = async () => written.map((e) => ({ name: e.name, data: e.data }));

describe('registration', () => {
  it('answers a new and a taken e-mail alike, hashing once for each', async () => {
    hashed.length = 0;
    await expect(register('Mei.Ling@Example.com ')).resolves.toBeUndefined();
    await expect(register('mei.ling@example.com', 'Another#Pass2026')).resolves.toBeUndefined();
    expect(hashed).toEqual(['Teh#Tarik2026!', 'Another#Pass2026']);
  });

  it('makes one account, in the language it was made in, not yet verified', async () => {
    const account = (await deps.accounts.findByEmail('customer', 'mei.ling@example.com'))!.value;
    expect(account).toMatchObject({
      Email: 'mei.ling@example.com',
      Lang: 'ms',
      PasswordHash: 'plain:Teh#Tarik2026!',
    });
    expect(account.EmailVerifiedAt).toBeUndefined();
    expect(await deps.consents.list(account.AccountId)).toHaveLength(1);
  });

  it('mails the newcomer a verification link and the owner a notice, through the outbox', async () => {
    const account = (await deps.accounts.findByEmail('customer', 'mei.ling@example.com'))!.value;
    const names = (await events()).map((e) => [e.name, e.data.AccountId, e.data.Lang]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['account.customer-registered', account.AccountId, undefined],
        ['account.email-verification-requested', account.AccountId, 'ms'],
        ['account.registration-repeated', account.AccountId, 'ms'],
      ]),
    );
    expect(names).toHaveLength(3);
  });

  it('still refuses what it refused before: a mismatch, a weak password', async () => {
    await expect(
      registerCustomer(
        deps,
        {
          FullName: 'Tan Mei Ling',
          Email: 'someone.else@example.com',
          Password: 'Teh#Tarik2026!',
          ConfirmPassword: 'Teh#Tarik2027!',
          AccountType: 'individual',
        },
        ctx,
      ),
    ).rejects.toMatchObject({ code: 'ACCOUNT.PASSWORD_MISMATCH' });
    // The same refusal whether or not the e-mail is taken: the policy looks at the password alone.
    for (const email of ['mei.ling@example.com', 'nobody.yet@example.com']) {
      await expect(register(email, 'password123')).rejects.toMatchObject({
        code: 'VALIDATION.INVALID_INPUT',
      });
    }
  });
});
