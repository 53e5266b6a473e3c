import type { Privilege } from '../identity/roles';

/**
 * Who hears about a change. A borrower hears about their own customer's objects; staff hear about
 * an object only through a privilege that lets them see objects of its kind — never all staff.
 */
export const staffVisibility: Readonly<Record<string, readonly Privilege[]>> = {
  'loan.status-changed': ['Loan - Retrieve List', 'Loan - View Details'],
  // The dashboard counts applications in review and signing sessions today.
  'application.status-changed': ['Application - Retrieve List', 'Application - View Details', 'Dashboard'],
  'signing-session.status-changed': [
    'Loan - Retrieve Signing Sessions',
    'Menu - Signing Sessions',
    'Dashboard',
  ],
  'signing-session.not-joined': ['Loan - Retrieve Signing Sessions'],
  'reports.changed': ['Dashboard'],
};

/** Notices for staff to act on: the object's owner is not told. */
const staffOnlyNotices: ReadonlySet<string> = new Set(['signing-session.not-joined']);

export const customerAudience = (customerId: string) => `CUSTOMER#${customerId}`;
export const privilegeAudience = (privilege: string) => `PRIV#${privilege}`;

const privilegesThatHear = new Set(Object.values(staffVisibility).flat());

/** The audiences an event about an object goes to: its owner, and staff holding a privilege to see it. */
export function audiencesOfEvent(eventName: string, ownerCustomerId: string | undefined): string[] {
  return [
    ...(staffVisibility[eventName] ?? []).map(privilegeAudience),
    ...(ownerCustomerId && !staffOnlyNotices.has(eventName) ? [customerAudience(ownerCustomerId)] : []),
  ];
}

/** The audiences a signed-in person listens to. */
export function audiencesOfListener(listener: {
  kind: 'customer' | 'staff' | 'service';
  id: string;
  customerId?: string | undefined;
  privileges: readonly string[];
}): string[] {
  if (listener.kind === 'customer') return [customerAudience(listener.customerId ?? listener.id)];
  return listener.privileges.filter((p) => privilegesThatHear.has(p as Privilege)).map(privilegeAudience);
}
