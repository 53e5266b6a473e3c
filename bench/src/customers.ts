import { spawn } from 'node:child_process';
import type { LocalRuntime } from '@ezc/local';
import { expectSuccesses, type LoadResult, load, loadDynamo } from './load';

/**
 * The customers context's benches: a borrower's profile read through the whole stack beside a
 * bare GetItem of the same record in the same run, and a 5 MB document upload's time and the
 * process's memory growth while it streams in.
 */
export async function customersBench(rt: LocalRuntime, durationSeconds: number) {
  const p = rt.platform;
  const endpoint = p.table.endpoint;
  const token = await borrowerToken(rt.url);

  const rows: LoadResult[] = [];
  rows.push(
    await loadDynamo('dynamodb GetItem (bare, the customer record)', {
      endpoint,
      operation: 'GetItem',
      input: {
        TableName: p.table.name,
        Key: { PK: { S: 'CUSTOMER#CUST-000001' }, SK: { S: 'CUSTOMER' } },
      },
      durationSeconds,
    }),
  );
  rows.push(
    await load('POST /api/customer/profile/find-one (full stack)', {
      url: `${rt.url}/api/customer/profile/find-one`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
      durationSeconds,
    }),
  );
  expectSuccesses(rows);
  const [bare, full] = rows as [LoadResult, LoadResult];
  const upload = await uploadBench(rt.url, token);
  return {
    rows,
    ratios: {
      profileP50OverBareGetItemP50: round(full.p50ms / Math.max(bare.p50ms, 0.01)),
      bareGetItemRpsOverProfileRps: round(bare.rps / Math.max(full.rps, 1)),
    },
    upload,
  };
}

export async function borrowerToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'borrower@demo.test', password: 'Demo#2026' }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`The bench could not sign in: ${res.status}`);
  return body.access_token;
}

/**
 * The sender, in a process of its own so that only the server's memory is measured: builds a PDF
 * of SIZE bytes and posts it to `/api/medias/internal` as TITLE, then prints the answer.
 */
const SENDER = `
const size = Number(process.env.SIZE);
const head = Buffer.from('%PDF-1.4\\n'), tail = Buffer.from('\\n%%EOF\\n');
const file = Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, '% bench padding line\\n'), tail]);
const form = new FormData();
for (const [k, v] of Object.entries({ ObjectId: 'CUST-000001', ObjectType: 'Customer', Title: process.env.TITLE,
  FileName: 'bench document.pdf', FileExtension: 'pdf', Description: 'Bench upload' })) form.append(k, v);
form.append('FileStream', new Blob([file], { type: 'application/pdf' }), 'bench document.pdf');
const started = performance.now();
const res = await fetch(process.env.URL + '/api/medias/internal', { method: 'POST', headers: { authorization: 'Bearer ' + process.env.TOKEN }, body: form });
const ms = performance.now() - started;
console.log(JSON.stringify({ status: res.status, ms, body: await res.json() }));
`;

/**
 * Uploads a 5 MB document through `POST /api/medias/internal` from another process and samples
 * this process's resident memory every 5 ms meanwhile (the server runs here): once as a
 * sensitive document (encrypted at rest) and once as a plain one. The heap is collected before
 * each (`npm run bench` runs with --expose-gc), so the growth is the upload's own; memory the
 * first upload made the process keep is not counted again by the second.
 */
async function uploadBench(url: string, token: string) {
  const size = 5 * 1024 * 1024 - 64 * 1024;
  const results = [];
  for (const title of ['Bank Statement', 'SSM Statutory Forms']) {
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 200));
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const child = spawn(process.execPath, ['--input-type=module', '-e', SENDER], {
      env: { ...process.env, URL: url, TOKEN: token, SIZE: String(size), TITLE: title },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
    });
    await new Promise((resolve) => child.on('exit', resolve));
    clearInterval(sampler);
    const answer = JSON.parse(out) as {
      status: number;
      ms: number;
      body: { Data?: { MediaId: string }; message?: string };
    };
    if (answer.status !== 201 || !answer.body.Data) {
      throw new Error(`Upload refused: ${answer.status} ${answer.body.message}`);
    }
    await fetch(`${url}/api/medias/${answer.body.Data.MediaId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    const growth = peak - before;
    results.push({
      title,
      sensitive: title === 'Bank Statement',
      fileBytes: size,
      ms: Math.round(answer.ms),
      rssGrowthBytes: growth,
      growthOverFileSize: round(growth / size),
    });
  }
  return results;
}

const round = (n: number) => Math.round(n * 100) / 100;
