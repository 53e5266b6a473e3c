/**
 * The server's clock in the browser: the business time the page was made at, moved on by the
 * browser's own clock since. In AWS the two agree; locally the business clock can be moved
 * (`/api/dev/clock`), and a page that counts down to a session's start (when it may be joined, or
 * no longer moved) must count on the clock the API checks against, not the visitor's.
 */
export function serverClock(pageNow: string | undefined, browserNow: () => number = Date.now): () => number {
  const parsed = pageNow ? Date.parse(pageNow) : Number.NaN;
  const skew = Number.isFinite(parsed) ? parsed - browserNow() : 0;
  return () => browserNow() + skew;
}
