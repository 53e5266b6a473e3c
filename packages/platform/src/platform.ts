import type { BlobStore } from './blobs/blob-store';
import type { Bus } from './bus/bus';
import type { Scheduler } from './clock/scheduler';
import type { Config } from './config';
import type { SessionVerifier } from './http/session-verifier';
import type { Logger } from './log';
import type { Mailer, SmsSender } from './notify/messages';
import type { ConnectionRegistry, PushGateway } from './push/push';
import type { AggregateStore, Clock, Ids } from './table/aggregate-store';
import type { Table } from './table/table';

/**
 * Every port a context uses, assembled once per process: by the local runner with the local
 * stand-ins, or on a Lambda's first call with the AWS adapters.
 */
export interface Platform {
  config: Config;
  log: Logger;
  clock: Clock;
  ids: Ids;
  table: Table;
  store: AggregateStore;
  bus: Bus;
  blobs: BlobStore;
  push: PushGateway;
  connections: ConnectionRegistry;
  mail: Mailer;
  sms: SmsSender;
  scheduler: Scheduler;
  tokens: SessionVerifier;
  /** HMAC key of access tokens (identity issues them). */
  tokenSecret: string;
}

let current: Platform | undefined;

/**
 * The process's platform: set by the local runner at start, and in AWS by the Lambda entry once
 * its adapters are built (before the first event is handled).
 */
export function platform(): Platform {
  if (!current) throw new Error('The platform has not been set up for this process');
  return current;
}

export function setPlatform(p: Platform | undefined): void {
  current = p;
}
