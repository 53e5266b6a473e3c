/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser } from '../support/browser';
import { openSignedIn, screenshot } from '../support/browser-session';
import { startTestServer } from '../support/server';

/**
 * The wide tables staff read all day, on an ordinary office laptop (1366 × 768): no column is cut
 * off at the card's right edge. A table that fits shows every column; one wider than its card
 * scrolls inside it, as a region the keyboard reaches, with its first column (what the row is)
 * kept in view while the others pass under it, and the page itself never scrolls sideways. NRIC
 * numbers stay on one line; a long product name is shortened with the whole name in its title.
 */

const LAPTOP = { width: 1366, height: 768 } as const;

/** The listings and reports, each with its first column (the reports' in the spec's order). */
const PAGES = [
  { path: '/loan/listing', firstColumn: 'Loan no.' },
  { path: '/application/listing', firstColumn: 'Application ID' },
  { path: '/report/summary-of-borrower', firstColumn: 'Disbursed' },
  { path: '/report/installment-listing', firstColumn: 'Due date' },
  { path: '/product/listing', firstColumn: 'SKU' },
] as const;

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ lending: true }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface TableFit {
  readonly firstHeader: string;
  readonly focusable: boolean;
  readonly scrolls: boolean;
  /** Header cells another lies over, at rest. */
  readonly covered: string[];
  /** Header cells whose right edge lies past the box's right edge with the box scrolled to its end. */
  readonly unreachable: string[];
  /** How far the first column moved from the box's left edge once the box is scrolled to its end. */
  readonly firstColumnDrift: number;
}

/** Each table's box on the page, measured at rest and scrolled to its end. */
function measureTables(page: Page): Promise<TableFit[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main table')].flatMap((table) => {
      const box = table.parentElement;
      if (!box || table.offsetParent === null) return [];
      const headers = [...table.querySelectorAll<HTMLElement>('thead th')].filter((th) => th.offsetWidth > 0);
      const first = headers[0];
      if (!first) return [];
      // At rest, no column lies over its neighbour (a pinned column would cover the next one).
      const rects = headers.map((th) => th.getBoundingClientRect());
      const covered = headers
        .filter((_, i) => i > 0 && rects[i - 1]!.right > rects[i]!.left + 1)
        .map((th) => th.textContent?.trim() ?? '');
      const scrolls = box.scrollWidth > box.clientWidth + 1;
      // Only a box a person can scroll counts as scrolling (a script could scroll a clipped one).
      if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box.scrollLeft = box.scrollWidth;
      const edge = box.getBoundingClientRect();
      const right = edge.left + box.clientLeft + box.clientWidth;
      const unreachable = headers
        .filter((th) => th.getBoundingClientRect().right > right + 1)
        .map((th) => th.textContent?.trim() ?? '');
      const firstColumnDrift = Math.abs(first.getBoundingClientRect().left - (edge.left + box.clientLeft));
      box.scrollLeft = 0;
      return [
        {
          firstHeader: first.textContent?.trim() ?? '',
          focusable: box.tabIndex === 0,
          scrolls,
          covered,
          unreachable,
          firstColumnDrift,
        },
      ];
    }),
  );
}

describe('wide tables on a 1366 px laptop', () => {
  for (const { path, firstColumn } of PAGES) {
    it(`${path}: every column is in view or a scroll away, the first kept in view`, async () => {
      const { context, page } = await openSignedIn(browser, server.url, 'admin@demo.test', path, {
        viewport: LAPTOP,
      });
      try {
        expect(new URL(page.url()).pathname).toBe(path);
        const tables = await measureTables(page);
        expect(tables.length).toBeGreaterThan(0);
        expect(tables[0]!.firstHeader).toBe(firstColumn);
        for (const t of tables) {
          expect(t.unreachable, `${t.firstHeader}: columns off the edge`).toEqual([]);
          expect(t.covered, `${t.firstHeader}: columns under another`).toEqual([]);
          if (t.scrolls) {
            expect(t.focusable, `${t.firstHeader}: a table that scrolls takes focus`).toBe(true);
            expect(t.firstColumnDrift, `${t.firstHeader}: the first column stays put`).toBeLessThanOrEqual(1);
          }
        }
        // The page itself does not scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          LAPTOP.width,
        );
        await screenshot(page, `wide-table${path.replaceAll('/', '-')}-1366`);
      } finally {
        await context.close();
      }
    });
  }

  it('keeps NRIC numbers on one line and gives a shortened product name whole in its title', async () => {
    const { context, page } = await openSignedIn(browser, server.url, 'admin@demo.test', '/loan/listing', {
      viewport: LAPTOP,
    });
    try {
      const ics = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('td.ic')].map((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          // One line: every piece of its text lies on the same line box.
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return { text: td.textContent?.trim() ?? '', lines: tops.size };
        }),
      );
      expect(ics.length).toBeGreaterThan(0);
      for (const ic of ics) expect(ic, ic.text).toMatchObject({ lines: 1 });
      expect(ics.map((ic) => ic.text)).toContain('900101-14-5677');

      const products = await page
        .locator('td .clip')
        .evaluateAll((spans) => spans.map((s) => ({ title: s.getAttribute('title'), text: s.textContent })));
      expect(products.length).toBeGreaterThan(0);
      for (const p of products) expect(p.title).toBe(p.text);
      await expectNoSeriousA11yViolations(page, 'the loan listing at 1366 px');
    } finally {
      await context.close();
    }
  });
});
