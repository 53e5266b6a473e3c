import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { LocalRuntime } from '@ezc/local';
import { platformKeys } from '@ezc/platform';
import { dynamoClient } from '@ezc/platform/table/dynamo-client';
import { inProcessLoad, round } from './in-process-load';
import { expectSuccesses, type LoadResult, load, loadDynamo } from './load';

/** Connections at once: a busy branch's staff and borrowers opening loans together. */
const CONNECTIONS = 50;

/**
 * The cookies of a staff member signed in to the site, as the browser holds them after the staff
 * sign-in (the API answers a site client, `X-Client: web`, with session cookies).
 */
async function siteCookies(baseUrl: string, email: string): Promise<string> {
  const headers = { 'content-type': 'application/json', 'x-client': 'web', accept: 'application/json' };
  const jar = new Map<string, string>();
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { ...headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const { code } = await post('/sso/authorization', { email, password: 'Demo#2026', client_id: 'loan-web' });
  await post('/staff/auth/login', { code });
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * The loan page as staff open it (`/loan/view/<loan>`, rendered on the server from its two API
 * calls), and each of those calls alone, beside a bare DynamoDB GetItem, all at 50 connections in
 * the same run: what the page and its reads cost over the store's own floor.
 */
export async function loanPageBench(rt: LocalRuntime, durationSeconds: number, loanNo = 'EZC000008') {
  const p = rt.platform;
  const endpoint = p.table.endpoint;
  const cookie = await siteCookies(rt.url, 'finance@demo.test');
  const rows: LoadResult[] = [
    await loadDynamo(`dynamodb GetItem (bare), ${CONNECTIONS} connections`, {
      endpoint,
      operation: 'GetItem',
      input: {
        TableName: p.table.name,
        Key: { PK: { S: platformKeys.loan(loanNo).PK }, SK: { S: platformKeys.loan(loanNo).SK } },
      },
      connections: CONNECTIONS,
      durationSeconds,
    }),
    await load(`GET /loan/view/${loanNo} (Finance), ${CONNECTIONS} connections`, {
      url: `${rt.url}/loan/view/${loanNo}`,
      headers: { cookie, accept: 'text/html' },
      connections: CONNECTIONS,
      durationSeconds,
    }),
  ];
  // The page's two reads, each alone, as the site sends them (its cookies, its CSRF header).
  const csrf = /(?:^|; )__Host-ezc_csrf=([^;]*)/.exec(cookie)?.[1] ?? '';
  const apiHeaders = {
    cookie,
    'x-csrf-token': csrf,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  for (const [path, body] of [
    ['/loans/view', { LoanNo: loanNo, ActivityRows: 20 }],
    ['/loans/account-view', { LoanNo: loanNo, TransactionRows: 20 }],
  ] as const) {
    rows.push(
      await load(`POST /api${path} (Finance), ${CONNECTIONS} connections`, {
        url: `${rt.url}/api${path}`,
        method: 'POST',
        headers: apiHeaders,
        body: JSON.stringify(body),
        connections: CONNECTIONS,
        durationSeconds,
      }),
    );
  }
  // The SDK-bare floor: the same GetItem through the AWS SDK's client, as many in flight, timed
  // in this process from the call to its answer.
  const client = dynamoClient({ endpoint, region: rt.config.AWS_REGION });
  const key = platformKeys.loan(loanNo);
  const sdk = await inProcessLoad(
    `dynamodb GetItem through the AWS SDK (bare), ${CONNECTIONS} in flight`,
    () =>
      client.send(
        new GetItemCommand({ TableName: p.table.name, Key: { PK: { S: key.PK }, SK: { S: key.SK } } }),
      ),
    { seconds: durationSeconds, concurrency: CONNECTIONS },
  );
  rows.push({ ...sdk, non2xx: 0 });
  expectSuccesses(rows);
  const [bare, page, view, account] = rows as [LoadResult, LoadResult, LoadResult, LoadResult];
  const over = (r: LoadResult, floor: { p50ms: number }) => round(r.p50ms / Math.max(floor.p50ms, 0.01));
  return {
    rows,
    ratios: {
      loanPageP50OverBareGetItemP50: over(page, bare),
      loanViewCallP50OverBareGetItemP50: over(view, bare),
      accountViewCallP50OverBareGetItemP50: over(account, bare),
      loanPageP50OverSdkGetItemP50: over(page, sdk),
      loanViewCallP50OverSdkGetItemP50: over(view, sdk),
      accountViewCallP50OverSdkGetItemP50: over(account, sdk),
    },
  };
}
