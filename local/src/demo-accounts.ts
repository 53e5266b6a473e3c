/** The contract's demo accounts, printed at start. Every password is DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo#2026';
export const demoAccounts = [
  { email: 'admin@demo.test', who: 'staff, Admin, every privilege' },
  { email: 'finance@demo.test', who: 'staff, Finance Team' },
  { email: 'risk@demo.test', who: 'staff, Risk Team' },
  { email: 'staff@demo.test', who: 'staff, Staff' },
  { email: 'signer@demo.test', who: 'staff, Company Signer' },
  { email: 'attorney@demo.test', who: 'staff, Attorney (attestator)' },
  { email: 'borrower@demo.test', who: 'customer, individual, Premium Member' },
  { email: 'company@demo.test', who: 'customer, corporate (Company)' },
] as const;
