import { commonListSeed, listNames } from '@ezc/domain';
import type { Platform } from '@ezc/platform';
import { commonListEntity } from './common-lists-repository';

/** The common lists (nationality, bank, state…). Writes only the lists that are absent. */
export async function seed(p: Platform): Promise<void> {
  const now = p.clock.now().toISOString();
  for (const name of listNames) {
    if (await p.table.get(commonListEntity.key(name))) continue;
    await p.table.put(commonListEntity.toItem({ ListName: name, Items: commonListSeed[name] }, 1, now));
  }
}
