/** Who signs an agreement, in the order of their boxes on its last page. */
export const signerRoles = ['Company', 'Borrower', 'Attestor'] as const;
export type SignerRole = (typeof signerRoles)[number];
