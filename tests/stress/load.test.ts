import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { LocalRuntime } from '@ezc/local';
import { platformKeys } from '@ezc/platform';
import { dynamoClient } from '@ezc/platform/table/dynamo-client';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn } from '../support/api';
import { startTestServer } from '../support/server';
import { STRESS_MODE, stressSize, writeStressResult } from '../support/stress';

/**
 * Load on loopback, bounded in time: autocannon at 50 connections (and 200 in `npm run stress`)
 * against sign-in, the loan listing and loan view pages and their API calls, and payments, beside
 * two floors measured in the same run with the same connections: raw HTTP (a bare Node server
 * answering a fixed JSON) and the SDK-bare DynamoDB read (GetItem of one item through the AWS SDK,
 * as many in flight). The generator shares the two cores with the product, so ratios to the
 * floors, not absolute figures, are what compare across machines. No answer may be a 5xx. The
 * full version adds a 5-minute soak of the loan listing call and compares the process's memory
 * before and after (at most 10% growth).
 */

let rt: LocalRuntime;
let cookie = '';
let csrf = '';
let borrowerToken = '';
const LOAN = 'EZC000007';
const CONNECTIONS = stressSize([50], [50, 200]);
/**
 * The fast run sends each target one request per connection and waits for every answer (a busy
 * machine answers later, never fewer); the full run loads each target for a set time.
 */
const SECONDS = stressSize<number | undefined>(undefined, 10);
const SOAK_SECONDS = stressSize(0, 300);

interface Row {
  target: string;
  connections: number;
  requests: number;
  rps: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  status5xx: number;
  byStatus: Record<string, number>;
  /** Connection errors by their code (ECONNRESET, a timeout…), so a failure says what it was. */
  errorCodes?: Record<string, number>;
}

async function run(
  target: string,
  connections: number,
  options: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** A body per request (payments: a key of its own each). */
    setupRequest?: (req: autocannon.Request) => autocannon.Request;
    seconds?: number;
  },
): Promise<Row> {
  const byStatus: Record<string, number> = {};
  const errorCodes: Record<string, number> = {};
  const r = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(options.body ? { body: options.body } : {}),
        ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
        connections,
        ...((options.seconds ?? SECONDS)
          ? { duration: options.seconds ?? SECONDS }
          : { amount: connections }),
        // Sign-in's password check is slow by design: a queue of 200 waits long, and waiting is not failing.
        timeout: 60,
      },
      (err, result) => (err ? fail(err) : done(result)),
    );
    instance.on('response', (_client, statusCode) => {
      byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
    });
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.name ?? 'unknown';
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    });
  });
  const status5xx = Object.entries(byStatus)
    .filter(([s]) => Number(s) >= 500)
    .reduce((n, [, c]) => n + c, 0);
  return {
    target,
    connections,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    status5xx,
    byStatus,
    ...(Object.keys(errorCodes).length > 0 ? { errorCodes } : {}),
  };
}

/** The SDK-bare floor: GetItem of the demo loan's item, `connections` calls in flight at once. */
async function sdkFloor(connections: number): Promise<Row> {
  const client = dynamoClient({ endpoint: rt.platform.table.endpoint, region: rt.config.AWS_REGION });
  const key = platformKeys.setting('reports-projection');
  const samples: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = Date.now() + (SECONDS ?? 0) * 1000;
  const call = async () => {
    const t = performance.now();
    try {
      await client.send(
        new GetItemCommand({
          TableName: rt.platform.table.name,
          Key: { PK: { S: key.PK }, SK: { S: key.SK } },
        }),
      );
      samples.push(performance.now() - t);
    } catch {
      errors++;
    }
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      // Like the targets: one call each in the fast run, calls for the set time in the full one.
      do await call();
      while (Date.now() < until);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0);
  return {
    target: 'floor: SDK GetItem (bare)',
    connections,
    requests: samples.length,
    rps: Math.round(samples.length / seconds),
    p50ms: at(0.5),
    p99ms: at(0.99),
    errors,
    timeouts: 0,
    non2xx: 0,
    status5xx: 0,
    byStatus: {},
  };
}

const rows: Row[] = [];
const memory: Record<string, number> = {};
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

beforeAll(async () => {
  // Sign-in is measured at the deployments' scrypt cost, as people meet it.
  rt = await startTestServer({ web: true, lending: true, env: { PASSWORD_HASH_COST: '17' } });
  borrowerToken = await signIn(rt.url, 'borrower@demo.test');
  // The pages are read as the site reads them: with the session's cookies.
  const res = await fetch(`${rt.url}/api/auth/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': 'web' },
    body: JSON.stringify({ username: 'borrower@demo.test', password: DEMO_PASSWORD }),
  });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  csrf = /ezc_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';
});
afterAll(async () => {
  await rt?.stop();
  const floorOf = (kind: string, connections: number) =>
    rows.find((r) => r.target.startsWith(`floor: ${kind}`) && r.connections === connections);
  writeStressResult('load', {
    summary: {
      targets: rows.filter((r) => !r.target.startsWith('floor')).length,
      requests: rows.reduce((n, r) => n + r.requests, 0),
      status5xx: rows.reduce((n, r) => n + r.status5xx, 0),
      errors: rows.reduce((n, r) => n + r.errors, 0),
      memory,
    },
    rows: rows.map((r) => {
      const raw = floorOf('raw', r.connections);
      const sdk = floorOf('SDK', r.connections);
      return {
        ...r,
        p50OverRawHttpP50: raw ? Math.round((r.p50ms / Math.max(raw.p50ms, 1)) * 10) / 10 : undefined,
        p50OverSdkP50: sdk ? Math.round((r.p50ms / Math.max(sdk.p50ms, 1)) * 10) / 10 : undefined,
        rpsShareOfSdk: sdk ? Math.round((r.rps / Math.max(sdk.rps, 1)) * 100) / 100 : undefined,
      };
    }),
  });
});

describe(`load on loopback (${STRESS_MODE})`, () => {
  it('answers every target without a 5xx, beside the raw-HTTP and SDK-bare floors', async () => {
    const raw = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((r) => raw.listen(0, '127.0.0.1', r));
    const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/`;
    const api = (path: string) => `${rt.url}/api${path}`;
    const bearer = { authorization: `Bearer ${borrowerToken}`, 'content-type': 'application/json' };
    try {
      for (const c of CONNECTIONS) {
        rows.push({ ...(await run('floor: raw HTTP', c, { url: rawUrl })) });
        rows.push(await sdkFloor(c));
        rows.push(
          await run('POST /api/auth/customer/login', c, {
            url: api('/auth/customer/login'),
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'borrower@demo.test', password: DEMO_PASSWORD }),
          }),
        );
        rows.push(
          await run('GET /loan/listing (page)', c, { url: `${rt.url}/loan/listing`, headers: { cookie } }),
        );
        rows.push(
          await run('POST /api/loans/find-all', c, {
            url: api('/loans/find-all'),
            method: 'POST',
            headers: bearer,
            body: '{}',
          }),
        );
        rows.push(
          await run(`GET /loan/view/${LOAN} (page)`, c, {
            url: `${rt.url}/loan/view/${LOAN}`,
            headers: { cookie },
          }),
        );
        rows.push(
          await run('POST /api/loans/find-one', c, {
            url: api('/loans/find-one'),
            method: 'POST',
            headers: bearer,
            body: JSON.stringify({ LoanNo: LOAN }),
          }),
        );
        rows.push(
          await run('POST /api/payments/add', c, {
            url: api('/payments/add'),
            method: 'POST',
            headers: { ...bearer, 'x-csrf-token': csrf },
            setupRequest: (req) => ({
              ...req,
              headers: { ...bearer, 'Idempotency-Key': randomUUID() },
              body: JSON.stringify({ LoanNo: LOAN, Amount: 1, Method: 'Bank Transfer', RefNo: 'LOAD' }),
            }),
          }),
        );
      }
    } finally {
      raw.close();
    }
    for (const r of rows)
      expect(r.status5xx, `${r.target} at ${r.connections}: ${JSON.stringify(r.byStatus)}`).toBe(0);
    // Every target answered: the page and API calls 200, a payment 201 (or a refusal, never a failure).
    for (const r of rows.filter((x) => !x.target.startsWith('floor'))) {
      expect(r.requests, `${r.target} at ${r.connections}`).toBeGreaterThan(0);
      if (SECONDS === undefined)
        expect(r.requests, `${r.target}: every request answered`).toBe(r.connections);
    }
  }, 900_000);

  it.runIf(SOAK_SECONDS > 0)(
    'keeps its memory through a soak of the loan listing call',
    async () => {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      memory.rssBeforeMb = mb(process.memoryUsage().rss);
      memory.heapBeforeMb = mb(process.memoryUsage().heapUsed);
      const soak = await run('soak: POST /api/loans/find-all', 50, {
        url: `${rt.url}/api/loans/find-all`,
        method: 'POST',
        headers: { authorization: `Bearer ${borrowerToken}`, 'content-type': 'application/json' },
        body: '{}',
        seconds: SOAK_SECONDS,
      });
      rows.push(soak);
      gc?.();
      memory.rssAfterMb = mb(process.memoryUsage().rss);
      memory.heapAfterMb = mb(process.memoryUsage().heapUsed);
      memory.rssGrowthPercent = Math.round((memory.rssAfterMb / memory.rssBeforeMb - 1) * 1000) / 10;
      expect(soak.status5xx).toBe(0);
      expect(memory.rssGrowthPercent).toBeLessThanOrEqual(10);
    },
    900_000,
  );
});
