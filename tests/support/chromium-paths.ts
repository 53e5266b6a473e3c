/** Debian's Chromium, which the browser tests need, and its headless shell, which they prefer. */
export const CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
