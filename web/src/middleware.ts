import { defineMiddleware } from 'astro:middleware';
import { resolveLanguage } from '@ezc/domain/i18n/index';
import { siteBackground } from './lib/background/background-session';
import { lookupOnboarding } from './lib/customers/onboarding-server';
import { decide, wantsOnboarding } from './lib/guard';
import { PREF_COOKIES, PREF_MAX_AGE_SECONDS, readPreferences } from './lib/preferences';
import { applySetCookies, lookupSession, SESSION_COOKIES, type SessionLookup } from './lib/session';

/**
 * Headers every page gets. The Content-Security-Policy itself comes from Astro (`security.csp`
 * in astro.config.mjs), which knows the hashes of the scripts and styles it emitted.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers that predate CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/** Files, not pages: the hosts serve them before Astro, but a miss must not cost an API call. */
const STATIC_ASSET =
  /^\/(_astro|_image)\/|\.(svg|png|jpe?g|webp|gif|ico|css|js|mjs|map|txt|xml|json|webmanifest|woff2?)$/i;

// As the site's server starts: a background login it cannot make is logged in spec §5's words.
void siteBackground.problems().catch(() => undefined);

export const onRequest = defineMiddleware(async (context, next) => {
  if (STATIC_ASSET.test(context.url.pathname)) return next();

  const queryLang = context.url.searchParams.get('lang');
  const cookieLang = context.cookies.get(PREF_COOKIES.lang)?.value;
  context.locals.lang = resolveLanguage(queryLang, cookieLang);
  context.locals.prefs = readPreferences((name) => context.cookies.get(name)?.value);

  if (queryLang !== null && context.locals.lang !== cookieLang) {
    // Remembered server-side too, so the next page renders in the chosen language even
    // before any script runs.
    context.cookies.set(PREF_COOKIES.lang, context.locals.lang, {
      path: '/',
      maxAge: PREF_MAX_AGE_SECONDS,
      sameSite: 'lax',
      secure: context.url.protocol === 'https:',
    });
  }

  const apiOrigin = process.env.API_ORIGIN ?? context.url.origin;
  const hadSession =
    context.cookies.has(SESSION_COOKIES.access) || context.cookies.has(SESSION_COOKIES.refresh);
  const lookup: SessionLookup = hadSession
    ? await lookupSession({ apiOrigin, cookieHeader: context.request.headers.get('cookie') ?? '' })
    : { state: 'signed-out', setCookies: [] };
  const account = lookup.state === 'signed-in' ? lookup.account : undefined;
  context.locals.session = account;

  if (account?.kind === 'customer' && wantsOnboarding(context.url.pathname)) {
    // With the tokens this request may have just rotated: the old refresh token is spent.
    const cookieHeader = applySetCookies(context.request.headers.get('cookie'), lookup.setCookies);
    const found = await lookupOnboarding({ apiOrigin, cookieHeader, lang: context.locals.lang });
    context.locals.onboarding = { ...found, cookieHeader };
  }

  const decision = decide({
    path: context.url.pathname,
    subject: account,
    unknown: lookup.state === 'unknown',
    hadSession,
    kindCookie: context.cookies.get(SESSION_COOKIES.kind)?.value,
    onboarding: context.locals.onboarding?.lookup,
  });
  const response = decision.action === 'redirect' ? context.redirect(decision.location, 302) : await next();
  return finish(response, lookup.setCookies, hadSession);
});

/**
 * Security headers on every page, the rotated (or cleared) session cookies from the lookup, and
 * no caching of anything rendered for a session: pages may carry personal data.
 */
function finish(response: Response, setCookies: readonly string[], personal: boolean): Response {
  let out = response;
  try {
    out.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    // Redirects and fetched responses carry immutable headers: copy them once.
    out = new Response(response.body, response);
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!out.headers.has(name)) out.headers.set(name, value);
  }
  for (const cookie of setCookies) out.headers.append('Set-Cookie', cookie);
  if (personal) out.headers.set('Cache-Control', 'private, no-store');
  return out;
}
