/** The login page for an account kind (spec §2: customers sign in at /, staff at /staff/login). */
export function loginPathFor(kind: string | undefined): '/' | '/staff/login' {
  return kind === 'staff' ? '/staff/login' : '/';
}

/** The same login page, telling it the session ran out (it then says so and clears stored state). */
export function expiredLoginPath(kind: string | undefined): string {
  return `${loginPathFor(kind)}?expired=1`;
}
