import { hashPassword } from '@ezc/fn-identity/credentials/password-hasher';
import { DEMO_PASSWORD } from '@ezc/local';
import type { TestProject } from 'vitest/node';

/**
 * scrypt's cost (log2 N) on the test servers. At the deployments' 17 a hash or a check spends half
 * a CPU-second by design, and a run signs in and registers some hundreds of times; the hashing
 * itself is proven at 17 by its own tests and by the sessions journey, which runs at full cost.
 */
export const TEST_PASSWORD_HASH_COST = 10;

/**
 * Hashes the demo password once for the whole run, at the test servers' cost: every test server
 * seeds eight demo accounts from it (one salt for the demo accounts, whose password is public).
 */
export default async function setup(project: TestProject) {
  project.provide('demoPasswordHash', await hashPassword(DEMO_PASSWORD, 2 ** TEST_PASSWORD_HASH_COST));
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoPasswordHash: string;
  }
}
