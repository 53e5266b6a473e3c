import { describe, expect, it } from 'vitest';
import { canEnterPage } from './page-rules';
import type { Subject } from './subject';

const borrower = (privileges: string[] = ['Signature - Retrieve']): Subject => ({
  kind: 'customer',
  roles: ['Borrower'],
  privileges,
});
const staff = (role: string, privileges: string[] = []): Subject => ({
  kind: 'staff',
  roles: [role],
  privileges,
});

describe('the profile pages (spec §2: Borrower, Company Signer, Attorney)', () => {
  it.each(['/profile', '/profile/', '/profile/manage', '/profile/ekyc', '/profile/signature'])(
    'opens %s to a borrower, a Company Signer and an Attorney',
    (path) => {
      expect(canEnterPage(path, borrower())).toBe(true);
      expect(canEnterPage(path, staff('Company Signer'))).toBe(true);
      expect(canEnterPage(path, staff('Attorney'))).toBe(true);
    },
  );

  it.each(['Admin', 'Finance Team', 'Risk Team', 'Staff'])(
    'keeps %s out, whatever their privileges',
    (role) => {
      const everything = staff(role, ['Signature - Retrieve', 'Dashboard', 'Signer - Company']);
      for (const path of ['/profile', '/profile/manage', '/profile/ekyc', '/profile/signature']) {
        expect(canEnterPage(path, everything)).toBe(false);
      }
    },
  );

  it("opens the saved signature to a borrower only with 'Signature - Retrieve'", () => {
    expect(canEnterPage('/profile/signature', borrower([]))).toBe(false);
    expect(canEnterPage('/profile/ekyc', borrower([]))).toBe(true);
  });

  it('knows no other page under /profile', () => {
    expect(canEnterPage('/profile/documents', borrower())).toBe(false);
    expect(canEnterPage('/profile/manage/extra', borrower())).toBe(false);
  });
});
