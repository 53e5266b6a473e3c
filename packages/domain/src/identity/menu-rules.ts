import { hasPrivilege, hasRole, isBorrower, type Subject } from './subject';

/** Menu entries by key; the site maps keys to labels, icons and paths. */
export const menuKeys = [
  'dashboard',
  'profile.personal',
  'profile.ekyc',
  'profile.signature',
  'application',
  'loanListing',
  'loanSigning',
  'signingSessions',
  'reports.installment',
  'reports.interest',
  'reports.lpc',
  'reports.summary',
  'reports.payments',
  'finance.invoice',
  'finance.paymentReceived',
  'finance.manualPayment',
  'finance.creditNote',
  'settings.package',
  'settings.partner',
  'settings.product',
  'settings.signingSessions',
  'settings.userRole',
  'settings.compliance',
  'settings.dataSubjectRequest',
  'logout',
] as const;
export type MenuKey = (typeof menuKeys)[number];

/**
 * The menu rules of spec §6, in its order. Everyone signed in sees Loan Listing and Logout;
 * roles and privileges add the rest.
 */
export function visibleMenuKeys(s: Subject): MenuKey[] {
  const show = new Set<MenuKey>(['loanListing', 'logout']);
  const add = (...keys: MenuKey[]) => {
    for (const k of keys) show.add(k);
  };

  if (hasRole(s, 'Company Signer', 'Attorney')) add('profile.ekyc');
  if (isBorrower(s)) add('application', 'profile.personal');
  if (hasRole(s, 'Admin', 'Finance Team')) {
    add('finance.paymentReceived', 'finance.invoice', 'finance.creditNote', 'settings.package');
    add('reports.installment', 'reports.interest', 'reports.lpc', 'reports.summary', 'reports.payments');
  }
  if (hasRole(s, 'Admin')) add('settings.userRole', 'settings.compliance', 'settings.dataSubjectRequest');
  if (hasPrivilege(s, 'Dashboard')) add('dashboard');
  if (hasPrivilege(s, 'Menu - Applications')) add('application');
  if (hasPrivilege(s, 'Partner - List')) add('settings.partner');
  if (hasPrivilege(s, 'Signature - Retrieve', 'Signer - Company')) add('loanSigning');
  if (hasPrivilege(s, 'Menu - Signing Sessions')) add('signingSessions');
  if (hasPrivilege(s, 'Menu - Setup > Product')) add('settings.product');
  // The page's own privilege (spec §2's route rule) puts it in the menu, where staff look for it.
  if (hasPrivilege(s, 'Manual Payment Receipt')) add('finance.manualPayment');
  if (hasPrivilege(s, 'Menu - Setup > Signing Session')) add('settings.signingSessions');
  // Save signature is added by the privilege, but only for whom the profile pages are (spec §2).
  if (
    hasPrivilege(s, 'Signature - Retrieve') &&
    (isBorrower(s) || hasRole(s, 'Company Signer', 'Attorney'))
  ) {
    add('profile.signature');
  }

  return menuKeys.filter((k) => show.has(k));
}

/** The Admin settings that shape the menu. */
export interface MenuSettings {
  /** spec §2: the perform-KYC entry is disabled until an Admin enables it. */
  ekycEnabled: boolean;
}

/** Entries shown but not operable (visible, not a link) under the current settings. */
export function disabledMenuKeys(settings: MenuSettings): MenuKey[] {
  return settings.ekycEnabled ? [] : ['profile.ekyc'];
}

/** Borrowers read "My Applications" and "My Loans" where staff read "Application" and "Loan Listing". */
export const usesBorrowerWording = isBorrower;

/**
 * Who signs for the company on its own page: privilege 'Signer - Company' (spec §2's 'loan
 * signing' target) in the role that page is for (spec §2: Company Signer only). An Admin holds
 * every privilege but not that role, so their 'Loan Signing' leads to the pages they may open.
 */
export const signsForCompany = (s: Subject): boolean =>
  hasPrivilege(s, 'Signer - Company') && hasRole(s, 'Company Signer');

/** The loan signing target (spec §2): company signers sign as the company. */
export function signingPath(loanId: string, s: Subject): string {
  return signsForCompany(s) ? `/loan/${loanId}/signing-company` : `/loan/${loanId}/signing`;
}
