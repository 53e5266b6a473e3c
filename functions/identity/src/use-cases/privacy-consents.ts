import {
  type Consent,
  consentRequired,
  DomainError,
  lastAcceptedNoticeVersion,
  type PrivacyNoticeSetting,
} from '@ezc/domain';
import { type Actor, ConditionFailedError } from '@ezc/platform';
import type { Account } from '../accounts/account';
import type { IdentityPorts } from '../ports';

type ConsentDeps = Pick<IdentityPorts, 'consents' | 'ids' | 'clock'>;

/** Where a customer stands with the notice in force. */
export interface ConsentStatus {
  NoticeVersion: string;
  PublishedAt: string;
  ChangesEn: string;
  ChangesMs: string;
  LastAcceptedVersion?: string;
  ConsentRequired: boolean;
}

const statusOf = (notice: PrivacyNoticeSetting, consents: readonly Consent[]): ConsentStatus => {
  const last = lastAcceptedNoticeVersion(consents);
  return {
    NoticeVersion: notice.Version,
    PublishedAt: notice.PublishedAt,
    ChangesEn: notice.ChangesEn,
    ChangesMs: notice.ChangesMs,
    ...(last ? { LastAcceptedVersion: last } : {}),
    ConsentRequired: consentRequired(last, notice.Version),
  };
};

/**
 * Whether a customer must accept the notice in force before anything else. Staff and the service
 * account are never asked: the notice is the one customers' data is collected under.
 */
export async function consentStatusOf(
  deps: Pick<IdentityPorts, 'consents'>,
  account: Pick<Account, 'AccountId' | 'Kind'>,
): Promise<ConsentStatus | undefined> {
  if (account.Kind !== 'customer') return undefined;
  const [notice, consents] = await Promise.all([
    deps.consents.current(),
    deps.consents.list(account.AccountId),
  ]);
  return statusOf(notice, consents);
}

/** A consent row for `account`, given now from `ip`. */
export function newConsent(
  deps: Pick<ConsentDeps, 'ids' | 'clock'>,
  account: Pick<Account, 'AccountId' | 'CustomerId'>,
  fields: Pick<Consent, 'Kind' | 'NoticeVersion' | 'IpAddress'> & Partial<Pick<Consent, 'Channel' | 'At'>>,
): Consent {
  return {
    EntityType: 'Consent',
    ConsentId: deps.ids.next(),
    AccountId: account.AccountId,
    ...(account.CustomerId ? { CustomerId: account.CustomerId } : {}),
    Channel: 'web',
    At: deps.clock.now().toISOString(),
    ...fields,
  };
}

/** The signed-in customer's consents, newest first, and where they stand with the notice in force. */
export async function listMyConsents(deps: Pick<IdentityPorts, 'consents' | 'accounts'>, accountId: string) {
  const loaded = await deps.accounts.load(accountId);
  if (loaded?.value.Kind !== 'customer') throw notCustomer();
  const [notice, consents] = await Promise.all([deps.consents.current(), deps.consents.list(accountId)]);
  return { ...statusOf(notice, consents), Consents: [...consents].reverse() };
}

/**
 * The customer accepts the notice in force: a 'Notice' consent with the time and their address,
 * audited on their account. Accepting a version that is no longer the one in force is refused,
 * so nobody is recorded as agreeing to a text they were not shown.
 */
export async function acceptPrivacyNotice(
  deps: ConsentDeps & Pick<IdentityPorts, 'accounts' | 'audit'>,
  input: { NoticeVersion: string },
  actor: Actor,
) {
  const loaded = await deps.accounts.load(actor.id);
  if (loaded?.value.Kind !== 'customer') throw notCustomer();
  const notice = await deps.consents.current();
  if (input.NoticeVersion !== notice.Version) {
    throw new DomainError(
      'conflict',
      'CONSENT.NOTICE_CHANGED',
      `The Privacy Notice in force is version ${notice.Version}; please read it and accept that version.`,
    );
  }
  const consent = newConsent(deps, loaded.value, {
    Kind: 'Notice',
    NoticeVersion: notice.Version,
    IpAddress: actor.ip ?? '',
  });
  await deps.audit.record(
    {
      objectType: 'Account',
      objectId: loaded.value.AccountId,
      action: 'Privacy notice accepted',
      remarks: `Version ${notice.Version}`,
      actor,
    },
    [],
    [deps.consents.write(consent)],
  );
  return consent;
}

/**
 * An Admin publishes a new version of the Privacy Notice with what changed, in both languages;
 * every customer is asked to accept it at their next sign-in. A version is the publication date
 * and must come after the one in force.
 */
export async function publishPrivacyNotice(
  deps: Pick<IdentityPorts, 'consents' | 'clock' | 'audit'>,
  input: { Version: string; ChangesEn: string; ChangesMs: string },
  actor: Actor,
): Promise<PrivacyNoticeSetting> {
  const current = await deps.consents.current();
  if (input.Version <= current.Version) {
    throw new DomainError(
      'rule',
      'CONSENT.VERSION_NOT_NEWER',
      `A new version must come after version ${current.Version} in force.`,
    );
  }
  const next: PrivacyNoticeSetting = {
    EntityType: 'PrivacyNoticeSetting',
    Version: input.Version,
    PublishedAt: deps.clock.now().toISOString(),
    ChangesEn: input.ChangesEn,
    ChangesMs: input.ChangesMs,
  };
  try {
    await deps.audit.record(
      {
        objectType: 'PrivacyNotice',
        objectId: 'PrivacyNotice',
        action: 'Privacy notice version published',
        remarks: `Version ${input.Version} (was ${current.Version})`,
        actor,
      },
      [],
      [deps.consents.publishWrite(next, current)],
    );
  } catch (e) {
    if (e instanceof ConditionFailedError) {
      throw new DomainError(
        'conflict',
        'CONSENT.NOTICE_CHANGED',
        'Someone else published a version meanwhile; reload and try again.',
      );
    }
    throw e;
  }
  return next;
}

/** The notice in force, for anyone: the notice page and the consent page show it. */
export async function currentPrivacyNotice(deps: Pick<IdentityPorts, 'consents'>) {
  const { stored: _stored, EntityType: _e, ...notice } = await deps.consents.current();
  return notice;
}

const notCustomer = () =>
  new DomainError(
    'forbidden',
    'CONSENT.CUSTOMERS_ONLY',
    'Only customers give consent to the Privacy Notice.',
  );

/** Makes the first notice the published version in force, when none is stored yet (the seed). */
export async function publishFirstNotice(deps: Pick<IdentityPorts, 'consents' | 'audit'>, actor: Actor) {
  const current = await deps.consents.current();
  if (current.stored) return;
  const { stored: _stored, ...first } = current;
  await deps.audit.record(
    {
      objectType: 'PrivacyNotice',
      objectId: 'PrivacyNotice',
      action: 'Privacy notice version published',
      remarks: `Version ${first.Version}`,
      actor,
    },
    [],
    [deps.consents.publishWrite(first, current)],
  );
}
