import type { SigningPorts } from '../../ports';
import { activeAttestors } from '../../slots/slots-reader';

/**
 * `/signing-sessions/attestors`: the attestors' calendars a borrower may book from — each Active
 * slot group whose attestor may attest now, by group name.
 */
export async function listAttestors(deps: Pick<SigningPorts, 'table'>) {
  const Data = await activeAttestors(deps.table);
  return { Data, Count: Data.length };
}
