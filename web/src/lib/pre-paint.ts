import { createHash } from 'node:crypto';

/**
 * Runs in <head> before the first paint so stored preferences never flash. Cookies win (the
 * server already rendered them); localStorage fills in when cookies were cleared; the system
 * colour scheme is the last resort. A `?lang=` value is remembered and then removed from the
 * address so bookmarks and reloads do not pin the language.
 *
 * Kept as a string (not an Astro-bundled script) because it must run synchronously inline;
 * its hash is allowed by the Content-Security-Policy, so any edit here stays covered.
 */
export const PRE_PAINT_SCRIPT = `(function () {
  var d = document.documentElement, s, p = 'ezc.';
  try { s = window.localStorage; } catch (e) { s = null; }
  function cookie(n) { var m = document.cookie.match('(?:^|; )' + n + '=([^;]*)'); return m ? m[1] : null; }
  function stored(n) { try { return s ? s.getItem(p + n) : null; } catch (e) { return null; } }
  function keep(n, v) {
    try { if (s) s.setItem(p + n, v); } catch (e) {}
    document.cookie = n + '=' + v + '; path=/; max-age=31536000; samesite=lax' + (location.protocol === 'https:' ? '; secure' : '');
  }
  function pick(n, allowed) {
    var c = cookie(n), l = stored(n);
    if (allowed.indexOf(c) >= 0) { if (l !== c) keep(n, c); return c; }
    if (allowed.indexOf(l) >= 0) { keep(n, l); return l; }
    return null;
  }
  d.setAttribute('data-js', '');
  d.setAttribute('data-theme', pick('theme', ['light', 'dark']) || (window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  d.setAttribute('dir', pick('dir', ['ltr', 'rtl']) || 'ltr');
  d.setAttribute('data-nav', pick('nav', ['expanded', 'collapsed']) || 'expanded');
  var url = new URL(location.href), lang = d.getAttribute('lang');
  if (url.searchParams.has('lang')) {
    keep('lang', lang);
    url.searchParams.delete('lang');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  } else if (!cookie('lang') && (stored('lang') === 'en' || stored('lang') === 'ms') && stored('lang') !== lang) {
    keep('lang', stored('lang'));
    if (cookie('lang') === stored('lang')) location.reload();
  } else {
    keep('lang', lang);
  }
})();`;

/** CSP source expression allowing exactly the script above. */
export const PRE_PAINT_HASH =
  `sha256-${createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64')}` as const;
