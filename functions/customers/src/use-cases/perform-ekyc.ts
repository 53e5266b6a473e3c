import { attemptsLeft, conflict, DomainError, EKYC_FAILED_TEXT, ruleBroken } from '@ezc/domain';
import { type Actor, ConditionFailedError, type Principal } from '@ezc/platform';
import type { Ekyc } from '../ekyc/ekyc-record';
import { personOf } from '../ekyc/person';
import { ekycRefusal } from '../ekyc/refusals';
import type { CustomersPorts } from '../ports';

const codeAttempts = () =>
  new DomainError('rate-limited', 'EKYC.CODE_ATTEMPTS', 'Too many wrong codes. Please request a new code.');

/**
 * `/EKYC/PerformEKYC {Code}`: checks the SMS code (each try counted, 5 at most, 5 minutes at most),
 * then asks the identity provider, and the eKYC machine records its verdict in the same write that
 * uses the code up. A rejection is recorded, then answered 422 with spec §8's text.
 */
export async function performEkyc(
  deps: Pick<CustomersPorts, 'ekyc' | 'smsCodes' | 'identityProvider' | 'audit' | 'clock'>,
  input: { principal: Principal; actor: Actor; code: string },
): Promise<Ekyc> {
  const person = personOf(input.principal);
  const before = await deps.ekyc.ofOwner(person);
  if (before.value.Status !== 'Code Sent') {
    const refusal = ekycRefusal(before.value.Status, 'VERIFIED');
    throw ruleBroken(refusal.code, refusal.message);
  }

  const checked = await deps.smsCodes.check(person, input.code, deps.clock.now().getTime());
  if (checked.verdict === 'none') {
    throw ruleBroken('EKYC.NO_CODE', 'There is no code to check. Please request a new code.');
  }
  if (checked.verdict !== 'ok') {
    await deps.audit.record({
      objectType: person.ObjectType,
      objectId: person.ObjectId,
      action: 'eKYC code refused',
      remarks: checked.verdict,
      actor: input.actor,
    });
    const left = attemptsLeft(checked.attempts);
    if (checked.verdict === 'exhausted' || (checked.verdict === 'wrong' && left === 0)) throw codeAttempts();
    if (checked.verdict === 'expired') {
      throw ruleBroken('EKYC.CODE_EXPIRED', 'This code has expired. Please request a new code.');
    }
    throw new DomainError('rule', 'EKYC.CODE_WRONG', `The code is not correct. Attempts left: ${left}.`, {
      left,
    });
  }

  const verdict = await deps.identityProvider.verify({
    ...person,
    EkycId: before.value.EkycId,
    FrontMediaId: before.value.FrontMediaId ?? '',
    BackMediaId: before.value.BackMediaId ?? '',
    PhoneNo: checked.phoneNo,
  });
  const now = deps.clock.now().toISOString();
  let after: Ekyc;
  try {
    after = await deps.ekyc.transition({
      before,
      event: { type: verdict.verified ? 'VERIFIED' : 'REJECTED' },
      refusal: ekycRefusal(before.value.Status, 'VERIFIED'),
      set: {
        EKYCParty: deps.identityProvider.party,
        ProviderReference: verdict.reference,
        ...(verdict.verified ? { CompletedAt: now } : { FailedAt: now }),
      },
      action: verdict.verified ? 'eKYC verified' : 'eKYC verification failed',
      actor: input.actor,
      changes: { ProviderReference: verdict.reference },
      also: [checked.useUp],
    });
  } catch (e) {
    // The same code was used by a parallel request, or replaced by a new one meanwhile.
    if (e instanceof ConditionFailedError) {
      throw conflict('EKYC.CODE_USED', 'This code has already been used. Please request a new code.');
    }
    throw e;
  }
  if (!verdict.verified) throw ruleBroken('EKYC.VERIFICATION_FAILED', EKYC_FAILED_TEXT);
  return after;
}
