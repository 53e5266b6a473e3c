import { sealedGet, sealedRemove, sealedSet } from './sealed-storage';

/**
 * The address a reset link was asked for, kept (sealed, spec §9) until the link's page uses it
 * to tell people not to build their new password from it. The link works for 30 minutes; so
 * does this.
 */
const NAME = 'reset-email';
const KEEP_MS = 30 * 60 * 1000;

export async function rememberResetEmail(email: string): Promise<void> {
  await sealedSet(NAME, { email, at: Date.now() });
}

export async function recallResetEmail(): Promise<string | undefined> {
  const stored = (await sealedGet(NAME)) as { email?: unknown; at?: unknown } | undefined;
  const fresh = typeof stored?.at === 'number' && Date.now() - stored.at < KEEP_MS;
  return fresh && typeof stored?.email === 'string' ? stored.email : undefined;
}

export function forgetResetEmail(): void {
  sealedRemove(NAME);
}
