import { notify } from '../../stores/notifications';
import type { SlotConfig, SlotRequest } from './slot-config';

/**
 * The only script an appointment slot page ships up front: it waits for New, Edit or Delete and
 * then loads the editors (React and the forms) once, so reading a listing costs no framework.
 * The buttons name what they ask for, as the lending setup's do: `data-setup-action` ('create' |
 * 'edit' | 'delete'), `data-key` (the record's id) and `data-name`.
 */

type Host = typeof import('./editor-host');

const root = document.querySelector<HTMLElement>('[data-slot-root]');
let host: Promise<Host> | undefined;
let config: SlotConfig | undefined;

const ACTIONS: readonly string[] = ['create', 'edit', 'delete'];

function requestOf(button: HTMLElement): SlotRequest | undefined {
  const action = button.dataset.setupAction ?? '';
  if (!ACTIONS.includes(action)) return undefined;
  return {
    action: action as SlotRequest['action'],
    ...(button.dataset.key ? { key: button.dataset.key } : {}),
    ...(button.dataset.name ? { name: button.dataset.name } : {}),
  };
}

if (root) {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('[data-setup-action]');
    const request = button ? requestOf(button) : undefined;
    if (!button || !request) return;
    event.preventDefault();
    config ??= JSON.parse(root.dataset.config ?? '{}') as SlotConfig;
    const settings = config;
    button.setAttribute('aria-busy', 'true');
    host ??= import('./editor-host');
    host
      .then((h) => h.openEditor(settings, request))
      .catch(() => {
        // Loading the editors failed (offline, a new release): let the next press try again.
        host = undefined;
        const fallback = document.querySelector<HTMLElement>('[data-notifications]');
        notify({ type: 'error', title: fallback?.dataset.requestError || 'Request Error' });
      })
      .finally(() => button.removeAttribute('aria-busy'));
  });
}
