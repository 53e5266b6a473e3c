import { chmodSync, copyFileSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { fromRoot } from './paths';

/** Starts Astro's own node server: the build is in middleware mode, whose entry exports `startServer`. */
const launcher = "import { startServer } from './entry.mjs';\nstartServer();\n";

/**
 * Lays out the site function's code in `outputDir`: `client/`, `server/main.mjs` and `run.sh`.
 * The server build imports react, send and friends from node_modules, which Lambda does not have,
 * so they are bundled in. The bundle stays in a `server/` folder because @astrojs/node finds
 * `client/` by walking up from its own URL to that folder name.
 */
export function bundleWebSite(dist: string, outputDir: string): void {
  cpSync(join(dist, 'client'), join(outputDir, 'client'), { recursive: true });
  buildSync({
    stdin: {
      contents: launcher,
      resolveDir: join(dist, 'server'),
      sourcefile: 'lambda-main.mjs',
      loader: 'js',
    },
    outfile: join(outputDir, 'server', 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    // Only Astro's image service loads sharp, and only when asked to transform an image at runtime.
    external: ['sharp'],
    logLevel: 'error',
  });
  copyFileSync(fromRoot('infra/web-lambda/run.sh'), join(outputDir, 'run.sh'));
  chmodSync(join(outputDir, 'run.sh'), 0o755);
}
