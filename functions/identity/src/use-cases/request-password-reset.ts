import { passwordResetRequested, resetRequestAllowed, resetRequestPolicy } from '@ezc/domain';
import { normaliseEmail } from '../accounts/account';
import { resetIpScope, resetScope } from '../credentials/throttle-store';
import type { IdentityPorts, RequestContext } from '../ports';

/**
 * Someone asks for a reset link. The request does the same work whether or not the e-mail belongs
 * to an account — two atomic counts, then one write of its audit row and, within the limits per
 * e-mail and per IP, the event a consumer turns into the e-mail after the answer has gone — so
 * neither the answer nor its timing tells which e-mails exist.
 */
export async function requestPasswordReset(
  deps: Pick<IdentityPorts, 'counters' | 'audit' | 'site'>,
  input: { kind: 'customer' | 'staff'; email: string },
  ctx: RequestContext,
): Promise<void> {
  const email = normaliseEmail(input.email);
  const nowS = Math.floor(Date.now() / 1000);
  const [perEmail, perIp] = await Promise.all([
    deps.counters.count(resetScope(input.kind, email), nowS, resetRequestPolicy.windowSeconds),
    deps.counters.count(resetIpScope(ctx.ip), nowS, resetRequestPolicy.windowSeconds),
  ]);
  const allowed = resetRequestAllowed(perEmail.count, perIp.count);
  const actor = { id: email, kind: 'anonymous' as const, ip: ctx.ip };
  await deps.audit.record(
    {
      objectType: 'PasswordReset',
      objectId: `${input.kind}:${email}`,
      action: allowed ? 'Password reset requested' : 'Password reset request refused: too many',
      actor,
    },
    allowed
      ? [
          deps.audit.envelope(
            passwordResetRequested,
            { Kind: input.kind, Email: email, Origin: deps.site.origin(), Lang: ctx.lang },
            actor,
          ),
        ]
      : [],
  );
}
