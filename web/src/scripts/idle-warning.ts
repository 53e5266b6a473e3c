import { apiFetch } from '../lib/api-client';
import { type AccountKind, endIdleSession, signOut } from '../lib/client-session';
import { countsAsActivity, type IdleLimits, IdleWatch, recordAtLoad } from '../lib/idle-clock';
import { IDLE_RECORD_KEY, parseIdleRecord, publishIdleRecord, readIdleRecord } from '../lib/idle-record';

/**
 * Signs a signed-in page out after the session's idle limit, with the warning dialog a minute
 * before. Activity is the person's pointer, keys and touch on this page, the page's own API
 * calls, and whatever the other tabs share through storage.
 */

/** Said aloud at these seconds left; the dialog itself is announced when it opens. */
const ANNOUNCE_AT = new Set([30, 10]);

function parseLimits(body: unknown): IdleLimits | undefined {
  const data = (body as { Data?: { IdleTimeoutSeconds?: unknown; IdleWarningSeconds?: unknown } } | null)
    ?.Data;
  const timeout = data?.IdleTimeoutSeconds;
  const warning = data?.IdleWarningSeconds;
  if (typeof timeout !== 'number' || typeof warning !== 'number') return undefined;
  return { timeoutMs: timeout * 1000, warningMs: warning * 1000 };
}

function start(dialog: HTMLDialogElement): void {
  const data = dialog.dataset;
  const limits = {
    timeoutMs: Number(data.timeoutSeconds) * 1000,
    warningMs: Number(data.warningSeconds) * 1000,
  };
  const text = dialog.querySelector<HTMLElement>('[data-idle-text]');
  const announce = dialog.querySelector<HTMLElement>('[data-idle-announce]');
  const stay = dialog.querySelector<HTMLButtonElement>('[data-idle-stay]');
  const leave = dialog.querySelector<HTMLButtonElement>('[data-idle-sign-out]');
  if (!(limits.timeoutMs > 0) || !text || !announce || !stay || !leave) return;
  const kind: AccountKind = data.kind === 'staff' ? 'staff' : 'customer';

  const sentence = (seconds: number) =>
    (seconds === 1 ? data.textOne : data.text)?.replace('{seconds}', String(seconds)) ?? '';

  const now = Date.now();
  // The page server's call for this page happened after the navigation began.
  const navigationStart = now - Math.min(Math.max(performance.now(), 0), 10_000);
  const record = recordAtLoad(readIdleRecord(), navigationStart, now, limits);
  publishIdleRecord(record);

  const watch = new IdleWatch({
    limits,
    record,
    keepAlive: async (asked) => {
      const answer = await apiFetch('/api/auth/keep-alive', {
        method: 'POST',
        parse: parseLimits,
        quiet: !asked,
        ...(data.failedTitle ? { failureTitle: data.failedTitle } : {}),
      });
      return answer.ok ? answer.data : undefined;
    },
    publish: publishIdleRecord,
    readShared: readIdleRecord,
    onWarning: (seconds) => {
      text.textContent = sentence(seconds);
      if (!dialog.open) {
        announce.textContent = '';
        dialog.showModal();
        stay.focus();
      } else if (ANNOUNCE_AT.has(seconds)) {
        announce.textContent = sentence(seconds);
      }
    },
    onActive: () => {
      if (dialog.open) dialog.close();
    },
    onOver: () => {
      stay.disabled = true;
      leave.disabled = true;
      void endIdleSession(kind);
    },
  });

  stay.addEventListener('click', () => void watch.stay());
  leave.addEventListener('click', () => {
    watch.stop();
    leave.disabled = true;
    void signOut(kind);
  });
  // Escape answers the question too: whoever pressed it is here. It must never sign out.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    void watch.stay();
  });
  // The browser may close the dialog itself (a second Escape): that is staying, too.
  dialog.addEventListener('close', () => {
    if (watch.warning) void watch.stay();
  });

  const active = () => watch.activity();
  for (const type of ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel']) {
    document.addEventListener(type, active, { capture: true, passive: true });
  }

  window.addEventListener('storage', (event) => {
    if (event.key !== IDLE_RECORD_KEY) return;
    const shared = parseIdleRecord(event.newValue);
    if (shared) watch.shared(shared);
  });

  // The page's API calls are activity on the server: they move the record without a keep-alive.
  try {
    new PerformanceObserver((list) => {
      const end = Date.now();
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (entry.initiatorType !== 'fetch' && entry.initiatorType !== 'xmlhttprequest') continue;
        const url = new URL(entry.name);
        if (url.origin !== window.location.origin || !countsAsActivity(url.pathname)) continue;
        // Refused calls were not activity (the status is unknown in browsers that do not report it).
        if (entry.responseStatus === 401) continue;
        watch.call(end - Math.max(entry.duration, 0), end);
      }
    }).observe({ type: 'resource' });
  } catch {
    // Without the observer the page's calls are not seen; the person's own activity still is.
  }
}

const dialog = document.querySelector<HTMLDialogElement>('[data-idle-warning]');
if (dialog) start(dialog);
