import type { MiddlewareHandler } from 'hono';
import { forbidden, unauthorized } from './problem';
import type { AppEnv, Principal } from './types';

/**
 * A route's access rule, declared with the route. Authentication first, then the account kind,
 * then any of the roles or privileges. Ownership of the object is checked by the use case.
 */
export type Access =
  | { public: true; why: string }
  | {
      signedIn: true;
      kinds?: Principal['kind'][];
      /** Passes with any one of these roles or any one of these privileges. */
      roles?: string[];
      privileges?: string[];
      /**
       * A call a page makes by itself (polling, reconnecting): it does not count as the person
       * being active, so it does not keep an idle session alive.
       */
      passive?: true;
      /** Also takes the single sign-on bearer (`sso_token`) of a staff sign-in, spec §7. */
      sso?: true;
    };

export const publicAccess = (why: string): Access => ({ public: true, why });
export const signedIn = (rule: Omit<Extract<Access, { signedIn: true }>, 'signedIn'> = {}): Access => ({
  signedIn: true,
  ...rule,
});

export function allows(
  access: Access,
  principal: Principal | undefined,
): 'ok' | 'unauthenticated' | 'forbidden' {
  if ('public' in access) return 'ok';
  if (!principal) return 'unauthenticated';
  if (access.kinds && !access.kinds.includes(principal.kind)) return 'forbidden';
  const needsGrant = (access.roles?.length ?? 0) + (access.privileges?.length ?? 0) > 0;
  if (!needsGrant) return 'ok';
  const byRole = access.roles?.some((r) => principal.roles.includes(r)) ?? false;
  const byPrivilege = access.privileges?.some((p) => principal.privileges.includes(p)) ?? false;
  return byRole || byPrivilege ? 'ok' : 'forbidden';
}

export function guard(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sso = 'signedIn' in access && access.sso ? c.get('ssoPrincipal') : undefined;
    if (!c.get('principal') && sso) c.set('principal', sso);
    const verdict = allows(access, c.get('principal'));
    if (verdict === 'unauthenticated') throw unauthorized();
    if (verdict === 'forbidden') throw forbidden();
    if ('signedIn' in access && !access.passive) await c.get('markActive')?.();
    await next();
  };
}

/** A short, stable description of a rule for the OpenAPI document (`x-access`). */
export function describeAccess(access: Access): string {
  if ('public' in access) return 'public';
  const parts = ['signed-in'];
  if (access.kinds) parts.push(`kinds=${access.kinds.join('|')}`);
  if (access.roles?.length) parts.push(`roles=${access.roles.join('|')}`);
  if (access.privileges?.length) parts.push(`privileges=${access.privileges.join('|')}`);
  if (access.passive) parts.push('passive');
  if (access.sso) parts.push('sso');
  return parts.join(' ');
}
