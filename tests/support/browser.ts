/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { CHROMIUM, HEADLESS_SHELL } from './chromium-paths';

/**
 * Debian's Chromium: its headless shell when there is one (the same engine without the desktop
 * browser around it; the browser files run about a fifth faster in it), otherwise the browser.
 * `npm test` installs both when missing and it may.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

/** Flags verified on these machines (stack.md): no sandbox in containers, no network chatter. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

let shared: Promise<Browser> | undefined;

/**
 * The worker's browser, launched once and kept for the files the worker runs one after another.
 * A file gets it through a handle whose `close()` closes only what that file opened (its
 * contexts), so no page, cookie or storage outlives the file; use a new context per test.
 * Playwright gives the launch a fresh temporary `--user-data-dir` of its own and deletes it when
 * the worker ends.
 */
export async function launchBrowser(): Promise<Browser> {
  shared ??= chromium
    .launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS], timeout: 60_000 })
    .then((browser) => {
      browser.on('disconnected', () => {
        shared = undefined;
      });
      return browser;
    });
  const browser = await shared;
  const before = new Set(browser.contexts());
  const closeOwn = async () => {
    await Promise.all(
      browser
        .contexts()
        .filter((c) => !before.has(c))
        .map((c) => c.close()),
    );
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'close') return closeOwn;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

let axeSource: Promise<string> | undefined;

function loadAxe(): Promise<string> {
  const require = createRequire(import.meta.url);
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Runs axe-core in the page (WCAG 2.x A/AA rules and best practices) and fails with a readable
 * list when anything serious or critical is found. axe is evaluated through the DevTools
 * protocol rather than a <script> tag, so the page's strict CSP stays on while testing.
 *
 * A rule that declares a moderate or minor impact reports every violation at that impact (axe
 * gives each failed check its rule's impact), so it can never fail this check and is not run:
 * among them `region` and the landmark rules, which walk the whole page. Leaving them out took
 * the 37 checks of the menu and signing pages from 33 s to 26 s.
 */
export async function expectNoSeriousA11yViolations(page: Page, context = ''): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(await loadAxe());
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }>;
          _audit: { rules: { id: string; impact?: string }[] };
        };
      }
    ).axe;
    const cannotBeSerious = axe._audit.rules.filter((r) => r.impact === 'moderate' || r.impact === 'minor');
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      rules: Object.fromEntries(cannotBeSerious.map((r) => [r.id, { enabled: false }])),
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  const serious = (violations as AxeViolation[]).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  if (serious.length === 0) return;
  const report = serious
    .map(
      (v) =>
        `- [${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    at ${JSON.stringify(n.target)}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
          )
          .join('\n'),
    )
    .join('\n');
  throw new Error(`Accessibility violations${context ? ` (${context})` : ''} on ${page.url()}:\n${report}`);
}

export interface ScriptBytes {
  /** Where the page ended up: a redirect (to a login, say) measures another page. */
  readonly landedOn: string;
  readonly total: number;
  readonly inline: number;
  readonly inlineCount: number;
  readonly external: number;
}

/**
 * Gzipped JavaScript a page runs: every script response the browser fetched (modules and their
 * imports included) plus the inline scripts, measured in a fresh context of `browser` (with the
 * given cookies, for a signed-in page).
 */
export async function measureScriptBytes(
  browser: Browser,
  url: string,
  cookies: Parameters<BrowserContext['addCookies']>[0] = [],
): Promise<ScriptBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (cookies.length > 0) await context.addCookies(cookies);
    const page = await context.newPage();
    const external: Array<Promise<number>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        external.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((scripts) =>
        (scripts as HTMLScriptElement[])
          .filter((s) => !s.type || s.type === 'module' || s.type === 'text/javascript')
          .map((s) => s.textContent ?? ''),
      );
    const inlineBytes = inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
    const externalBytes = (await Promise.all(external)).reduce((sum, n) => sum + n, 0);
    return {
      landedOn: new URL(page.url()).pathname,
      total: inlineBytes + externalBytes,
      inline: inlineBytes,
      inlineCount: inline.length,
      external: externalBytes,
    };
  } finally {
    await context.close();
  }
}

/** How long a page may take to settle before the test says which calls it is still waiting for. */
const SETTLE_LIMIT_MS = 30_000;

/**
 * Follows the product's API calls of `page` from now on, so a test can tell when a page it opened
 * has settled by what happened rather than by waiting out a quiet spell (Playwright's
 * 'networkidle' waits half a second after the last request of every page).
 *
 * Start following once the page's new document has committed (`goto` with `waitUntil: 'commit'`),
 * not before: a call the previous document started just before it was left may be cancelled
 * without an event to say so, and would be waited for in vain.
 */
export function followApiCalls(page: Page): { settled(): Promise<void>; stop(): void } {
  const inFlight = new Set<Request>();
  let started = 0;
  let whenNoneInFlight: (() => void)[] = [];
  const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
  const resumeIfNone = () => {
    if (inFlight.size === 0) for (const resume of whenNoneInFlight.splice(0)) resume();
  };
  const began = (r: Request) => {
    if (!isApi(r)) return;
    inFlight.add(r);
    started += 1;
  };
  const ended = (r: Request) => {
    inFlight.delete(r);
    resumeIfNone();
  };
  page.on('request', began);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const noneInFlight = () =>
    inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resume) => whenNoneInFlight.push(resume));
  /** Two frames and a task: what an answer's render and the effects it starts need to run. */
  const nextFrames = () =>
    page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
        ),
    );
  const settle = async () => {
    await page.waitForLoadState('load');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
    for (;;) {
      await noneInFlight();
      const before = started;
      await nextFrames();
      if (inFlight.size === 0 && started === before) return;
    }
  };
  return {
    /**
     * The page has loaded, each island that hydrates on its own has hydrated (not those waiting to
     * be scrolled into view), and no API call is under way, nor starts over the next two frames.
     */
    async settled() {
      let limit: NodeJS.Timeout | undefined;
      const tooLong = new Promise<never>((_, fail) => {
        limit = setTimeout(() => {
          const calls = [...inFlight].map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
          fail(
            new Error(`${page.url()} did not settle; calls still under way: ${calls.join(', ') || 'none'}`),
          );
        }, SETTLE_LIMIT_MS);
      });
      const settling = settle();
      // Past the limit the page is left as it is, and whatever it was still waiting for with it.
      settling.catch(() => undefined);
      try {
        await Promise.race([settling, tooLong]);
      } finally {
        clearTimeout(limit);
        whenNoneInFlight = [];
      }
    },
    stop() {
      page.off('request', began);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Console errors about the Content-Security-Policy: any means the policy broke the page. */
  cspErrors: string[];
}

/**
 * Opens `url` in a fresh context (reduced motion), or in `context` when given (a signed-in one,
 * see browser-session.ts), collecting Content-Security-Policy errors.
 */
export async function openPage(
  browser: Browser,
  url: string,
  viewport = DESKTOP,
  into?: BrowserContext,
): Promise<Visit> {
  const context = into ?? (await browser.newContext({ viewport, reducedMotion: 'reduce' }));
  const page = await context.newPage();
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspErrors.push(message.text());
  });
  await page.goto(url);
  return { context, page, cspErrors };
}

/** Opens the header's display-settings menu (theme, direction) unless it is open already. */
export async function openDisplaySettings(page: Page): Promise<void> {
  const menu = page.locator('[data-display-menu]');
  if (await menu.evaluate((d) => (d as HTMLDetailsElement).open)) return;
  await menu.locator('summary').click();
}
