import { join, resolve } from 'node:path';
import { startLocal } from '@ezc/local';

export const repositoryRoot = resolve(import.meta.dirname, '..', '..');

/** The folder under bench/.data (on disk) where a large set is kept between runs. */
export const keptFolder = (folder: string) => join(repositoryRoot, 'bench', '.data', folder);

/** The product on a data folder (by default one under bench/.data) that keeps a large set. */
export const keptRuntime = (folder: string, dataDir = keptFolder(folder)) =>
  startLocal({
    port: 0,
    dataDir,
    web: false,
    root: repositoryRoot,
    logLevel: 'silent',
  });
