import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type LocalRuntime, startLocal } from '@ezc/local';
import { inject } from 'vitest';

/**
 * The whole product in this test process, on a free port, with an in-memory database, the demo
 * data and the built site. Each test file starts its own, so files never share state.
 */
export async function startTestServer(
  options: {
    web?: boolean;
    seed?: boolean;
    /** The lending demo data too (products, applications, loans): only the files that use it wait for it. */
    lending?: boolean;
    env?: Record<string, string>;
  } = {},
): Promise<LocalRuntime> {
  return startLocal({
    port: 0,
    inMemory: true,
    dynamoEndpoint: inject('dynamoEndpoint'),
    dataDir: mkdtempSync(join(tmpdir(), 'ezc-test-')),
    env: { TABLE_NAME: `ezc-${randomUUID().slice(0, 8)}`, ...options.env },
    seed: options.seed === false ? false : options.lending ? true : { except: ['loans'] },
    web: options.web ?? true,
    root: resolve(import.meta.dirname, '..', '..'),
    logLevel: 'silent',
  });
}
