import { defaultRolePrivileges, roleIds, roleNames } from '@ezc/domain';
import { type Platform, requireSecret } from '@ezc/platform';
import { type Account, accountEntity, emailClaim } from './accounts/account';
import { roleEntity } from './accounts/role';
import { hashPassword } from './credentials/password-hasher';
import { secretHash } from './credentials/secret-tokens';

type DemoAccount = Omit<Account, 'PasswordHash' | 'CreatedAt' | 'Status'>;

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
 * Roles with their default privileges, the demo accounts and the background system account.
 * Writes only what is absent, so it is safe to run on every start.
 */
export async function seed(p: Platform, demo: { password: string }): Promise<void> {
  const now = p.clock.now().toISOString();
  for (const name of roleNames) {
    const id = roleIds[name];
    if (!(await p.store.load(roleEntity, id))) {
      await p.store.commit({
        entity: roleEntity,
        value: { RoleId: id, Name: name, Privileges: [...defaultRolePrivileges[name]] },
        expectedVersion: 0,
      });
    }
  }
  const system: DemoAccount & { ApiKeyHash: string } = {
    AccountId: 'SYS-0001',
    Kind: 'service',
    Email: p.config.SYSTEM_EMAIL.toLowerCase(),
    FullName: 'Background system account',
    Roles: [],
    ApiKeyHash: secretHash(requireSecret(p.config, 'SYSTEM_API_KEY')),
  };
  for (const account of [...demoIdentities, system]) {
    if (await p.store.load(accountEntity, account.AccountId)) continue;
    const password = account.Kind === 'service' ? requireSecret(p.config, 'SYSTEM_PASSWORD') : demo.password;
    await p.store.commit({
      entity: accountEntity,
      value: { ...account, Status: 'Active', PasswordHash: await hashPassword(password), CreatedAt: now },
      expectedVersion: 0,
      also: [emailClaim(account.Kind, account.Email)],
      audit: {
        objectType: 'Account',
        objectId: account.AccountId,
        action: 'Created (demo data)',
        actor: { id: 'seed', kind: 'system' },
      },
    });
  }
}
