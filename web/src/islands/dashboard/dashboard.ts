import type { Language } from '@ezc/domain/constants';
import { apiFetch } from '../../lib/api-client';
import {
  type DashboardTexts,
  type DashboardView,
  dashboardView,
  parseDashboard,
} from '../../lib/dashboard/view';
import { arrearsChart, monthlyChart } from './charts';

/**
 * The dashboard in the browser: draws its two charts from the figures the server rendered, and
 * keeps every figure current without a reload. The shell's realtime script re-sends each push as
 * an `ezc:push` event; a push that the reports' figures changed, or about loans, their accounts or
 * payments, applications or signing sessions, asks the API for the figures again (once a second at
 * most, and once more a few seconds later: the reports follow a loan's events a moment after the
 * loan's own push). A page brought back into view after a while reads them again too. Shows
 * whether updates are live: the realtime connection is open (or polling its feed) and the last
 * read succeeded.
 */

const DEBOUNCE_MS = 1_000;
const FOLLOW_UP_MS = 4_000;
/** A page hidden longer than this reads the figures again when it is shown. */
const STALE_MS = 30_000;

/**
 * Pushes that can move a figure: the reports' figures changed (sent once a loan's report rows are
 * written), loans, loan accounts, payments, applications, signing sessions.
 */
const RELEVANT = /^(reports|loan|loan-account|payment|application|signing-session|signing)\./;
const isRelevant = (type: string) => RELEVANT.test(type) && type !== 'signing-session.not-joined';

const host = document.querySelector<HTMLElement>('[data-dashboard]');
const body = host?.querySelector<HTMLElement>('[data-dashboard-body]');
if (host && body) start(host, body);

function readJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

function start(host: HTMLElement, body: HTMLElement): void {
  const texts = readJson(host.dataset.texts) as DashboardTexts | undefined;
  const first = parseDashboard({ Data: readJson(host.dataset.figures) });
  if (!texts || !first) return;
  const lang: Language = document.documentElement.lang === 'ms' ? 'ms' : 'en';
  let view = dashboardView(first, texts, lang, new Date());

  const arrearsBox = host.querySelector<HTMLElement>('[data-chart="arrears"]');
  const monthlyBox = host.querySelector<HTMLElement>('[data-chart="monthly"]');
  const arrears = arrearsBox ? arrearsChart(arrearsBox, view.arrears) : undefined;
  const monthly = monthlyBox ? monthlyChart(monthlyBox, view.monthly) : undefined;

  const liveBox = host.querySelector<HTMLElement>('[data-live-state]');
  const liveText = liveBox?.querySelector<HTMLElement>('[data-live-text]');
  const realtime = document.querySelector<HTMLElement>('[data-realtime]');
  let readFailed = false;
  let stopped = false;

  const showLive = () => {
    if (!liveBox || !liveText) return;
    const state = realtime?.dataset.state;
    const connected = state === 'open' || realtime?.dataset.polling === 'on';
    // Still connecting for the first time: nothing to say yet.
    if (!readFailed && !connected && state !== 'waiting' && liveBox.hidden) return;
    const live = connected && !readFailed && !stopped;
    const word = live ? texts.live : texts.offline;
    liveBox.hidden = false;
    liveBox.dataset.liveState = live ? 'live' : 'offline';
    if (liveText.textContent !== word) liveText.textContent = word;
  };
  if (realtime) {
    new MutationObserver(showLive).observe(realtime, { attributeFilter: ['data-state', 'data-polling'] });
  }
  showLive();

  let lastRead = Date.now();
  let reading = false;
  let again = false;

  const refresh = async (): Promise<void> => {
    if (stopped) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    lastRead = Date.now();
    const answer = await apiFetch('/api/reports/dashboard', {
      body: {},
      quiet: true,
      parse: parseDashboard,
    });
    reading = false;
    if (answer.ok) {
      readFailed = false;
      view = dashboardView(answer.data, texts, lang, new Date());
      render(host, view);
      arrears?.update(view.arrears);
      monthly?.update(view.monthly);
    } else if (answer.status === 403) {
      // The privilege was taken away while the page was open.
      stopped = true;
      body.hidden = true;
      const refused = host.querySelector<HTMLElement>('[data-forbidden]');
      if (refused) refused.hidden = false;
    } else {
      readFailed = true;
    }
    showLive();
    if (again) {
      again = false;
      void refresh();
    }
  };

  let debounce: number | undefined;
  let followUp: number | undefined;
  window.addEventListener('ezc:push', (event) => {
    const type = (event as CustomEvent<{ type?: unknown }>).detail?.type;
    if (typeof type !== 'string' || !isRelevant(type)) return;
    window.clearTimeout(debounce);
    window.clearTimeout(followUp);
    debounce = window.setTimeout(() => {
      void refresh();
      followUp = window.setTimeout(() => void refresh(), FOLLOW_UP_MS);
    }, DEBOUNCE_MS);
  });

  const stale = () => Date.now() - lastRead >= STALE_MS;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && stale()) void refresh();
  });
}

const setText = (el: Element | null | undefined, text: string) => {
  if (el && el.textContent !== text) el.textContent = text;
};

/** Writes a fresh view into the server-rendered markup (same elements, new words and links). */
function render(host: HTMLElement, view: DashboardView): void {
  const asOf = host.querySelector<HTMLTimeElement>('[data-as-of]');
  if (asOf) {
    setText(asOf, view.asOf);
    asOf.dateTime = new Date().toISOString();
  }
  for (const card of view.cards) {
    const link = host.querySelector<HTMLAnchorElement>(`[data-card="${card.key}"]`);
    if (!link) continue;
    link.setAttribute('href', card.href);
    setText(link.querySelector('[data-value]'), card.value);
    if (card.note !== undefined) setText(link.querySelector('[data-note]'), card.note);
  }
  for (const row of view.arrears) {
    const tr = host.querySelector(`[data-bucket="${row.bucket}"]`);
    if (!tr) continue;
    tr.querySelector('a')?.setAttribute('href', row.href);
    setText(tr.querySelector('[data-amount]'), row.amountText);
    setText(tr.querySelector('[data-count]'), row.countText);
  }
  const monthRows = host.querySelectorAll('[data-month-row]');
  view.monthly.forEach((m, i) => {
    const tr = monthRows[i];
    if (!tr) return;
    setText(tr.querySelector('[data-month]'), m.label);
    setText(tr.querySelector('[data-disbursed]'), m.disbursedText);
    setText(tr.querySelector('[data-collected]'), m.collectedText);
  });
}
