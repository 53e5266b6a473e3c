import { notify } from '../stores/notifications';

/**
 * The only script a page of setup records ships up front: it waits for New, Edit or Delete and
 * then loads the editors (React and the forms) once, so reading and filtering a listing costs no
 * framework. The buttons name what they ask for: `data-setup-action` ('create' | 'edit' |
 * 'delete'), `data-key` (the record's id) and `data-name`; the page's root (found by `rootSelector`)
 * carries the editors' settings as JSON in `data-config`.
 */
export interface EditorRequest<A extends string = 'create' | 'edit' | 'delete'> {
  action: A;
  key?: string;
  name?: string;
}

const ACTIONS: readonly string[] = ['create', 'edit', 'delete'];

function requestOf<R extends EditorRequest>(button: HTMLElement): R | undefined {
  const action = button.dataset.setupAction ?? '';
  if (!ACTIONS.includes(action)) return undefined;
  return {
    action,
    ...(button.dataset.key ? { key: button.dataset.key } : {}),
    ...(button.dataset.name ? { name: button.dataset.name } : {}),
  } as R;
}

export function launchEditors<C, R extends EditorRequest>(
  rootSelector: string,
  load: () => Promise<{ openEditor(config: C, request: R): void }>,
): void {
  const root = document.querySelector<HTMLElement>(rootSelector);
  if (!root) return;
  let host: ReturnType<typeof load> | undefined;
  let config: C | undefined;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('[data-setup-action]');
    const request = button ? requestOf<R>(button) : undefined;
    if (!button || !request) return;
    event.preventDefault();
    config ??= JSON.parse(root.dataset.config ?? '{}') as C;
    const settings = config;
    button.setAttribute('aria-busy', 'true');
    host ??= load();
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
