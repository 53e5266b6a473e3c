/**
 * The shell's few behaviours, in plain DOM code to keep the sign-in page's JavaScript tiny:
 * theme and direction toggles in the display-settings menu, collapsing the side menu, and the
 * phone drawer.
 * Initial state is already on <html> (server cookies + pre-paint script); this only reacts.
 */
const root = document.documentElement;
const DRAWER_QUERY = window.matchMedia('(max-width: 767px)');

function remember(name: 'theme' | 'dir' | 'nav', value: string): void {
  try {
    localStorage.setItem(`ezc.${name}`, value);
  } catch {
    // Private modes may refuse storage; the cookie below still carries the choice.
  }
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers
  document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax${secure}`;
}

function bindToggle(selector: string, isOn: () => boolean, flip: (on: boolean) => void): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>(selector)];
  const sync = () => {
    for (const button of buttons) button.setAttribute('aria-pressed', String(isOn()));
  };
  for (const button of buttons) {
    button.addEventListener('click', () => {
      flip(!isOn());
      sync();
    });
  }
  sync();
}

bindToggle(
  '[data-theme-toggle]',
  () => root.dataset.theme === 'dark',
  (on) => {
    root.dataset.theme = on ? 'dark' : 'light';
    remember('theme', root.dataset.theme);
  },
);

bindToggle(
  '[data-dir-toggle]',
  () => root.dir === 'rtl',
  (on) => {
    root.dir = on ? 'rtl' : 'ltr';
    remember('dir', root.dir);
  },
);

// The display-settings menu closes on a click elsewhere and on Escape, back on its button.
for (const menu of document.querySelectorAll<HTMLDetailsElement>('[data-display-menu]')) {
  document.addEventListener('click', (e) => {
    if (menu.open && !menu.contains(e.target as Node)) menu.open = false;
  });
  menu.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
}

const setCollapsed = (on: boolean) => {
  root.dataset.nav = on ? 'collapsed' : 'expanded';
  remember('nav', root.dataset.nav);
};
bindToggle('[data-nav-collapse]', () => root.dataset.nav === 'collapsed', setCollapsed);
document.addEventListener('ezc:expand-nav', () => {
  if (root.dataset.nav !== 'collapsed') return;
  setCollapsed(false);
  for (const button of document.querySelectorAll('[data-nav-collapse]'))
    button.setAttribute('aria-pressed', 'false');
});

// Phone drawer: a modal panel. Everything behind it is made inert so keyboard and screen
// reader users stay inside until it closes; focus returns to the button that opened it.
const nav = document.getElementById('side-nav');
const opener = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
const closer = document.querySelector<HTMLButtonElement>('[data-drawer-close]');
const backdrop = document.querySelector<HTMLElement>('[data-drawer-backdrop]');
const behind = [...document.querySelectorAll<HTMLElement>('.site-header, [data-shell-content], .skip-link')];

function setDrawer(open: boolean, restoreFocus = true): void {
  if (!nav || !opener) return;
  const wasOpen = root.dataset.drawer === 'open';
  if (open === wasOpen) return;
  if (open) root.dataset.drawer = 'open';
  else delete root.dataset.drawer;
  opener.setAttribute('aria-expanded', String(open));
  if (backdrop) backdrop.hidden = !open;
  for (const element of behind) element.inert = open;
  if (open) {
    const target = closer ?? nav.querySelector<HTMLElement>('a, button, input');
    target?.focus();
    // Until the drawer's visibility has switched, focus may not stick: try again next frame.
    if (target && document.activeElement !== target) requestAnimationFrame(() => target.focus());
  } else if (restoreFocus) {
    opener.focus();
  }
}

opener?.addEventListener('click', () => setDrawer(true));
closer?.addEventListener('click', () => setDrawer(false));
backdrop?.addEventListener('click', () => setDrawer(false));
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && root.dataset.drawer === 'open') {
    event.preventDefault();
    setDrawer(false);
  }
});
DRAWER_QUERY.addEventListener('change', (query) => {
  if (!query.matches) setDrawer(false, false);
});

// A module, not a global script: its names must not clash with window's (e.g. `opener`).
export {};
