import { join, resolve } from 'node:path';
import { type Config, createLogger, type Platform, randomIds } from '@ezc/platform';
import { type LocalDocuments, localDocuments } from '@ezc/platform/blobs/s3-local/local-documents';
import { LocalBus } from '@ezc/platform/bus/local-bus';
import type { BusinessClock } from '@ezc/platform/clock/clock';
import { LocalScheduler } from '@ezc/platform/clock/local-scheduler';
import { sessionVerifier } from '@ezc/platform/http/session-verifier';
import { LocalOutbox } from '@ezc/platform/notify/local-outbox';
import { relayRecords } from '@ezc/platform/outbox/relay';
import { fileCheckpoints, memoryCheckpoints, StreamPoller } from '@ezc/platform/outbox/stream-poller';
import { LocalPushGateway } from '@ezc/platform/push/local-push-gateway';
import { TableConnectionRegistry } from '@ezc/platform/push/table-connection-registry';
import { AggregateStore } from '@ezc/platform/table/aggregate-store';
import { type CapacityMeter, meteredDynamoApi } from '@ezc/platform/table/capacity-meter';
import { ensureTable } from '@ezc/platform/table/create-table';
import { dynamoApi } from '@ezc/platform/table/dynamo-api';
import { dynamoClient, dynamoStreamsClient } from '@ezc/platform/table/dynamo-client';
import { startDynamoLocal } from '@ezc/platform/table/dynamo-local';
import { Table } from '@ezc/platform/table/table';
import { moveDocumentsFromFiles } from './documents-from-files';
import { ephemeralSecrets, type LocalSecrets, loadOrCreateSecrets } from './secrets';
import { restoreSnapshot, type StoreSnapshot, saveSnapshot } from './store-snapshot';

export interface LocalAdapters {
  relay: StreamPoller;
  scheduler: LocalScheduler;
  outbox: LocalOutbox;
  push: LocalPushGateway;
  /** The documents' S3 store: its routes, its files on disk, its lifecycle. */
  documents: LocalDocuments;
}

/**
 * Largest object the local S3 store takes: a signing session's recording (about 4 MB a minute) is
 * the largest a browser uploads, and each upload form sets its own, smaller limit.
 */
const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

/**
 * Assembles the platform from the local stand-ins: DynamoDB Local (a child JVM, or an existing
 * endpoint in tests), the S3-protocol document store, the in-process bus, scheduler and outbox, and a
 * `ws` push gateway.
 */
export async function buildLocalPlatform(input: {
  config: Config;
  clock: BusinessClock;
  inMemory: boolean;
  root: string;
  publicBaseUrl: string;
  /** An already running DynamoDB Local (the test suite shares one). */
  dynamoEndpoint?: string;
  /** Keys to use instead of the data folder's (a snapshot's). */
  secrets?: LocalSecrets;
  /** A saved store to start from (its table must be new). */
  restore?: StoreSnapshot;
  shortLivedDatabase?: boolean;
  /** Records what every DynamoDB call consumed (the capacity bench). */
  capacity?: CapacityMeter;
}): Promise<{
  platform: Platform;
  adapters: LocalAdapters;
  /** Saves the store as it stands into the folder `to`. */
  snapshot(to: string): Promise<StoreSnapshot>;
  stop(): Promise<void>;
}> {
  const { config, clock } = input;
  const dataDir = resolve(input.root, config.DATA_DIR);
  const log = createLogger(config.LOG_LEVEL, { service: 'ezc-local' });
  const db = input.dynamoEndpoint
    ? { endpoint: input.dynamoEndpoint, stop: async () => undefined }
    : await startDynamoLocal({
        dataDir,
        inMemory: input.inMemory,
        ...(input.shortLivedDatabase ? { shortLived: true } : {}),
      });
  try {
    const client = dynamoClient({ endpoint: db.endpoint, region: config.AWS_REGION });
    const secrets =
      input.restore?.secrets ??
      input.secrets ??
      (input.inMemory ? ephemeralSecrets() : loadOrCreateSecrets(dataDir));

    const api = dynamoApi({ region: config.AWS_REGION, endpoint: db.endpoint });
    const table = new Table(input.capacity ? meteredDynamoApi(api, input.capacity) : api, config.TABLE_NAME);
    const { restore } = input;
    const { streamArn } = await ensureTable(
      client,
      config.TABLE_NAME,
      restore ? () => restoreSnapshot({ table, dataDir, snapshot: restore }) : undefined,
    );
    const bus = new LocalBus({ table, log });
    const outbox = new LocalOutbox({ table, clock, ids: randomIds, log });
    const push = new LocalPushGateway();
    const scheduler = new LocalScheduler({ table, bus, clock, ids: randomIds, log });
    const masterKey = Buffer.from(secrets.blobMasterKey, 'hex');
    const documents = localDocuments({
      dir: join(dataDir, 's3'),
      masterKey,
      bucket: config.BUCKET_NAME,
      region: config.AWS_REGION,
      publicBaseUrl: input.publicBaseUrl,
      maxObjectBytes: MAX_UPLOAD_BYTES,
      secretKey: secrets.presignKey,
      log,
    });
    // A data folder from before the S3 store keeps its documents as files: they move in once.
    await moveDocumentsFromFiles({ dataDir, masterKey, blobs: documents.blobs, log });
    const relay = new StreamPoller({
      client: dynamoStreamsClient({ endpoint: db.endpoint, region: config.AWS_REGION }),
      streamArn,
      checkpoints: input.inMemory
        ? memoryCheckpoints()
        : fileCheckpoints(join(dataDir, 'relay-checkpoints.json')),
      // The checkpoint moves once the consumers are done, not when the bus took the batch: an
      // in-process bus holds its events only in memory (see LocalBus.publishDelivered).
      handle: (records) => relayRecords(records, { publish: (events) => bus.publishDelivered(events) }),
      log,
    });
    const platform: Platform = {
      config,
      log,
      clock,
      ids: randomIds,
      table,
      store: new AggregateStore(table, clock, randomIds),
      bus,
      blobs: documents.blobs,
      push,
      connections: new TableConnectionRegistry(table),
      mail: outbox.mailer,
      sms: outbox.sms,
      scheduler,
      // Sessions expire in real time, whatever the business clock says.
      tokens: sessionVerifier({ secret: secrets.tokenSecret, table, now: () => new Date() }),
      tokenSecret: secrets.tokenSecret,
    };
    return {
      platform,
      adapters: {
        relay,
        scheduler,
        outbox,
        push,
        documents,
      },
      snapshot: (to) => saveSnapshot({ client, table: config.TABLE_NAME, dataDir, secrets, to }),
      stop: () => db.stop(),
    };
  } catch (e) {
    await db.stop();
    throw e;
  }
}
