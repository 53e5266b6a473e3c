import { AggregateStore } from '@ezc/platform';
import { randomIds } from '@ezc/platform/ids';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepository } from '../accounts/account';
import { mfaSettings } from '../accounts/mfa-setting';
import { scryptHasherAt } from '../credentials/password-hasher';
import { secretBox } from '../credentials/secret-box';
import { attemptCounters } from '../credentials/throttle-store';
import { sessionsRepository } from '../sessions/session';
import { signInService } from './sign-in-service';

/**
 * In AWS no seed runs: the background system account is made by its first sign-in, from the
 * secrets identity is configured with, never from what the request says. Against DynamoDB Local.
 */
let t: Awaited<ReturnType<typeof createTestTable>>;
let deps: Parameters<typeof signInService>[0];
const configured = {
  email: 'system@ezc.local',
  password: 'a-long-system-password-2026',
  apiKey: 'a-long-system-api-key-0001',
};
const ctx = { ip: '203.0.113.9', userAgent: 'site', lang: 'en' as const };

beforeAll(async () => {
  t = await createTestTable('service-login');
  const clock = { now: () => new Date() };
  const store = new AggregateStore(t.table, clock, randomIds);
  deps = {
    clock,
    ids: randomIds,
    accounts: accountsRepository(t.table, store),
    counters: attemptCounters(t.table),
    hasher: scryptHasherAt(10),
    audit: store,
    mfaSettings: mfaSettings(store, 'local'),
    mfaBox: secretBox('a-test-secret-that-is-long-enough-for-hs256', 'mfa-secret'),
    sessions: sessionsRepository(store),
    tokens: { access: async () => 'access-token', sso: async () => 'sso' },
  };
});
afterAll(async () => t?.drop());

describe('the background login where no seed ran', () => {
  it('refuses a wrong password even as it makes the account from the configuration', async () => {
    await expect(
      signInService(
        deps,
        { email: configured.email, password: 'not-the-password!', apiKey: configured.apiKey, configured },
        ctx,
      ),
    ).rejects.toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
    const made = await deps.accounts.findByEmail('service', 'system@ezc.local');
    expect(made?.value).toMatchObject({ AccountId: 'SYS-0001', Kind: 'service', Status: 'Active' });
  });

  it('signs the system account in with the configured password and key', async () => {
    const tokens = await signInService(deps, { ...configured, clientId: 'loan-web', configured }, ctx);
    expect(tokens.access_token).toBe('access-token');
    await expect(
      signInService(deps, { ...configured, apiKey: 'another-key-of-16-chars', configured }, ctx),
    ).rejects.toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
  });

  it('refuses a client it does not know before anything else', async () => {
    await expect(
      signInService(deps, { ...configured, clientId: 'elsewhere', configured }, ctx),
    ).rejects.toMatchObject({
      code: 'AUTH.UNKNOWN_CLIENT',
    });
  });
});
