import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root; entries and assets resolve from it so synth works from any cwd. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A path relative to the repository root (an absolute path is kept as it is). */
export const fromRoot = (path: string): string => resolve(repoRoot, path);
