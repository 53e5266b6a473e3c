import { demoIdentities } from '@ezc/contexts';

/** The contract's demo password, shared by every demo account. */
export const DEMO_PASSWORD = 'Demo#2026';

/** What `npm start` prints: the seeded demo accounts, described from the seed itself. */
export const demoAccounts = demoIdentities.map((a) => ({
  email: a.Email,
  who: a.Kind === 'staff' ? `staff, ${a.Roles.join(', ')}` : `customer, ${a.AccountType}, ${a.MemberType}`,
}));
