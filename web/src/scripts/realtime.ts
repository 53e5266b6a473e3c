import { apiFetch } from '../lib/api-client';
import { notify } from '../stores/notifications';

/**
 * The real-time connection of a signed-in page (spec §1, §9): opened on load with a one-minute
 * ticket of the page's own session, given up after 10 s without an answer, reopened after any
 * loss with a growing pause (1 s to 30 s), for as long as the page stays open. Status changes are
 * announced and re-dispatched as `ezc:push` events for the page's own islands.
 */
const CONNECT_TIMEOUT_MS = 10_000;
const MAX_PAUSE_MS = 30_000;

interface Push {
  type: string;
  at?: string;
  [field: string]: unknown;
}

const host = document.querySelector<HTMLElement>('[data-realtime]');
if (host && 'WebSocket' in window) {
  let failures = 0;

  const socketUrl = (token: string) => {
    const base =
      host.dataset.wsUrl || `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
    const url = new URL(base);
    url.searchParams.set('token', token);
    return url.toString();
  };

  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

  const announce = (push: Push) => {
    window.dispatchEvent(new CustomEvent<Push>('ezc:push', { detail: push }));
    if (!push.type.endsWith('.status-changed')) return;
    const id = String(push.LoanNo ?? push.ApplicationId ?? push.SigningSessionId ?? '');
    notify({
      type: 'info',
      title: host.dataset.pushTitle ?? 'Status updated',
      description: fill(host.dataset.pushText ?? '{id}: {status}', { id, status: String(push.Status ?? '') }),
    });
  };

  const retry = () => {
    failures += 1;
    host.dataset.state = 'waiting';
    const pause = Math.min(MAX_PAUSE_MS, 1000 * 2 ** Math.min(failures - 1, 5));
    window.setTimeout(connect, pause);
  };

  async function connect(): Promise<void> {
    host!.dataset.state = 'connecting';
    const ticket = await apiFetch<{ token: string }>('/api/realtime/ticket', {
      method: 'POST',
      body: {},
      parse: (b) =>
        typeof (b as { token?: unknown })?.token === 'string' ? (b as { token: string }) : undefined,
    });
    // A lost session is handled by apiFetch (it leaves the page); anything else is retried.
    if (!ticket.ok) {
      if (ticket.status !== 401) retry();
      return;
    }
    const socket = new WebSocket(socketUrl(ticket.data.token));
    const timer = window.setTimeout(() => socket.close(), CONNECT_TIMEOUT_MS);
    socket.addEventListener('open', () => {
      window.clearTimeout(timer);
      failures = 0;
      host!.dataset.state = 'open';
    });
    socket.addEventListener('message', (event) => {
      try {
        const push = JSON.parse(String(event.data)) as Push;
        if (typeof push.type === 'string' && push.type !== 'welcome' && push.type !== 'pong') announce(push);
      } catch {
        // Not one of ours: ignore it rather than break the page.
      }
    });
    socket.addEventListener('close', () => {
      window.clearTimeout(timer);
      retry();
    });
  }

  void connect();
}
