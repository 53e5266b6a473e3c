/// <reference lib="dom" />
// The screenshot helper scrolls in the browser, hence the DOM types.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { type AccountKind, DEMO_PASSWORD, kindOf } from './api';
import { DESKTOP, openPage, type Visit } from './browser';

export interface SignedInOptions {
  readonly lang?: 'en' | 'ms';
  readonly viewport?: typeof DESKTOP;
  readonly password?: string;
  readonly kind?: AccountKind;
  /** False: a context that runs no script, for what a page does without JavaScript. */
  readonly javaScript?: boolean;
  /** A page clock the test moves (it runs on by itself until moved), installed before the page opens. */
  readonly clock?: boolean;
}

/**
 * A fresh browser context signed in as `email` through the calls the site's sign-in form makes
 * (`X-Client: web`), so the session arrives as the same HttpOnly, CSRF and kind cookies the form
 * would leave. For pages whose subject is not signing in: the form itself is proven by the
 * sign-in, two-step and idle-session tests, and skipping its page and the home page it leads to
 * spares every other test two page loads.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  email: string,
  options: SignedInOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: 'reduce',
    ...(options.javaScript === false ? { javaScriptEnabled: false } : {}),
  });
  try {
    await signInContext(context, baseUrl, email, options);
    return context;
  } catch (e) {
    await context.close();
    throw e;
  }
}

/** Signs `context` in as `email` (its cookies replace any session it had). */
export async function signInContext(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  options: Pick<SignedInOptions, 'lang' | 'password' | 'kind'> = {},
): Promise<void> {
  const password = options.password ?? DEMO_PASSWORD;
  const headers = { 'X-Client': 'web', accept: 'application/json' };
  const post = async (path: string, data: unknown) => {
    const answer = await context.request.post(`${baseUrl}/api${path}`, { data, headers });
    if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()) as Record<string, unknown>;
  };
  if ((options.kind ?? kindOf(email)) === 'customer') {
    await post('/auth/customer/login', { username: email, password });
  } else {
    const { code } = await post('/sso/authorization', { email, password, client_id: 'loan-web' });
    await post('/staff/auth/login', { code });
  }
  // The language the page server renders in, as a visit with ?lang= would have remembered it.
  if (options.lang) await context.addCookies([{ name: 'lang', value: options.lang, url: baseUrl }]);
}

/** The session cookies of `email` signed in as in signedInContext, for a context made elsewhere (measureScriptBytes). */
export async function signedInCookies(
  browser: Browser,
  baseUrl: string,
  email: string,
  options: SignedInOptions = {},
): Promise<Cookie[]> {
  const context = await signedInContext(browser, baseUrl, email, options);
  try {
    return await context.cookies();
  } finally {
    await context.close();
  }
}

/** A signed-in context's page opened at `path` (see signedInContext), collecting CSP errors. */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  email: string,
  path: string,
  options: SignedInOptions = {},
): Promise<Visit> {
  const context = await signedInContext(browser, baseUrl, email, options);
  if (options.clock) await context.clock.install();
  return openPage(browser, `${baseUrl}${path}`, options.viewport, context);
}

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/**
 * Saves a full-page picture of `page` as tests/artifacts/<name>.png when TEST_SCREENSHOTS=1
 * (`npm run test:screenshots`). The pictures are for people to look at: no test reads them, and
 * each costs the browser most of a CPU-second, so an ordinary run leaves them out.
 */
export async function screenshot(
  page: Page,
  name: string,
  /** False: what the screen shows (an open dialog over the page), not the whole page. */
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.TEST_SCREENSHOTS !== '1') return;
  await mkdir(ARTIFACTS, { recursive: true });
  // From the top, so a fixed header sits where a reader sees it.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage });
}
