/**
 * JavaScript budget for the sign-in page: serves the built site (web/dist) on a random port,
 * loads `/`, and sums the gzip size of every script the page runs: inline scripts, external
 * ones, and the modules they import. Fails (exit 1) at or above the budget.
 *
 *   npm run build --workspace web && npx tsx web/scripts/js-budget.ts [path] [budgetKB]
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const CLIENT = join(DIST, 'client');
const PAGE = process.argv[2] ?? '/';
const BUDGET_BYTES = Number(process.argv[3] ?? 30) * 1024;

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

async function serveDist(): Promise<{ url: string; close(): void }> {
  const { handler } = (await import(pathToFileURL(join(DIST, 'server', 'entry.mjs')).href)) as {
    handler: Handler;
  };
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(CLIENT, path);
    const isFile = file.startsWith(CLIENT + sep) && (await stat(file).catch(() => undefined))?.isFile();
    if (isFile) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(await readFile(file));
      return;
    }
    await handler(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SRC = /\bsrc=["']?([^"'\s>]+)/i;
const TYPE = /\btype=["']?([^"'\s>]+)/i;
const MODULEPRELOAD = /<link\b[^>]*rel=["']?modulepreload["']?[^>]*href=["']?([^"'\s>]+)/gi;
// Static and dynamic imports in built (minified) modules; the bundler writes some dynamic ones
// with template quotes.
const IMPORTS = /(?:\bimport|\bfrom)\s*\(?\s*["'`]([^"'`$]+)["'`]/g;

interface Entry {
  readonly name: string;
  readonly bytes: number;
  readonly gzip: number;
}

async function main(): Promise<void> {
  const site = await serveDist();
  try {
    const page = new URL(PAGE, site.url);
    const html = await (await fetch(page)).text();
    const entries: Entry[] = [];
    const pending: string[] = [];
    let inlineIndex = 0;

    for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
      const type = TYPE.exec(attributes)?.[1];
      if (type && type !== 'module' && type !== 'text/javascript') continue;
      const src = SRC.exec(attributes)?.[1];
      if (src) pending.push(new URL(src, page).href);
      else {
        inlineIndex += 1;
        entries.push({
          name: `inline #${inlineIndex}`,
          bytes: Buffer.byteLength(body),
          gzip: gzipSync(body).length,
        });
        for (const [, spec = ''] of body.matchAll(IMPORTS)) pending.push(new URL(spec, page).href);
      }
    }
    for (const [, href = ''] of html.matchAll(MODULEPRELOAD)) pending.push(new URL(href, page).href);

    const seen = new Set<string>();
    while (pending.length > 0) {
      const url = pending.shift() as string;
      if (seen.has(url)) continue;
      seen.add(url);
      const code = await (await fetch(url)).text();
      entries.push({
        name: new URL(url).pathname,
        bytes: Buffer.byteLength(code),
        gzip: gzipSync(code).length,
      });
      for (const [, spec = ''] of code.matchAll(IMPORTS)) pending.push(new URL(spec, url).href);
    }

    const total = entries.reduce((sum, e) => sum + e.gzip, 0);
    for (const e of entries)
      console.log(`${e.gzip.toString().padStart(7)} B gzip  ${e.bytes.toString().padStart(7)} B  ${e.name}`);
    console.log(`${total.toString().padStart(7)} B gzip in total for ${PAGE} (budget ${BUDGET_BYTES} B)`);
    if (total >= BUDGET_BYTES) {
      console.error(`Over the JavaScript budget by ${total - BUDGET_BYTES + 1} B.`);
      process.exitCode = 1;
    }
  } finally {
    site.close();
  }
}

await main();
