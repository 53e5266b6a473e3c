import { atom, type WritableAtom } from 'nanostores';

/**
 * Notifications (spec §8): one store for the whole site. Any script or React island calls
 * `notify`; the single renderer in the layout shows them. No DOM here, so it is testable and
 * shared by islands without React context.
 */
export type NotificationType = 'success' | 'info' | 'warning' | 'error';

export interface NotificationInput {
  readonly type: NotificationType;
  readonly title: string;
  readonly description?: string;
  /** Stays until dismissed (spec §8: full-settlement and approval warnings). */
  readonly sticky?: boolean;
}

export interface AppNotification {
  readonly id: string;
  readonly type: NotificationType;
  readonly title: string;
  readonly description: string | undefined;
  readonly sticky: boolean;
  /** Milliseconds on screen before it goes by itself; undefined when sticky. */
  readonly timeoutMs: number | undefined;
}

/** Long enough to read a two-line message; errors linger because they usually need action. */
export const AUTO_DISMISS_MS: Readonly<Record<NotificationType, number>> = {
  success: 5000,
  info: 6000,
  warning: 8000,
  error: 10000,
};

/** At most this many on screen; the oldest non-sticky one makes room. */
export const MAX_VISIBLE = 5;

/** Spec §8, spelling as given. The renderer swaps in the page language's wording. */
export const DEFAULT_ERROR_DESCRIPTION = 'An error occured.';

const FLASH_KEY = 'ezc.flash';

interface NotificationState {
  readonly list: WritableAtom<readonly AppNotification[]>;
  defaultErrorDescription: string;
  counter: number;
}

/**
 * Astro bundles each page script (and each island) separately and may inline small ones, so
 * this module can exist more than once on a page. In the browser the state therefore lives on
 * one global object, so every copy talks to the same list. On the server each import keeps its
 * own (always empty) state; nothing is shared between requests.
 */
const state: NotificationState = (() => {
  const fresh = (): NotificationState => ({
    list: atom<readonly AppNotification[]>([]),
    defaultErrorDescription: DEFAULT_ERROR_DESCRIPTION,
    counter: 0,
  });
  if (typeof window === 'undefined') return fresh();
  const holder = window as unknown as { ezcNotifications?: NotificationState };
  holder.ezcNotifications ??= fresh();
  return holder.ezcNotifications;
})();

export const $notifications = state.list;

export function setDefaultErrorDescription(text: string): void {
  state.defaultErrorDescription = text || DEFAULT_ERROR_DESCRIPTION;
}

export function notify(input: NotificationInput): string {
  state.counter += 1;
  const id = `n${Date.now().toString(36)}-${state.counter}`;
  const sticky = input.sticky ?? false;
  const description =
    input.description?.trim() || (input.type === 'error' ? state.defaultErrorDescription : undefined);
  const next: AppNotification = {
    id,
    type: input.type,
    title: input.title,
    description,
    sticky,
    timeoutMs: sticky ? undefined : AUTO_DISMISS_MS[input.type],
  };
  let list = [...$notifications.get(), next];
  while (list.length > MAX_VISIBLE) {
    const oldest = list.findIndex((n) => !n.sticky);
    list = list.filter((_, i) => i !== (oldest === -1 ? 0 : oldest));
  }
  $notifications.set(list);
  return id;
}

export function dismiss(id: string): void {
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

/**
 * Queues a notification for the next page, for messages that precede a navigation
 * (e.g. 'Session expired.' before the redirect to the login page).
 */
export function flash(input: NotificationInput, storage: Storage = sessionStorage): void {
  const queued = readFlash(storage);
  storage.setItem(FLASH_KEY, JSON.stringify([...queued, input]));
}

/** Shows and clears whatever `flash` queued. */
export function drainFlash(storage: Storage = sessionStorage): void {
  const queued = readFlash(storage);
  storage.removeItem(FLASH_KEY);
  for (const input of queued) notify(input);
}

const TYPES: readonly string[] = ['success', 'info', 'warning', 'error'];

function readFlash(storage: Storage): NotificationInput[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FLASH_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (n): n is NotificationInput =>
        typeof n === 'object' &&
        n !== null &&
        TYPES.includes((n as { type?: unknown }).type as string) &&
        typeof (n as { title?: unknown }).title === 'string',
    );
  } catch {
    return [];
  }
}
