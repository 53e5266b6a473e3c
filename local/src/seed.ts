import { commonListSeed, listNames } from '@ezc/domain';
import { commonListEntity } from '@ezc/fn-customers/common-lists-repository';
import { seedIdentity } from '@ezc/fn-identity';
import { type Platform, platformKeys } from '@ezc/platform';
import { DEMO_PASSWORD } from './demo-accounts';

/** Bumped when the seed grows; a store seeded by an older version gets the new parts only. */
export const SEED_VERSION = 2;

/**
 * The contract's demo data, written on an empty store. Each step is idempotent (it writes only
 * what is absent), so an interrupted first start completes on the next one.
 */
export async function seedDemoData(p: Platform): Promise<{ seeded: boolean }> {
  const marker = platformKeys.setting('seed');
  const current = await p.table.get(marker);
  if (Number(current?.version ?? 0) >= SEED_VERSION) return { seeded: false };

  const now = p.clock.now().toISOString();
  for (const name of listNames) {
    const existing = await p.table.get(commonListEntity.key(name));
    if (!existing) {
      await p.table.put(commonListEntity.toItem({ ListName: name, Items: commonListSeed[name] }, 1, now));
    }
  }

  await seedIdentity(p, DEMO_PASSWORD);

  await p.table.put({ ...marker, EntityType: 'Setting', version: SEED_VERSION, at: now });
  p.log.info('seed.done', { version: SEED_VERSION });
  return { seeded: true };
}
