import { canEnterPage, pageRules } from '@ezc/domain/identity/page-rules';
import type { Subject } from '@ezc/domain/identity/subject';
import { expiredLoginPath, loginPathFor } from './login-paths';

/**
 * What the page server does with a request before rendering, decided from the path and the
 * session alone (pure, so the rules are tested without a server). The access rules themselves
 * are the domain's (`pageRules`, `canEnterPage`); this only turns them into redirects.
 */

export type GuardDecision =
  | { readonly action: 'render' }
  | { readonly action: 'redirect'; readonly location: string };

export interface GuardInput {
  readonly path: string;
  /** The signed-in account, or undefined. */
  readonly subject: (Subject & { readonly home: string }) | undefined;
  /** The session lookup failed (API unreachable): nothing is known. */
  readonly unknown: boolean;
  /** The browser sent session cookies, so a missing session means it expired. */
  readonly hadSession: boolean;
  /** The `ezc_kind` cookie: which login page to send the visitor to. */
  readonly kindCookie: string | undefined;
}

/** Login pages: a signed-in visitor is sent home instead. */
const LOGIN_PATHS: ReadonlySet<string> = new Set(['/', '/staff/login', '/staff/login/']);

/** A logged-in page of spec §2: one the domain's page rules know. */
export function isGuardedPath(path: string): boolean {
  return pageRules.some((r) => r.pattern.test(path));
}

export function decide(input: GuardInput): GuardDecision {
  const { path, subject } = input;
  if (LOGIN_PATHS.has(path)) {
    return subject ? { action: 'redirect', location: subject.home } : { action: 'render' };
  }
  if (!isGuardedPath(path)) return { action: 'render' };
  if (subject) {
    return canEnterPage(path, subject) ? { action: 'render' } : { action: 'redirect', location: '/error-1' };
  }
  // Cannot tell whether the session is still good: a failure page, not a sign-out.
  if (input.unknown) return { action: 'redirect', location: '/error-2' };
  const location = input.hadSession ? expiredLoginPath(input.kindCookie) : loginPathFor(input.kindCookie);
  return { action: 'redirect', location };
}
