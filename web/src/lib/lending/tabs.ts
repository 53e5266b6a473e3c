/**
 * The loan's detail tabs. Rendered as a list of links to the panels below it (every panel shown),
 * so the page reads fine without script; here the list becomes a tab list (WAI-ARIA tabs pattern:
 * arrows, Home and End move between tabs, one panel shown). The address's #fragment picks the
 * first tab shown and follows the choice.
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
  const list = root.querySelector<HTMLElement>('[data-tab-list]');
  const panelsBox = root.querySelector<HTMLElement>('[data-tab-panels]');
  if (!list || !panelsBox) continue;
  const tabs = [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const panels = tabs.map((tab) => document.getElementById(tab.hash.slice(1)));
  if (panels.some((p) => p === null)) continue;

  list.setAttribute('role', 'tablist');
  if (root.dataset.tabsLabel) list.setAttribute('aria-label', root.dataset.tabsLabel);
  panelsBox.classList.add('is-tabbed');
  for (const item of list.querySelectorAll('li')) item.setAttribute('role', 'presentation');

  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = panels[i];
      if (panel) panel.hidden = !on;
    });
    if (focus) tabs[index]?.focus();
  };

  tabs.forEach((tab, i) => {
    const panel = panels[i] as HTMLElement;
    tab.id ||= `${panel.id}-tab`;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      select(i, false);
      history.replaceState(null, '', tab.hash);
    });
    tab.addEventListener('keydown', (event) => {
      const last = tabs.length - 1;
      const to =
        event.key === 'ArrowRight'
          ? (i + 1) % tabs.length
          : event.key === 'ArrowLeft'
            ? (i - 1 + tabs.length) % tabs.length
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? last
                : undefined;
      if (to === undefined) return;
      event.preventDefault();
      select(to, true);
      history.replaceState(null, '', tabs[to]?.hash ?? '');
    });
  });

  const fromHash = tabs.findIndex((t) => t.hash === location.hash);
  const initial = fromHash >= 0 ? fromHash : Math.max(0, Number(root.dataset.tabsInitial ?? 0));
  select(initial, false);
}
