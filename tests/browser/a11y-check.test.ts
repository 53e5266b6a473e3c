import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, launchBrowser } from '../support/browser';

/**
 * The accessibility check every browser test relies on: it fails on serious and critical
 * violations, naming each, and lets a page through whose only faults are moderate or minor.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => browser?.close());

async function check(html: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Check</title></head><body>${html}</body></html>`,
  );
  try {
    await expectNoSeriousA11yViolations(page, 'sample');
  } finally {
    await context.close();
  }
}

describe('the accessibility check', () => {
  it('fails on an unnamed button, an image without text and unreadable text, naming each rule', async () => {
    const failure = await check(
      '<main><h1>Loans</h1><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb;background:#fff">Balance outstanding</p></main>',
    ).then(
      () => 'passed',
      (e: Error) => e.message,
    );
    expect(failure).toMatch(/^Accessibility violations \(sample\)/);
    expect(failure).toContain('[critical] button-name');
    expect(failure).toContain('[critical] image-alt');
    expect(failure).toContain('[serious] color-contrast');
  });

  it('passes a page whose only faults are moderate: no main landmark, no level-one heading', async () => {
    await expect(check('<div><h2>Loans</h2><p>Balance outstanding</p></div>')).resolves.toBeUndefined();
  });
});
