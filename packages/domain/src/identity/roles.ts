import * as z from 'zod';

/** Staff roles and the customer role (spec §6), exact names. */
export const staffRoles = [
  'Admin',
  'Finance Team',
  'Risk Team',
  'Staff',
  'Company Signer',
  'Attorney',
] as const;
export const BORROWER_ROLE = 'Borrower';
export const roleNames = [...staffRoles, BORROWER_ROLE] as const;
export const staffRoleSchema = z.enum(staffRoles);
export const roleNameSchema = z.enum(roleNames);
export type StaffRole = z.infer<typeof staffRoleSchema>;
export type RoleName = z.infer<typeof roleNameSchema>;

/** The 14 privileges of spec §6, exact names. */
export const privileges = [
  'Dashboard',
  'Menu - Applications',
  'Partner - List',
  'Menu - Signing Sessions',
  'Menu - Setup > Product',
  'Menu - Setup > Signing Session',
  'Signature - Retrieve',
  'Signer - Company',
  'Application - Retrieve List',
  'Loan - Retrieve List',
  'Loan - View Details',
  'Application - View Details',
  'Loan - Retrieve Signing Sessions',
  'Manual Payment Receipt',
] as const;
export const privilegeSchema = z.enum(privileges);
export type Privilege = z.infer<typeof privilegeSchema>;

/** Stable role ids, so configuration (e.g. the attorney role id) can name them. */
export const roleIds: Record<RoleName, string> = {
  Admin: 'ROLE-ADMIN',
  'Finance Team': 'ROLE-FINANCE',
  'Risk Team': 'ROLE-RISK',
  Staff: 'ROLE-STAFF',
  'Company Signer': 'ROLE-SIGNER',
  Attorney: 'ROLE-ATTORNEY',
  Borrower: 'ROLE-BORROWER',
};
export const ATTORNEY_ROLE_ID = roleIds.Attorney;

/**
 * The seeded grant of privileges to roles. Admins edit it afterwards on the User Role screen;
 * the data, not this table, is what access checks read.
 */
export const defaultRolePrivileges: Record<RoleName, readonly Privilege[]> = {
  Admin: privileges,
  'Finance Team': [
    'Loan - Retrieve List',
    'Loan - View Details',
    'Application - View Details',
    'Manual Payment Receipt',
    'Partner - List',
  ],
  'Risk Team': [
    'Menu - Applications',
    'Application - Retrieve List',
    'Application - View Details',
    'Loan - Retrieve List',
    'Loan - View Details',
  ],
  Staff: [
    'Loan - Retrieve List',
    'Loan - View Details',
    'Application - View Details',
    'Signature - Retrieve',
  ],
  'Company Signer': [
    'Signer - Company',
    'Signature - Retrieve',
    'Loan - Retrieve List',
    'Loan - View Details',
  ],
  Attorney: ['Menu - Signing Sessions', 'Loan - Retrieve Signing Sessions', 'Signature - Retrieve'],
  // Borrowers keep a saved signature for signing their agreements (spec §2, §6).
  Borrower: ['Signature - Retrieve'],
};
