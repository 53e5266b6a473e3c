import { hasPrivilege, hasRole, isBorrower, type Subject } from './subject';

type Rule = (s: Subject) => boolean;

const borrowerOr =
  (...privs: string[]): Rule =>
  (s) =>
    isBorrower(s) || hasPrivilege(s, ...privs);
const privilege =
  (...privs: string[]): Rule =>
  (s) =>
    hasPrivilege(s, ...privs);
const profileAudience: Rule = (s) => isBorrower(s) || hasRole(s, 'Company Signer', 'Attorney');
/**
 * The saved signature: the profile's audience, borrowers through the privilege 'Signature -
 * Retrieve' (theirs by default, an Admin may take it away), as the menu and the API grant it.
 */
const signatureAudience: Rule = (s) =>
  (isBorrower(s) && hasPrivilege(s, 'Signature - Retrieve')) || hasRole(s, 'Company Signer', 'Attorney');
const anyone: Rule = () => true;

/**
 * Who may enter each logged-in page (spec §2). The first matching pattern decides; a logged-in
 * page missing here is refused, so a new page cannot be opened by accident.
 */
export const pageRules: readonly { pattern: RegExp; rule: Rule; describe: string }[] = [
  // A customer's consents to the Privacy Notice, and where a newer notice is accepted.
  { pattern: /^\/consent\/?$/, rule: isBorrower, describe: 'Borrower' },
  {
    pattern: /^\/profile(\/manage)?\/?$/,
    rule: profileAudience,
    describe: 'Borrower, Company Signer, Attorney',
  },
  {
    pattern: /^\/profile\/ekyc\/?$/,
    rule: profileAudience,
    describe: 'Borrower, Company Signer, Attorney',
  },
  {
    pattern: /^\/profile\/signature\/?$/,
    rule: signatureAudience,
    describe: "Borrower with 'Signature - Retrieve', Company Signer, Attorney",
  },
  {
    pattern: /^\/application\/listing\/?$/,
    rule: borrowerOr('Application - Retrieve List'),
    describe: 'Borrower or Application - Retrieve List',
  },
  { pattern: /^\/application\/apply\/?$/, rule: isBorrower, describe: 'Borrower' },
  {
    pattern: /^\/application\/view\/[^/]+\/?$/,
    rule: borrowerOr('Application - View Details'),
    describe: 'Borrower or Application - View Details',
  },
  {
    // spec §6: everyone sees Loan Listing; an Attorney who does not list loans sees those of
    // their own signing sessions there.
    pattern: /^\/loan\/listing\/?$/,
    rule: (s) => borrowerOr('Loan - Retrieve List')(s) || hasRole(s, 'Attorney'),
    describe: 'Borrower, Loan - Retrieve List, or Attorney (the loans of their own signing sessions)',
  },
  {
    pattern: /^\/loan\/signing\/?$/,
    rule: privilege('Signature - Retrieve', 'Signer - Company'),
    describe: 'Signature - Retrieve or Signer - Company',
  },
  {
    pattern: /^\/loan\/view\/[^/]+\/?$/,
    rule: borrowerOr('Loan - View Details', 'Application - View Details'),
    describe: 'Borrower or Loan/Application - View Details',
  },
  {
    pattern: /^\/loan\/[^/]+\/signing-company\/?$/,
    rule: (s) => hasRole(s, 'Company Signer'),
    describe: 'Company Signer',
  },
  { pattern: /^\/loan\/pre-recorded-signing\/?$/, rule: isBorrower, describe: 'Borrower' },
  {
    pattern: /^\/loan\/signingsessions\/?$/,
    rule: privilege('Loan - Retrieve Signing Sessions'),
    describe: 'Loan - Retrieve Signing Sessions',
  },
  {
    // The live room of one session: its two people (the API admits only the session's own).
    pattern: /^\/loan\/signingsessions\/[^/]+\/?$/,
    rule: (s) => isBorrower(s) || hasRole(s, 'Attorney'),
    describe: 'Borrower or Attorney (the session’s own)',
  },
  { pattern: /^\/loan\/[^/]+\/signing\/?$/, rule: anyone, describe: 'Everyone signed in' },
  {
    pattern: /^\/appointment(\/.*)?$/,
    rule: privilege('Menu - Setup > Signing Session'),
    describe: 'Menu - Setup > Signing Session',
  },
  {
    pattern: /^\/product(\/listing)?\/?$/,
    rule: privilege('Menu - Setup > Product'),
    describe: 'Menu - Setup > Product',
  },
  {
    pattern: /^\/manual-payment\/?$/,
    rule: privilege('Manual Payment Receipt'),
    describe: 'Manual Payment Receipt',
  },
  { pattern: /^\/dashboard\/?$/, rule: privilege('Dashboard'), describe: 'Dashboard' },
  { pattern: /^\/settings\/user-role\/?$/, rule: (s) => hasRole(s, 'Admin'), describe: 'Admin' },
  // A PDPA data-subject request answered: the customer's whole record, produced for the request.
  { pattern: /^\/settings\/data-subject-request\/?$/, rule: (s) => hasRole(s, 'Admin'), describe: 'Admin' },
  // The compliance page and its export of who read customers' documents.
  {
    pattern: /^\/settings\/compliance(\/document-reads\.csv)?\/?$/,
    rule: (s) => hasRole(s, 'Admin'),
    describe: 'Admin',
  },
  {
    pattern:
      /^\/(package\/listing|partner\/listing|invoices|credit-notes|finance\/payment-received|report\/(installment-listing|interest-income-recognized|lpc|summary-of-borrower|payments-received))\/?$/,
    rule: anyone,
    describe: 'Everyone signed in (the menu restricts them)',
  },
];

export function canEnterPage(path: string, s: Subject): boolean {
  const match = pageRules.find((r) => r.pattern.test(path));
  return match ? match.rule(s) : false;
}

/** Where `/` sends a signed-in user (spec §2, "Redirect of the base path"). */
export function homePath(s: Subject): string {
  if (hasPrivilege(s, 'Dashboard')) return '/dashboard';
  if (isBorrower(s)) return '/loan/listing';
  if (hasRole(s, 'Risk Team')) return '/application/listing';
  if (hasRole(s, 'Attorney')) return '/loan/signingsessions';
  return '/loan/listing';
}
