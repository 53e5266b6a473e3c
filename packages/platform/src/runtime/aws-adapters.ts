import type { Config } from '../config';
import type { Logger } from '../log';
import type { Platform } from '../platform';
import type { Table } from '../table/table';

/** What an adapter is built from in a Lambda. */
export interface AwsAdapterContext {
  config: Config;
  log: Logger;
  table: Table;
}

/** The ports a context asks for beyond the core (config, log, clock, ids, table, store, tokens). */
export const extraPorts = ['bus', 'blobs', 'push', 'connections', 'mail', 'sms', 'scheduler'] as const;
export type ExtraPort = (typeof extraPorts)[number];

export type AdapterFactory<K extends ExtraPort> = (ctx: AwsAdapterContext) => Platform[K];

/** The adapters a Lambda is built with; each factory lives in its own module, so only these are bundled. */
export type AwsAdapters = { [K in ExtraPort]?: AdapterFactory<K> };

/** A setting this adapter cannot run without. */
export function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} must be set in AWS`);
  return value;
}
