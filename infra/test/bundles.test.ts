import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as CustomersPdfEngine from '@ezc/fn-customers/data-export/pdf-engine';
import type * as IdentityPasswordStrength from '@ezc/fn-identity/credentials/password-strength';
import { receiptInputSchema, statementInputSchema } from '@ezc/fn-payments/documents/document-inputs';
import type { PdfEngine as PaymentsPdfEngine } from '@ezc/fn-payments/documents/pdf-engine-loader';
import { receiptContent } from '@ezc/fn-payments/documents/receipt-content';
import { sampleReceiptInput, sampleStatementInput } from '@ezc/fn-payments/documents/sample-document-inputs';
import { statementContent } from '@ezc/fn-payments/documents/statement-content';
import { agreementContent, agreementInputSchema } from '@ezc/fn-signing/agreements/agreement-content';
import type { PdfEngine } from '@ezc/fn-signing/agreements/pdf-engine-loader';
import { sampleAgreementInput } from '@ezc/fn-signing/agreements/sample-agreement-input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BundledFunction, bundleFunctions, timeImport } from '../lib/lambda-bundles';

/**
 * The Lambda bundles as `cdk synth` writes them: each module within the size limit, each
 * function's handler importable on its own. How long the imports take is the bench's to measure
 * (`npm run bench`), never a test's.
 */

/**
 * Minified module, without its source map (bytes). The AWS SDK's clients are bundled (pinned, and
 * faster to import than the runtime's unbundled copy: see the README); their shared core is about
 * 450 kB of a handler's bundle, each client 50–80 kB more.
 */
const MAX_BUNDLE_BYTES = 1_200_000;

/** One function per bounded context, the WebSocket handler and the outbox relay. */
const names = [
  'IdentityFunction',
  'CustomersFunction',
  'LoansFunction',
  'SigningFunction',
  'PaymentsFunction',
  'ReportsFunction',
  'RealtimeFunction',
  'JobsFunction',
  'WsHandler',
  'OutboxRelay',
];
let outdir: string;
let bundled: Map<string, BundledFunction>;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'ezc-bundles-'));
  bundled = new Map(bundleFunctions(outdir).map((fn) => [fn.name, fn]));
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
  console.log(
    `Lambda bundles as cdk synth writes them (limit ${kB(MAX_BUNDLE_BYTES)} a module):\n${[
      ...bundled.values(),
    ]
      .map((fn) => `${fn.name.padEnd(18)} ${fn.modules.map((m) => `${m.file} ${kB(m.bytes)}`).join(', ')}`)
      .join('\n')}`,
  );
}, 300_000);

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('Lambda bundles', () => {
  it('bundles exactly these functions', () => {
    expect([...bundled.keys()].sort()).toEqual([...names].sort());
  });

  it.each(names)(`%s: every module is at most ${MAX_BUNDLE_BYTES / 1000} kB minified`, (name) => {
    const fn = bundled.get(name)!;
    expect(fn.modules[0]?.file).toBe('index.mjs');
    for (const m of fn.modules) expect(m.bytes, m.file).toBeLessThanOrEqual(MAX_BUNDLE_BYTES);
  });

  it.each(names)('%s: the handler imports in a fresh process, as at a cold start', (name) => {
    expect(timeImport(bundled.get(name)!, 'index.mjs').exports).toContain('handler');
  });

  it('signing keeps pdf-lib in a module of its own, which makes an agreement PDF as bundled', async () => {
    const signing = bundled.get('SigningFunction')!;
    expect(signing.modules.map((m) => m.file)).toEqual(['index.mjs', 'pdf-engine.mjs']);
    // The handler names the module it loads on first use (`lazyModule`); the file is there beside it.
    expect(readFileSync(join(signing.dir, 'index.mjs'), 'utf8')).toContain('"pdf-engine"');
    const engine = (await import(pathToFileURL(join(signing.dir, 'pdf-engine.mjs')).href)) as PdfEngine;
    const input = agreementInputSchema.parse(sampleAgreementInput);
    const pdf = await engine.drawAgreement(input, agreementContent(input));
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(await engine.embeddedPreviousSha256(pdf)).toBeUndefined();
  });

  it('payments keeps pdf-lib in a module of its own, which makes a receipt and a statement as bundled', async () => {
    const payments = bundled.get('PaymentsFunction')!;
    expect(payments.modules.map((m) => m.file)).toEqual(['index.mjs', 'pdf-engine.mjs']);
    // The handler names the module its receipt and statement calls load; the file is there beside it.
    const handler = readFileSync(join(payments.dir, 'index.mjs'), 'utf8');
    expect(handler.includes('"pdf-engine"'), 'index.mjs names pdf-engine').toBe(true);
    // A font name of pdf-lib's: the handler every payments call loads carries none of pdf-lib.
    expect(handler.includes('Helvetica-Oblique'), 'index.mjs holds pdf-lib').toBe(false);
    const engine = (await import(
      pathToFileURL(join(payments.dir, 'pdf-engine.mjs')).href
    )) as PaymentsPdfEngine;
    for (const content of [
      receiptContent(receiptInputSchema.parse(sampleReceiptInput)),
      statementContent(statementInputSchema.parse(sampleStatementInput)),
    ]) {
      const pdf = await engine.drawDocument(content);
      expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    }
  });

  it("customers keeps pdf-lib in a module of its own, which makes a data-subject export's PDF as bundled", async () => {
    const customers = bundled.get('CustomersFunction')!;
    expect(customers.modules.map((m) => m.file)).toEqual(['index.mjs', 'pdf-engine.mjs']);
    const handler = readFileSync(join(customers.dir, 'index.mjs'), 'utf8');
    expect(handler.includes('"pdf-engine"'), 'index.mjs names pdf-engine').toBe(true);
    expect(handler.includes('Helvetica-Oblique'), 'index.mjs holds pdf-lib').toBe(false);
    const engine = (await import(
      pathToFileURL(join(customers.dir, 'pdf-engine.mjs')).href
    )) as typeof CustomersPdfEngine;
    const pdf = await engine.drawExport({
      blocks: [
        { kind: 'title', text: 'Personal data held about you', lines: [] },
        { kind: 'fields', rows: [{ label: 'Name', value: 'Ahmad bin Ismail' }] },
        { kind: 'table', header: ['When'], widths: [1], rows: [], empty: 'No sign-ins recorded.' },
      ],
      continued: 'Personal data export (continued)',
      footer: 'Page {page} of {pages}.',
      metadata: { title: 'Export', author: 'EZC', language: 'en-MY', date: '2026-11-27T13:15:00.000Z' },
    });
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
  });

  it('identity keeps the password-strength check in a module of its own, which refuses a common password as bundled', async () => {
    const identity = bundled.get('IdentityFunction')!;
    expect(identity.modules.map((m) => m.file)).toEqual(['index.mjs', 'password-strength.mjs']);
    const handler = readFileSync(join(identity.dir, 'index.mjs'), 'utf8');
    expect(handler.includes('"password-strength"'), 'index.mjs names password-strength').toBe(true);
    // A run of the compressed list of common passwords: the handler every call loads carries none of it.
    expect(handler.includes('ApasswordA12345678'), 'index.mjs holds the password list').toBe(false);
    const strength = (await import(
      pathToFileURL(join(identity.dir, 'password-strength.mjs')).href
    )) as typeof IdentityPasswordStrength;
    expect(strength.passwordProblem('password123')).toBe(
      'This password is too easy to guess: it is a common or breached password, or made from one. Try a few unrelated words.',
    );
    expect(strength.passwordProblem('kuih lapis sembilan lapis')).toBeUndefined();
  });
});
