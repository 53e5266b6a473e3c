import { partnerExists, partnerNotFound } from '@ezc/domain';
import type { AggregateStore } from '@ezc/platform';
import { type CodeRecords, codeRecords } from './code-records';
import { PARTNER_AUDIT, type PartnerRecord, partnerEntity, partnerIndexes } from './partner';
import type { SetupWriteDeps } from './setup-writes';

export type Partners = CodeRecords<PartnerRecord>;

export const partnersRepository = (deps: SetupWriteDeps & { store: AggregateStore }): Partners =>
  codeRecords(deps, {
    entity: partnerEntity,
    code: (p) => p.PartnerCode,
    index: partnerIndexes.all,
    objectType: PARTNER_AUDIT,
    exists: partnerExists,
    // A partner names no other record.
    namedMissing: partnerNotFound,
  });
