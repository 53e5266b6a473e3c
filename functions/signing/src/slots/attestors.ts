import { platformKeys, type Table } from '@ezc/platform';
import * as z from 'zod';

/**
 * Who may attest: an active staff user with the Attorney role. Read (never written) from the
 * accounts the identity context keeps at the platform's account keys; only the few fields needed,
 * leniently, so identity may add to its record freely.
 */
const accountRecord = z.object({
  AccountId: z.string(),
  Kind: z.string(),
  FullName: z.string(),
  Status: z.string(),
  Roles: z.array(z.string()),
});

export const ATTESTOR_ROLE = 'Attorney';

export interface Attestor {
  AttestatorId: string;
  Name: string;
}

export interface Attestors {
  /** The attestor, when the id names an active staff user with the Attorney role. */
  load(attestorId: string): Promise<Attestor | undefined>;
  /** Those of `ids` who may attest now, by id. */
  eligible(ids: readonly string[]): Promise<Map<string, Attestor>>;
}

const attestorOf = (item: unknown): Attestor | undefined => {
  const parsed = accountRecord.safeParse(item);
  if (!parsed.success) return undefined;
  const a = parsed.data;
  return a.Kind === 'staff' && a.Status === 'Active' && a.Roles.includes(ATTESTOR_ROLE)
    ? { AttestatorId: a.AccountId, Name: a.FullName }
    : undefined;
};

export function attestorsReader(table: Table): Attestors {
  return {
    async load(attestorId) {
      return attestorOf(await table.get(platformKeys.account(attestorId)));
    },
    async eligible(ids) {
      const found = new Map<string, Attestor>();
      for (const item of await table.batchGet([...new Set(ids)].map((id) => platformKeys.account(id)))) {
        const attestor = attestorOf(item);
        if (attestor) found.set(attestor.AttestatorId, attestor);
      }
      return found;
    },
  };
}
