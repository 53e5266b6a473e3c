import { packageExists, packagePartnerNotFound } from '@ezc/domain';
import type { AggregateStore } from '@ezc/platform';
import { type CodeRecords, codeRecords } from './code-records';
import { PACKAGE_AUDIT, type PackageRecord, packageEntity, packageIndexes } from './package';
import type { SetupWriteDeps } from './setup-writes';

export type Packages = CodeRecords<PackageRecord>;

export const packagesRepository = (deps: SetupWriteDeps & { store: AggregateStore }): Packages =>
  codeRecords(deps, {
    entity: packageEntity,
    code: (p) => p.PackageCode,
    index: packageIndexes.all,
    objectType: PACKAGE_AUDIT,
    exists: packageExists,
    namedMissing: (p) => packagePartnerNotFound(p.PartnerCode ?? ''),
  });
