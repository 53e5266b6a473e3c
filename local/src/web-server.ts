import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import pLimit from 'p-limit';

type AstroHandler = (req: unknown, res: unknown, next?: (err?: unknown) => void) => void;

export const webDistDir = (root: string) => join(root, 'web', 'dist');

/**
 * Pages rendered at once. In AWS each render has a Lambda instance of its own; here they share
 * one process with the API they call, so a flood of pages would start hundreds of renders whose
 * API calls then queue behind still more pages, and all slow down together. A few at a time, the
 * rest waiting their turn, keeps every page's calls moving; a visitor who left while waiting is
 * not rendered for.
 */
const RENDERS_AT_ONCE = 8;

/**
 * Serves the built Astro site: `/_astro/*` and other client files from disk with long caching
 * (their names carry a content hash), everything else through Astro's server handler.
 */
export async function webApp(root: string): Promise<Hono<{ Bindings: HttpBindings }>> {
  const dist = webDistDir(root);
  const entry = join(dist, 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error(`The site is not built (${entry} is missing); run npm run build`);
  // The site renders as its Lambda does in AWS (NODE_ENV=production there): React's production
  // build, cheaper a render than its development one. A test run keeps its own.
  process.env.NODE_ENV ??= 'production';
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };
  const clientDir = relative(process.cwd(), join(dist, 'client'));
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.use(
    '/_astro/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root: clientDir }));
  const renders = pLimit(RENDERS_AT_ONCE);
  app.all('*', (c) => {
    const { incoming, outgoing } = c.env;
    return renders(() => {
      if (incoming.socket?.destroyed || outgoing.writableEnded) return RESPONSE_ALREADY_SENT;
      return new Promise<Response>((resolve) => {
        outgoing.once('finish', () => resolve(RESPONSE_ALREADY_SENT));
        outgoing.once('close', () => resolve(RESPONSE_ALREADY_SENT));
        handler(incoming, outgoing, (err) => {
          if (!outgoing.headersSent) {
            outgoing.statusCode = err ? 500 : 404;
            outgoing.end(err ? 'Server Error' : 'Not found');
          }
        });
      });
    });
  });
  return app;
}
