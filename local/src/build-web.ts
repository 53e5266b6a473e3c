import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under the given folders (files only). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const e of readdirSync(p))
        if (e !== 'node_modules' && e !== 'dist' && e !== '.astro') walk(join(p, e));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  for (const p of paths) walk(p);
  return newest;
}

/**
 * Builds the site when it is missing or older than its sources, so `npm start` on a fresh clone
 * (or after a pull) serves what the code says.
 */
export function ensureWebBuilt(root: string, log: (line: string) => void): void {
  const entry = join(root, 'web', 'dist', 'server', 'entry.mjs');
  const sources = [
    join(root, 'web', 'src'),
    join(root, 'web', 'astro.config.mjs'),
    // Its build script (how it is built: for React's production runtime).
    join(root, 'web', 'package.json'),
    join(root, 'packages', 'domain', 'src'),
  ];
  if (existsSync(entry) && statSync(entry).mtimeMs >= newestMtime(sources)) return;
  log('Building the web site (first start or changed sources)…');
  const out = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  if (out.status !== 0) throw new Error('Building the web site failed; see the output above.');
}
