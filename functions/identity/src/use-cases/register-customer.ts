import { customerRegistered, DomainError } from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import type { IdentityPorts, RequestContext } from '../ports';
import type { Session } from '../sessions/session';
import { startSession, type TokenSet } from '../sessions/session-service';
import { createAccount } from './create-account';
import { newConsent } from './privacy-consents';

/** Registrations one network address may make in an hour: a family or an office, not a script. */
export const REGISTRATIONS_PER_IP_PER_HOUR = 10;
const HOUR = 3600;

export interface Registration {
  FullName: string;
  Email: string;
  Password: string;
  ConfirmPassword: string;
  AccountType: 'individual' | 'corporate';
}

/** `CUST-` and 12 hex digits: short enough to read out on the phone, too many to guess. */
const newCustomerId = (uuid: string) => `CUST-${uuid.replace(/-/g, '').slice(0, 12).toUpperCase()}`;

/**
 * Onboarding step 1: a borrower creates their login. The account (Borrower role, an online
 * member or a company), its consent to the Privacy Notice in force and the event that opens its
 * customer record land in one write, and the
 * borrower is signed in at once to carry on with step 2.
 */
export async function registerCustomer(
  deps: Pick<
    IdentityPorts,
    'accounts' | 'consents' | 'hasher' | 'clock' | 'ids' | 'counters' | 'sessions' | 'tokens' | 'audit'
  >,
  input: Registration & { client: Session['Client'] },
  ctx: RequestContext,
): Promise<TokenSet & { CustomerId: string }> {
  if (input.Password !== input.ConfirmPassword) {
    throw new DomainError('validation', 'ACCOUNT.PASSWORD_MISMATCH', 'The passwords do not match.');
  }
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  const counted = await deps.counters.count(`register-ip#${ctx.ip}`, now, HOUR);
  if (counted.count > REGISTRATIONS_PER_IP_PER_HOUR) {
    throw new DomainError(
      'rate-limited',
      'ACCOUNT.REGISTRATIONS_LIMITED',
      'Too many accounts were registered from this network. Please try again in an hour.',
    );
  }
  const accountId = `ACC-${deps.ids.next()}`;
  const customerId = newCustomerId(deps.ids.next());
  const memberType = input.AccountType === 'corporate' ? 'Company' : 'Online Member';
  const actor: Actor = { id: accountId, kind: 'customer', ip: ctx.ip, name: input.FullName };
  // The registration form is where the Privacy Notice is accepted: its version is recorded with
  // the account, in the same write, so no account exists without its consent.
  const notice = await deps.consents.current();
  const account = await createAccount(
    deps,
    {
      AccountId: accountId,
      Kind: 'customer',
      Email: input.Email,
      FullName: input.FullName,
      Roles: ['Borrower'],
      CustomerId: customerId,
      AccountType: input.AccountType,
      MemberType: memberType,
      password: input.Password,
    },
    actor,
    'Registered online',
    (a) => [
      deps.audit.envelope(
        customerRegistered,
        {
          AccountId: a.AccountId,
          CustomerId: customerId,
          AccountType: input.AccountType,
          MemberType: memberType,
          Email: a.Email,
          FullName: a.FullName,
        },
        actor,
      ),
    ],
    (a) => [
      deps.consents.write(
        newConsent(deps, a, { Kind: 'Registration', NoticeVersion: notice.Version, IpAddress: ctx.ip }),
      ),
    ],
  );
  const tokens = await startSession(deps, account, ctx, 'registration', input.client);
  return { ...tokens, CustomerId: customerId };
}
