import { labelFor, toneOf } from './statuses';

/**
 * Live status changes on the lending pages (spec §1, §4). The shell's realtime script re-sends
 * every push as an `ezc:push` window event; here a page region marked `data-live-type` (the push
 * type) and `data-live-key` (its id field) gets the new status in the badges of the matching
 * `data-live-id` element, in the page's words. A push about something the page does not show, or
 * a details page whose actions now differ, reveals the region's `data-live-stale` notice, which
 * offers a reload.
 */

interface Push {
  readonly type: string;
  readonly [field: string]: unknown;
}

function wordsOf(host: HTMLElement): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(host.dataset.liveWords ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function revealStale(host: HTMLElement, statusWords: string): void {
  const notice = host.querySelector<HTMLElement>('[data-live-stale]');
  if (!notice) return;
  const text = notice.querySelector<HTMLElement>('[data-live-text]');
  if (text?.dataset.template) text.textContent = text.dataset.template.replace('{status}', statusWords);
  notice.hidden = false;
}

for (const host of document.querySelectorAll<HTMLElement>('[data-live-type]')) {
  const type = host.dataset.liveType;
  const key = host.dataset.liveKey ?? '';
  const words = wordsOf(host);
  window.addEventListener('ezc:push', (event) => {
    const push = (event as CustomEvent<Push>).detail;
    if (!push || push.type !== type) return;
    const id = String(push[key] ?? '');
    const status = String(push.Status ?? '');
    if (!id || !status) return;
    const holders = [...host.querySelectorAll<HTMLElement>('[data-live-id]')].filter(
      (el) => el.dataset.liveId === id,
    );
    if (holders.length === 0) {
      // A details page shows one object: another's change is not news here.
      if (host.dataset.liveScope !== 'one') revealStale(host, labelFor(words, status));
      return;
    }
    let changed = false;
    for (const holder of holders) {
      for (const badge of holder.querySelectorAll<HTMLElement>('[data-badge]')) {
        if (badge.dataset.status === status) continue;
        changed = true;
        badge.dataset.status = status;
        badge.textContent = labelFor(words, status);
        badge.className = `badge tone-${toneOf(status)}`;
      }
      holder.dataset.status = status;
    }
    if (changed && host.dataset.liveScope === 'one') revealStale(host, labelFor(words, status));
  });
}
