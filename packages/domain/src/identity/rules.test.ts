import { describe, expect, it } from 'vitest';
import { disabledMenuKeys, signingPath, visibleMenuKeys } from './menu-rules';
import { canEnterPage, homePath } from './page-rules';
import { defaultRolePrivileges, privileges, type RoleName } from './roles';
import type { Subject } from './subject';

const staff = (role: RoleName): Subject => ({
  kind: 'staff',
  roles: [role],
  privileges: [...defaultRolePrivileges[role]],
});
const borrower: Subject = { kind: 'customer', roles: ['Borrower'], privileges: [] };

describe('roles and privileges', () => {
  it('has the 14 privileges of the specification', () => {
    expect(privileges).toHaveLength(14);
    expect(defaultRolePrivileges.Admin).toEqual(privileges);
  });
});

describe('menu rules', () => {
  it('gives the admin everything but the borrower-only items', () => {
    expect(visibleMenuKeys(staff('Admin'))).toEqual([
      'dashboard',
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
    ]);
  });
  it('gives the borrower personal details, application, loans and logout', () => {
    expect(visibleMenuKeys(borrower)).toEqual(['profile.personal', 'application', 'loanListing', 'logout']);
  });
  it("adds save signature and loan signing through the Borrower role's default 'Signature - Retrieve'", () => {
    expect(defaultRolePrivileges.Borrower).toEqual(['Signature - Retrieve']);
    const withDefaults: Subject = { ...borrower, privileges: [...defaultRolePrivileges.Borrower] };
    expect(visibleMenuKeys(withDefaults)).toEqual([
      'profile.personal',
      'profile.signature',
      'application',
      'loanListing',
      'loanSigning',
      'logout',
    ]);
  });
  it('keeps the perform-KYC entry disabled until the setting enables it (spec §2)', () => {
    expect(disabledMenuKeys({ ekycEnabled: false })).toEqual(['profile.ekyc']);
    expect(disabledMenuKeys({ ekycEnabled: true })).toEqual([]);
  });
  it('shows save signature only to whom the profile pages are open', () => {
    expect(visibleMenuKeys(staff('Staff'))).not.toContain('profile.signature');
    expect(visibleMenuKeys(staff('Company Signer'))).toContain('profile.signature');
    for (const role of [
      'Admin',
      'Finance Team',
      'Risk Team',
      'Staff',
      'Company Signer',
      'Attorney',
    ] as const) {
      const profileKeys = visibleMenuKeys(staff(role)).filter((k) => k.startsWith('profile.'));
      for (const _ of profileKeys) expect(canEnterPage('/profile', staff(role))).toBe(true);
    }
  });
  it('gives finance the finance, reports and package entries', () => {
    expect(visibleMenuKeys(staff('Finance Team'))).toEqual([
      'loanListing',
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
      'logout',
    ]);
  });
  it('gives the attorney KYC, signing and the signing sessions', () => {
    expect(visibleMenuKeys(staff('Attorney'))).toEqual([
      'profile.ekyc',
      'profile.signature',
      'loanListing',
      'loanSigning',
      'signingSessions',
      'logout',
    ]);
  });
  it('points loan signing to the company page for company signers', () => {
    expect(signingPath('L1', staff('Company Signer'))).toBe('/loan/L1/signing-company');
    expect(signingPath('L1', staff('Attorney'))).toBe('/loan/L1/signing');
    // An Admin holds 'Signer - Company' but may not open the company's page (spec §2).
    expect(signingPath('L1', staff('Admin'))).toBe('/loan/L1/signing');
    expect(canEnterPage(signingPath('L1', staff('Admin')), staff('Admin'))).toBe(true);
  });
});

describe('page rules and the base redirect', () => {
  it.each([
    ['Admin', '/dashboard'],
    ['Finance Team', '/loan/listing'],
    ['Staff', '/loan/listing'],
    ['Company Signer', '/loan/listing'],
    ['Risk Team', '/application/listing'],
    ['Attorney', '/loan/signingsessions'],
  ] as const)('sends %s to %s', (role, path) => {
    expect(homePath(staff(role))).toBe(path);
  });
  it('sends the borrower to the loan listing', () => expect(homePath(borrower)).toBe('/loan/listing'));
  it('guards pages by role and privilege', () => {
    expect(canEnterPage('/loan/pre-recorded-signing', borrower)).toBe(true);
    expect(canEnterPage('/loan/pre-recorded-signing', staff('Admin'))).toBe(false);
    expect(canEnterPage('/loan/EZC1/signing-company', staff('Company Signer'))).toBe(true);
    expect(canEnterPage('/loan/EZC1/signing-company', staff('Admin'))).toBe(false);
    expect(canEnterPage('/loan/EZC1/signing', staff('Risk Team'))).toBe(true);
    expect(canEnterPage('/appointment/slotgroups/sessions/G1', staff('Admin'))).toBe(true);
    expect(canEnterPage('/appointment/slotgroups', staff('Finance Team'))).toBe(false);
    expect(canEnterPage('/profile', staff('Finance Team'))).toBe(false);
    expect(canEnterPage('/profile', staff('Attorney'))).toBe(true);
    expect(canEnterPage('/invoices', borrower)).toBe(true);
    // The reports' pages are open to everyone signed in; the menu and the API restrict them.
    expect(canEnterPage('/report/payments-received', staff('Risk Team'))).toBe(true);
    expect(canEnterPage('/report/lpc', staff('Finance Team'))).toBe(true);
    expect(canEnterPage('/no/such/page', staff('Admin'))).toBe(false);
  });
});
