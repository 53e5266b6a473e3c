import { canEnterPage, pageRules } from '@ezc/domain/identity/page-rules';
import type { Subject } from '@ezc/domain/identity/subject';
import { type ProgressLookup, parseWizardPath, resumePath, routeWizard } from './customers/wizard';
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
  readonly subject: (Subject & { readonly home: string; readonly consentRequired?: boolean }) | undefined;
  /** The session lookup failed (API unreachable): nothing is known. */
  readonly unknown: boolean;
  /** The browser sent session cookies, so a missing session means it expired. */
  readonly hadSession: boolean;
  /** The `ezc_kind` cookie: which login page to send the visitor to. */
  readonly kindCookie: string | undefined;
  /** A signed-in customer's onboarding progress, looked up for login and onboarding pages. */
  readonly onboarding?: ProgressLookup;
}

/** Login pages: a signed-in visitor is sent home instead. */
const LOGIN_PATHS: ReadonlySet<string> = new Set(['/', '/staff/login', '/staff/login/']);

/** Where a customer accepts a newer Privacy Notice; every other page waits for it. */
export const CONSENT_PATH = '/consent';

/** Pages whose decision needs a signed-in customer's onboarding progress. */
export function wantsOnboarding(path: string): boolean {
  return LOGIN_PATHS.has(path) || parseWizardPath(path) !== undefined;
}

/** A logged-in page of spec §2: one the domain's page rules know. */
export function isGuardedPath(path: string): boolean {
  return pageRules.some((r) => r.pattern.test(path));
}

export function decide(input: GuardInput): GuardDecision {
  const { path, subject } = input;
  // A newer Privacy Notice comes before any page of the account (public pages, such as the notice
  // itself, stay open so it can be read).
  if (
    subject?.consentRequired &&
    path !== CONSENT_PATH &&
    (LOGIN_PATHS.has(path) || parseWizardPath(path) !== undefined || isGuardedPath(path))
  ) {
    return { action: 'redirect', location: CONSENT_PATH };
  }
  if (LOGIN_PATHS.has(path)) {
    // A customer part-way through onboarding resumes it rather than landing on an empty home.
    const home = subject && (resumePath(input.onboarding) ?? subject.home);
    return home ? { action: 'redirect', location: home } : { action: 'render' };
  }
  const wizard = parseWizardPath(path);
  if (wizard) {
    return routeWizard({
      at: wizard,
      visitor: subject ? (subject.kind === 'customer' ? 'customer' : 'other') : 'nobody',
      ...(subject ? { home: subject.home } : {}),
      ...(input.onboarding ? { progress: input.onboarding } : {}),
      loginPath: input.hadSession ? expiredLoginPath('customer') : loginPathFor('customer'),
      unknown: input.unknown,
    });
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
