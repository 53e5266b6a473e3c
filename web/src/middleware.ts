import { defineMiddleware } from 'astro:middleware';
import { resolveLanguage } from '@ezc/domain/i18n/index';
import { PREF_COOKIES, PREF_MAX_AGE_SECONDS, readPreferences } from './lib/preferences';

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

export const onRequest = defineMiddleware(async (context, next) => {
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

  return withSecurityHeaders(await next());
});

function withSecurityHeaders(response: Response): Response {
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
  return out;
}
