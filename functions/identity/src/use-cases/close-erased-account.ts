import { ERASED, PERSONAL_DATA_ERASED, retentionActor } from '@ezc/platform';
import { decideAccount, emailRelease } from '../accounts/account';
import type { IdentityPorts } from '../ports';

export interface ClosedAccount {
  deactivated: boolean;
  personalFieldsErased: boolean;
  auditRowsRedacted: number;
  consentIpsErased: number;
  signInAttemptsFiledAway: number;
}

/**
 * The customer record this account owned was erased under the retention policy: the account is
 * deactivated through its machine (its sessions end in the same write), then its name and sign-in
 * e-mail are erased and the e-mail given back, and the person's traces beside it go — their values
 * in the account's audit trail, the IPs of their consents, and the e-mail and IPs of sign-in
 * attempts (each row kept). Every step finds what an earlier delivery did and goes on from there.
 */
export async function closeErasedAccount(
  deps: Pick<IdentityPorts, 'accounts' | 'verifier' | 'traces' | 'clock'>,
  input: { accountId: string; rule: string },
): Promise<ClosedAccount> {
  const closed: ClosedAccount = {
    deactivated: false,
    personalFieldsErased: false,
    auditRowsRedacted: 0,
    consentIpsErased: 0,
    signInAttemptsFiledAway: 0,
  };
  const first = await deps.accounts.load(input.accountId);
  if (first?.value.Kind !== 'customer') return closed;
  if (first.value.Status === 'Active') {
    const account = first.value;
    const decision = decideAccount(
      account,
      { type: 'DEACTIVATE' },
      { code: 'ACCOUNT.STATUS_UNCHANGED', message: 'The account is already inactive.' },
    );
    await deps.accounts.save({
      before: first,
      after: { ...account, SessionGeneration: account.SessionGeneration + 1 },
      decision,
      action: 'Deactivated: personal data erased under the retention policy',
      actor: retentionActor,
      changes: { Rule: input.rule },
    });
    deps.verifier.forgetAccount(account.AccountId);
    closed.deactivated = true;
  }
  const loaded = await deps.accounts.load(input.accountId);
  if (!loaded) return closed;
  const { Mfa: _mfa, ...account } = loaded.value;
  const at = deps.clock.now().toISOString();
  // The attempts are filed under the e-mail: found while the account still says which it was.
  if (account.Email !== ERASED) {
    closed.signInAttemptsFiledAway = await deps.traces.fileAwaySignInAttempts(
      account.Kind,
      account.Email,
      account.AccountId,
      input.rule,
      at,
    );
  }
  closed.consentIpsErased = await deps.traces.eraseConsentIps(account.AccountId, input.rule, at);
  closed.auditRowsRedacted = await deps.traces.redactAccountTrail(account.AccountId, input.rule, at);
  if (account.Email !== ERASED) {
    await deps.accounts.update(
      loaded,
      { ...account, Email: ERASED, FullName: ERASED },
      {
        action: PERSONAL_DATA_ERASED,
        actor: retentionActor,
        remarks: `Rule: ${input.rule}`,
        // Names of what went and counts, never the values.
        changes: {
          Rule: input.rule,
          PartsErased: ['Email', 'FullName', ...(loaded.value.Mfa ? ['Mfa'] : [])],
          AuditRowsRedacted: closed.auditRowsRedacted,
          ConsentIpsErased: closed.consentIpsErased,
          SignInAttemptsFiledAway: closed.signInAttemptsFiledAway,
        },
      },
      [emailRelease(account.Kind, account.Email)],
    );
    closed.personalFieldsErased = true;
  }
  return closed;
}
