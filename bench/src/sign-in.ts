import { performance } from 'node:perf_hooks';
import { HASH_PARAMS, hashPassword, verifyPassword } from '@ezc/fn-identity/credentials/password-hasher';
import type { LocalRuntime } from '@ezc/local';
import { type LoadResult, load } from './load';

/**
 * Sign-in throughput and latency. The scrypt verification (OWASP's minimum: N=2^17, r=8, p=1,
 * 128 MiB) dominates by design: its cost alone is measured first, so the table shows how much of a
 * sign-in it is.
 */
export async function signInBench(rt: LocalRuntime, durationSeconds: number) {
  const hash = await hashPassword('Demo#2026');
  const rounds = 20;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await verifyPassword('Demo#2026', hash);
  const hashMs = (performance.now() - started) / rounds;

  const rows: LoadResult[] = [
    await load('POST /api/auth/customer/login', {
      url: `${rt.url}/api/auth/customer/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'borrower@demo.test', password: 'Demo#2026' }),
      connections: 4,
      durationSeconds,
      // Each attempt is counted before its password is checked, and one account's count is what
      // a lockout reads: the warm-up's attempts still in flight must not add to the run's.
      warmUp: false,
    }),
  ];
  const login = rows[0]!;
  if (login.non2xx > 0 || login.errors > 0) {
    throw new Error(`Sign-in bench: ${login.non2xx} non-2xx answers, ${login.errors} errors`);
  }
  return {
    rows,
    scrypt: `N=${HASH_PARAMS.N} r=${HASH_PARAMS.r} p=${HASH_PARAMS.p}`,
    scryptVerifyMs: Math.round(hashMs * 10) / 10,
    scryptShareOfLoginP50: Math.round((hashMs / Math.max(login.p50ms, 1)) * 100) / 100,
  };
}
