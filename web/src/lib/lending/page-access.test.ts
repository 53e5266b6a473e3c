import { canEnterPage } from '@ezc/domain/identity/page-rules';
import type { Subject } from '@ezc/domain/identity/subject';
import { describe, expect, it } from 'vitest';

/** Who may open the lending pages (spec §2, §6), as the domain's page rules decide. */
const borrower: Subject = { kind: 'customer', roles: ['Borrower'], privileges: ['Signature - Retrieve'] };
const staff = (role: string, privileges: string[]): Subject => ({ kind: 'staff', roles: [role], privileges });
const risk = staff('Risk Team', [
  'Application - Retrieve List',
  'Application - View Details',
  'Loan - View Details',
]);
const finance = staff('Finance Team', [
  'Loan - Retrieve List',
  'Loan - View Details',
  'Application - View Details',
]);
const attorney = staff('Attorney', ['Loan - Retrieve Signing Sessions']);

describe('the lending pages', () => {
  it('lets only borrowers apply', () => {
    expect(canEnterPage('/application/apply', borrower)).toBe(true);
    expect(canEnterPage('/application/apply', risk)).toBe(false);
    expect(canEnterPage('/application/apply', staff('Admin', ['Application - View Details']))).toBe(false);
  });

  it("opens an application's details to borrowers and 'Application - View Details'", () => {
    expect(canEnterPage('/application/view/APP-000001', borrower)).toBe(true);
    expect(canEnterPage('/application/view/APP-000001', risk)).toBe(true);
    expect(canEnterPage('/application/view/APP-000001', finance)).toBe(true);
    expect(canEnterPage('/application/view/APP-000001', attorney)).toBe(false);
    expect(canEnterPage('/application/view/APP-000001/extra', borrower)).toBe(false);
  });

  it('keeps the listings and the loan view as the spec routes them', () => {
    expect(canEnterPage('/application/listing', risk)).toBe(true);
    expect(canEnterPage('/application/listing', finance)).toBe(false);
    expect(canEnterPage('/loan/listing', finance)).toBe(true);
    expect(canEnterPage('/loan/view/EZC000001', borrower)).toBe(true);
    expect(canEnterPage('/loan/view/EZC000001', attorney)).toBe(false);
  });

  it('opens Loan Listing to an Attorney, who is shown the loans of their own signing sessions', () => {
    expect(canEnterPage('/loan/listing', attorney)).toBe(true);
    expect(canEnterPage('/loan/listing', staff('Risk Team', ['Application - Retrieve List']))).toBe(false);
  });
});
