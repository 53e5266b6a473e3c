import { notify } from '../../stores/notifications';
import type { SetupConfig, SetupRequest } from './setup-config';

/**
 * The only script a setup listing ships up front: it waits for New, Edit or Delete and then loads
 * the editors (React and the forms) once, so reading and filtering a listing costs no framework.
 * The buttons name what they ask for: `data-setup-action` ('create' | 'edit' | 'delete'),
 * `data-key` (the record's code) and `data-name`.
 */

type Host = typeof import('./editor-host');

const root = document.querySelector<HTMLElement>('[data-setup-root]');
let host: Promise<Host> | undefined;
let config: SetupConfig | undefined;

const ACTIONS: readonly string[] = ['create', 'edit', 'delete'];

function requestOf(button: HTMLElement): SetupRequest | undefined {
  const action = button.dataset.setupAction ?? '';
  if (!ACTIONS.includes(action)) return undefined;
  return {
    action: action as SetupRequest['action'],
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
    config ??= JSON.parse(root.dataset.config ?? '{}') as SetupConfig;
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
