import type { LocalRuntime } from '@ezc/local';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, measureScriptBytes } from '../../tests/support/browser';

/** Budgets of gzipped JavaScript per page kind (the sign-in pages are the strictest). */
const BUDGETS: Record<string, number> = { '/': 30 * 1024, '/staff/login': 30 * 1024 };

export interface PageFigures {
  path: string;
  jsGzipBytes: number;
  budgetBytes: number;
  lcpMs: number;
  cls: number;
  documentBytes: number;
}

/**
 * What a visitor's browser pays for the pages: gzipped JavaScript against its budget, Largest
 * Contentful Paint and Cumulative Layout Shift on loopback in headless Chromium (so the figures
 * are about the page itself, not the network).
 */
export async function webBench(rt: LocalRuntime): Promise<PageFigures[]> {
  // A browser of its own, closed at the end (the tests' shared one lives as long as their worker,
  // and would keep this process from exiting).
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const out: PageFigures[] = [];
    for (const path of Object.keys(BUDGETS)) {
      const js = await measureScriptBytes(browser, `${rt.url}${path}`);
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const response = await page.goto(`${rt.url}${path}`, { waitUntil: 'networkidle' });
      const documentBytes = (await response?.body())?.length ?? 0;
      const vitals = await page.evaluate(
        () =>
          new Promise<{ lcp: number; cls: number }>((resolve) => {
            let lcp = 0;
            let cls = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) cls += (e as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve({ lcp, cls }), 500);
          }),
      );
      await page.close();
      out.push({
        path,
        jsGzipBytes: js.total,
        budgetBytes: BUDGETS[path]!,
        lcpMs: Math.round(vitals.lcp),
        cls: Math.round(vitals.cls * 1000) / 1000,
        documentBytes,
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}
