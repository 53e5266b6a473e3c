import { contexts } from '@ezc/contexts';
import { type Platform, platformKeys } from '@ezc/platform';
import { DEMO_PASSWORD } from './demo-accounts';

/** Bumped when the seed grows; a store seeded by an older version gets the new parts only. */
export const SEED_VERSION = 5;

/**
 * The contract's demo data, written on an empty store by each context's own seed, in the
 * registry's order. Each seed is idempotent (it writes only what is absent), so an interrupted
 * first start completes on the next one.
 */
export async function seedDemoData(
  p: Platform,
  /** Contexts whose demo data is left out (tests only; the marker is then not written). */
  except: readonly string[] = [],
  /** Hashes already made for the passwords the seed sets (tests only). */
  passwordHashes?: Readonly<Record<string, string>>,
): Promise<{ seeded: boolean }> {
  const marker = platformKeys.setting('seed');
  const current = await p.table.get(marker);
  if (Number(current?.version ?? 0) >= SEED_VERSION) return { seeded: false };
  for (const [name, context] of Object.entries(contexts)) {
    if (!except.includes(name)) {
      await context.seed?.(p, {
        password: DEMO_PASSWORD,
        ...(passwordHashes ? { passwordHashes } : {}),
        ...(except.includes('signing') ? {} : { signLoan: contexts.signing.signDemoLoan }),
        ...(except.includes('customers') ? {} : { verifyBorrower: contexts.customers.verifyDemoBorrower }),
        ...(except.includes('payments') || !contexts.payments.payDemoLoan
          ? {}
          : { payLoan: contexts.payments.payDemoLoan }),
      });
    }
  }
  if (except.length > 0) return { seeded: true };
  await p.table.put({
    ...marker,
    EntityType: 'Setting',
    version: SEED_VERSION,
    at: p.clock.now().toISOString(),
  });
  p.log.info('seed.done', { version: SEED_VERSION });
  return { seeded: true };
}
