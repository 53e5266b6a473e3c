/** Who is asking, as far as menus and page guards care. */
export interface Subject {
  kind: 'customer' | 'staff' | 'service';
  roles: readonly string[];
  privileges: readonly string[];
}

export const hasRole = (s: Subject, ...roles: string[]) => roles.some((r) => s.roles.includes(r));
export const hasPrivilege = (s: Subject, ...privileges: string[]) =>
  privileges.some((p) => s.privileges.includes(p));
export const isBorrower = (s: Subject) => s.kind === 'customer';
