import { defaultRolePrivileges, EMAIL_VERIFICATION_SECONDS, roleIds, roleNames } from '@ezc/domain';
import { type Platform, requireSecret } from '@ezc/platform';
import type { Account } from './accounts/account';
import { identityPorts } from './ports';
import { createAccount, type NewAccount } from './use-cases/create-account';
import { newConsent, publishFirstNotice } from './use-cases/privacy-consents';
import { verifyEmail } from './use-cases/verify-email';

type DemoAccount = Omit<NewAccount, 'password' | 'apiKey'>;

/** The contract's demo accounts, with stable ids so other seeds can refer to them. */
export const demoIdentities: readonly DemoAccount[] = [
  {
    AccountId: 'STF-0001',
    Kind: 'staff',
    Email: 'admin@demo.test',
    FullName: 'Aisyah Rahman',
    Roles: ['Admin'],
    GroupCode: 'HQ',
  },
  {
    AccountId: 'STF-0002',
    Kind: 'staff',
    Email: 'finance@demo.test',
    FullName: 'Lim Wei Ling',
    Roles: ['Finance Team'],
    GroupCode: 'FIN',
  },
  {
    AccountId: 'STF-0003',
    Kind: 'staff',
    Email: 'risk@demo.test',
    FullName: 'Rajesh Kumar',
    Roles: ['Risk Team'],
    GroupCode: 'RISK',
  },
  {
    AccountId: 'STF-0004',
    Kind: 'staff',
    Email: 'staff@demo.test',
    FullName: 'Nurul Huda',
    Roles: ['Staff'],
    GroupCode: 'OPS',
  },
  {
    AccountId: 'STF-0005',
    Kind: 'staff',
    Email: 'signer@demo.test',
    FullName: 'Tan Chee Keong',
    Roles: ['Company Signer'],
    GroupCode: 'HQ',
  },
  {
    AccountId: 'STF-0006',
    Kind: 'staff',
    Email: 'attorney@demo.test',
    FullName: 'Farah Aziz',
    Roles: ['Attorney'],
    GroupCode: 'LEGAL',
  },
  {
    AccountId: 'ACC-0001',
    Kind: 'customer',
    Email: 'borrower@demo.test',
    FullName: 'Ahmad bin Ismail',
    Roles: ['Borrower'],
    CustomerId: 'CUST-000001',
    AccountType: 'individual',
    MemberType: 'Premium Member',
  },
  {
    AccountId: 'ACC-0002',
    Kind: 'customer',
    Email: 'company@demo.test',
    FullName: 'Syarikat Maju Jaya Sdn. Bhd.',
    Roles: ['Borrower'],
    CustomerId: 'CUST-000002',
    AccountType: 'corporate',
    MemberType: 'Company',
  },
];

/**
 * Roles with their default privileges, the demo accounts and the background system account,
 * made by identity's own use cases. Writes only what is absent, so it is safe on every start.
 */
export async function seed(
  p: Platform,
  demo: { password: string; passwordHashes?: Readonly<Record<string, string>> },
): Promise<void> {
  const made = identityPorts(p);
  const known = demo.passwordHashes ?? {};
  const ports = {
    ...made,
    hasher: {
      ...made.hasher,
      hash: async (password: string) => known[password] ?? made.hasher.hash(password),
    },
  };
  for (const name of roleNames) {
    const id = roleIds[name];
    if (!(await ports.roles.load(id))) {
      await ports.roles.create({ RoleId: id, Name: name, Privileges: [...defaultRolePrivileges[name]] });
    }
  }
  const system: NewAccount = {
    AccountId: 'SYS-0001',
    Kind: 'service',
    Email: p.config.SYSTEM_EMAIL,
    FullName: 'Background system account',
    Roles: [],
    password: requireSecret(p.config, 'SYSTEM_PASSWORD'),
    apiKey: requireSecret(p.config, 'SYSTEM_API_KEY'),
  };
  const actor = { id: 'seed', kind: 'system' as const };
  const missing = [];
  for (const account of [...demoIdentities.map((d) => ({ ...d, password: demo.password })), system]) {
    if (!(await ports.accounts.load(account.AccountId))) missing.push(account);
  }
  await publishFirstNotice(ports, actor);
  const notice = await ports.consents.current();
  // Demo customers accepted the notice in force when they registered, like any customer does.
  const registrationConsent = (a: Account) =>
    a.Kind === 'customer'
      ? [
          ports.consents.write(
            newConsent(ports, a, {
              Kind: 'Registration',
              NoticeVersion: notice.Version,
              IpAddress: '127.0.0.1',
              Channel: 'seed',
            }),
          ),
        ]
      : [];
  // In parallel: each password hash takes a few hundred milliseconds of one core.
  await Promise.all(
    missing.map((account) =>
      createAccount(ports, account, actor, 'Created (demo data)', undefined, registrationConsent),
    ),
  );
  // The demo borrowers verified their e-mail as anyone does: through a link's token (a store kept
  // from before e-mails were verified gets its demo borrowers verified the same way).
  const unverified = [];
  for (const demo of demoIdentities.filter((d) => d.Kind === 'customer')) {
    if (!(await ports.accounts.load(demo.AccountId))?.value.EmailVerifiedAt) unverified.push(demo);
  }
  for (const account of unverified) {
    const token = await ports.codes.issue(
      'verify-email',
      { AccountId: account.AccountId },
      EMAIL_VERIFICATION_SECONDS,
    );
    await verifyEmail(ports, { token }, { ip: '127.0.0.1', userAgent: 'seed', lang: 'en' });
  }
}
