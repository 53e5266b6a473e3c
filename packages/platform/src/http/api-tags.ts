/**
 * The groups of the API document, in the order the reference lists them (spec §7's sections and
 * the product's own). A route's tags must be one of these: a description tells integrators what a
 * group is for. Only the groups some route uses appear in a document.
 */
export const apiTags: Readonly<Record<string, string>> = {
  Health: 'Whether the API answers, for monitoring.',
  'Authentication and session':
    "Sign-in of customers, staff and the background system account, token rotation, sign-out, and the caller's own roles and privileges.",
  'Password recovery':
    'Reset links by e-mail and a new password set with them. The answer never reveals whether an e-mail belongs to an account.',
  'Users and roles': 'Staff users, their roles and status, and the privileges of each role (Admin only).',
  'Privacy and consent':
    "The Privacy Notice version in force (an Admin publishes new ones) and each customer's consents to it, given at registration, with each loan agreement and at sign-in after a new version.",
  'Common service':
    'Reference lists (nationality, bank, state, ...), media, eKYC and e-mandate look-ups shared by the screens.',
  'Customer (CRM) service':
    'Customer records: profiles, companies and their contact persons, addresses, employments and bank accounts.',
  'Appointment slots': 'Slot groups and slot sessions in which signing sessions are booked.',
  Signing:
    'Signing sessions with an attestator, the signatures of company, borrower and attestator, and session recordings.',
  Signatures: "A user's own saved signature.",
  Products: 'Loan products and their fees.',
  Packages: 'Packages that group products for a partner company.',
  Partners: 'Partner companies.',
  'Applications and loans':
    'Applications from submission to approval, and loans from company signing to settlement, with their documents and activity history.',
  Payments:
    'Payments, receipts and installment activation. State-changing calls accept an `Idempotency-Key` header: a repeat returns the first answer.',
  Notes:
    "Staff notes on customers, applications and loans: author and time, audited on each note's own trail, never shown to borrowers.",
  'Invoices and credit notes': 'Invoices, late payment charges and credit notes of a loan.',
  Mandates: 'E-mandates (direct debit authorisations) of loans.',
  Reports:
    'Installment, payment, interest income, borrower summary and late charge reports, listed or exported.',
  Compliance:
    "The compliance page's reads (Admin): each lending product's regime, and who read which customer's documents in a period, listed or exported as CSV. Every query and export is audited.",
  Webhooks: 'Callbacks from outside providers, signed with an HMAC of the raw body.',
  'Real time': 'Tickets for the WebSocket and the polling feed of recent pushes.',
};
