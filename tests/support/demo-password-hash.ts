import { hashPassword } from '@ezc/fn-identity/credentials/password-hasher';
import { DEMO_PASSWORD } from '@ezc/local';
import type { TestProject } from 'vitest/node';

/**
 * Hashes the demo password once for the whole run: every test server seeds eight demo accounts,
 * and each scrypt hash costs a few hundred milliseconds of CPU by design. The servers reuse this
 * hash (one salt for the demo accounts, whose password is public anyway); sign-in still verifies
 * it at full cost.
 */
export default async function setup(project: TestProject) {
  project.provide('demoPasswordHash', await hashPassword(DEMO_PASSWORD));
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoPasswordHash: string;
  }
}
