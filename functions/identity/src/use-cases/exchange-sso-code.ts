import { DomainError } from '@ezc/domain';
import type { IdentityPorts, RequestContext } from '../ports';
import { reissueForSession, type TokenSet } from '../sessions/session-service';

const invalidCode = () =>
  new DomainError('unauthorized', 'AUTH.INVALID_CODE', 'The sign-in code is invalid or has expired.');

/** Staff sign-in, step two: the single-use code becomes the session's tokens. */
export async function exchangeSsoCode(
  deps: Pick<IdentityPorts, 'codes' | 'accounts' | 'sessions' | 'tokens' | 'clock' | 'ids'>,
  input: { code: string },
  ctx: RequestContext,
): Promise<TokenSet> {
  const data = await deps.codes.consume('sso', input.code);
  if (!data) throw invalidCode();
  const account = (await deps.accounts.load(String(data.AccountId)))?.value;
  if (account?.Status !== 'Active') throw invalidCode();
  return reissueForSession(deps, account, String(data.SessionId), ctx, 'Signed in (staff code)');
}
