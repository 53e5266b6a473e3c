import { api } from '../lib/api-client';
import { notify } from '../stores/notifications';

/**
 * The real-time connection of a signed-in page (spec §1, §9): a WebSocket first, opened on load
 * with a one-minute ticket of the page's own session, given up after 10 s without an answer and
 * reopened after any loss with a growing pause (1 s to 30 s), for as long as the page stays open.
 * After three failed attempts in a row the page also polls the feed of recent pushes every 15 s,
 * until a socket opens again. Status changes are announced once and re-dispatched as `ezc:push`
 * events for the page's own islands.
 */
const CONNECT_TIMEOUT_MS = 10_000;
const MAX_PAUSE_MS = 30_000;
const POLL_AFTER_FAILURES = 3;
const POLL_EVERY_MS = 15_000;

interface Push {
  type: string;
  at?: string;
  [field: string]: unknown;
}

const host = document.querySelector<HTMLElement>('[data-realtime]');
if (host) {
  let failures = 0;
  let pollTimer: number | undefined;
  let since = host.dataset.since || new Date().toISOString();
  const seen = new Set<string>();

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
    // The socket and the feed may both bring the same push.
    const key = JSON.stringify(push);
    if (seen.has(key)) return;
    seen.add(key);
    if (push.at && push.at > since) since = push.at;
    window.dispatchEvent(new CustomEvent<Push>('ezc:push', { detail: push }));
    // spec §9: staff follow up a borrower who has not joined 15 minutes before the start.
    if (push.type === 'signing-session.not-joined') {
      notify({
        type: 'warning',
        title: host.dataset.notJoinedTitle ?? 'Borrower has not joined',
        description: fill(host.dataset.notJoinedText ?? '{loanNo} ({session})', {
          loanNo: String(push.LoanNo ?? ''),
          session: String(push.SigningSessionId ?? ''),
        }),
      });
      return;
    }
    if (!push.type.endsWith('.status-changed')) return;
    const id = String(push.LoanNo ?? push.ApplicationId ?? push.SigningSessionId ?? '');
    notify({
      type: 'info',
      title: host.dataset.pushTitle ?? 'Status updated',
      description: fill(host.dataset.pushText ?? '{id}: {status}', { id, status: String(push.Status ?? '') }),
    });
  };

  const isPush = (value: unknown): value is Push =>
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

  const poll = async () => {
    const answer = await api.get('/api/realtime/events', {
      query: { after: since },
      parse: (b) => (Array.isArray(b?.Data) && b.Data.every(isPush) ? b.Data : undefined),
    });
    if (answer.ok) for (const push of answer.data) announce(push);
  };

  const startPolling = () => {
    if (pollTimer !== undefined) return;
    host.dataset.polling = 'on';
    void poll();
    pollTimer = window.setInterval(() => void poll(), POLL_EVERY_MS);
  };

  const stopPolling = () => {
    if (pollTimer === undefined) return;
    window.clearInterval(pollTimer);
    pollTimer = undefined;
    host.dataset.polling = 'off';
  };

  const retry = () => {
    failures += 1;
    host.dataset.state = 'waiting';
    if (failures >= POLL_AFTER_FAILURES) startPolling();
    const pause = Math.min(MAX_PAUSE_MS, 1000 * 2 ** Math.min(failures - 1, 5));
    window.setTimeout(connect, pause);
  };

  async function connect(): Promise<void> {
    host!.dataset.state = 'connecting';
    const ticket = await api.post('/api/realtime/ticket', {});
    // A lost session is handled by the client (it leaves the page); anything else is retried.
    if (!ticket.ok) {
      if (ticket.status !== 401) retry();
      return;
    }
    if (!('WebSocket' in window)) {
      startPolling();
      return;
    }
    let socket: WebSocket;
    try {
      socket = new WebSocket(socketUrl(ticket.data.token));
    } catch {
      retry();
      return;
    }
    const timer = window.setTimeout(() => socket.close(), CONNECT_TIMEOUT_MS);
    socket.addEventListener('open', () => {
      window.clearTimeout(timer);
      failures = 0;
      host!.dataset.state = 'open';
      stopPolling();
    });
    socket.addEventListener('message', (event) => {
      try {
        const push: unknown = JSON.parse(String(event.data));
        if (isPush(push) && push.type !== 'welcome' && push.type !== 'pong') announce(push);
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
