import type { AddressInfo } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import { contexts } from '@ezc/contexts';
import { backgroundLoginProblems, EKYC_SIMULATOR_SETTING } from '@ezc/domain';
import {
  busRules,
  type Config,
  ConfigError,
  type Platform,
  parseConfig,
  platformKeys,
  setConfig,
  setPlatform,
} from '@ezc/platform';
import { LOCAL_S3_PATH } from '@ezc/platform/blobs/s3-local/local-documents';
import type { LocalBus } from '@ezc/platform/bus/local-bus';
import { BusinessClock } from '@ezc/platform/clock/clock';
import { composeApi } from '@ezc/platform/http/api';
import type { CapacityMeter } from '@ezc/platform/table/capacity-meter';
import { freePort } from '@ezc/platform/table/dynamo-local';
import { type HttpBindings, type ServerType, serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { WebSocketServer } from 'ws';
import { devRoutes } from './dev-routes';
import { createDevToken, writeDevToken } from './dev-token';
import { isSimulatorPath } from './e-mandate-simulator';
import { buildLocalPlatform, type LocalAdapters } from './local-platform';
import type { LocalSecrets } from './secrets';
import { seedDemoData } from './seed';
import { emptyDataFolder, type StoreSnapshot } from './store-snapshot';
import { webApp } from './web-server';
import { acceptConnection } from './ws';

export interface LocalOptions {
  /** 0 picks a free port (tests). Defaults to PORT or 4321. */
  port?: number;
  dataDir?: string;
  /** An in-memory database with throwaway keys (tests and benchmarks). */
  inMemory?: boolean;
  /**
   * Seed the demo data (default), or not, or all of it except some contexts' parts (tests that
   * never look at loans start faster without them).
   */
  seed?: boolean | { except: readonly string[] };
  /**
   * Hashes already made for the passwords the seed sets: the test suite hashes the demo password
   * once for the run, as each hash costs a few hundred milliseconds of CPU by design.
   */
  seedPasswordHashes?: Readonly<Record<string, string>>;
  /** Serve the built site too (needs web/dist). */
  web?: boolean;
  /** Repository root, for web/dist. */
  root?: string;
  env?: Record<string, string | undefined>;
  logLevel?: Config['LOG_LEVEL'];
  /** Use this DynamoDB Local instead of starting one (tests share one per run). */
  dynamoEndpoint?: string;
  /** Keys of its own instead of the data folder's (a store that will be saved as a snapshot). */
  secrets?: LocalSecrets;
  /** Start from a saved store instead of seeding (the test suite seeds the demo once per run). */
  restore?: StoreSnapshot;
  /** Its DynamoDB Local lives only as long as a test (see startDynamoLocal's `shortLived`). */
  shortLivedDatabase?: boolean;
  /** Records what every DynamoDB call consumed (the capacity bench). */
  capacity?: CapacityMeter;
  /**
   * Start the business clock at this instant instead of the real time (it runs on from there). The
   * test suite seeds and runs every server on one fixed date, so no test depends on the day it
   * runs. A restored store starts at the business time it was saved at unless this says otherwise.
   */
  clockAt?: Date;
}

export interface LocalRuntime {
  url: string;
  port: number;
  config: Config;
  platform: Platform;
  adapters: LocalAdapters;
  /** What the local helpers (`/api/dev/*`) ask for in `x-dev-token`; also in `<DATA_DIR>/dev-token`. */
  devToken: string;
  /**
   * The API and site answering a request in this process, with no socket: what a Lambda's handler
   * does with API Gateway's event (the bench times the API's own cost this way).
   */
  fetch(request: Request): Promise<Response>;
  /** Relays what is in the stream, runs what is due and waits for every consumer. */
  runJobs(): Promise<unknown>;
  /** Relays what is in the stream and waits for its consumers. */
  settle(): Promise<void>;
  /** Saves the store as it stands (settle first) into the folder `to`. */
  snapshot(to: string): Promise<StoreSnapshot>;
  /**
   * The running product (its server, site and API stay up, at the same address) begins again on
   * a new store restored from `snapshot`: a new table on the database `next` names, the data
   * folder emptied and refilled, the business clock at the snapshot's time, open sockets closed,
   * and the platform assembled anew over them (bus, relay, scheduler, sessions and roles
   * remembered), with `next.env` in place of the settings it started with. For a product started on
   * a given database (`dynamoEndpoint`); the old table is the caller's to drop. The test suite
   * runs a worker's files one after another on one product this way.
   */
  startOver(snapshot: StoreSnapshot, next: StartOver): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOver {
  dynamoEndpoint: string;
  /** A table not yet made there. */
  tableName: string;
  /** Settings over the process's environment, as `LocalOptions.env`. */
  env?: Record<string, string>;
}

/** How often the local scheduler looks for what is due. */
const SCHEDULER_TICK_MS = 30_000;
/** How often the document store's lifecycle runs (S3 runs it about once a day). */
const LIFECYCLE_EVERY_MS = 3_600_000;

export class PortBusyError extends Error {
  constructor(port: number) {
    super(
      `Port ${port} is already in use, probably by another npm start. ` +
        `Stop that process, or start on another port: PORT=${port + 1} npm start`,
    );
  }
}

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((res, rej) => {
    const probe = createNetServer();
    probe.once('error', (e: NodeJS.ErrnoException) =>
      rej(e.code === 'EADDRINUSE' ? new PortBusyError(port) : e),
    );
    probe.listen(port, () => probe.close(() => res()));
  });
}

/** Starts the whole product in this process, each AWS service replaced by its local stand-in. */
export async function startLocal(options: LocalOptions = {}): Promise<LocalRuntime> {
  const root = resolve(options.root ?? process.cwd());
  const settingsWith = (env: Record<string, string | undefined> | undefined) =>
    parseConfig({
      ...process.env,
      ...env,
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...(options.port !== undefined ? { PORT: String(options.port || 4321) } : {}),
      ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}),
    });
  const config = settingsWith(options.env);
  setConfig(config);
  if (options.web ?? true) {
    // The site's server makes its background calls as the system account (spec §1, §5): without
    // its credentials it cannot, and the process says so in spec §5's words rather than start.
    const problems = backgroundLoginProblems({
      email: config.SYSTEM_EMAIL,
      password: config.SYSTEM_PASSWORD,
      crmClientId: config.SYSTEM_API_KEY,
      commonClientId: config.COMMON_CLIENT_ID,
    });
    if (problems.length > 0) {
      throw new ConfigError(`The site's background login cannot start:\n  ${problems.join('\n  ')}`);
    }
  }
  // Presigned URLs need the final address before the server listens, so a free port is picked now.
  const port = options.port === 0 ? await freePort() : (options.port ?? config.PORT);
  await assertPortFree(port);
  // Links in e-mails point at this process's own address unless PUBLIC_URL names another; never
  // at whatever Host a request claims.
  config.PUBLIC_URL ??= `http://localhost:${port}`;
  const publicUrl = config.PUBLIC_URL;
  const actAsTheSite = () => {
    if (options.web ?? true) {
      // The in-process site reads them from its environment, as the site function does in AWS;
      // they stay on the server.
      process.env.SYSTEM_EMAIL = config.SYSTEM_EMAIL;
      process.env.SYSTEM_PASSWORD = config.SYSTEM_PASSWORD;
      process.env.SYSTEM_API_KEY = config.SYSTEM_API_KEY;
      process.env.COMMON_CLIENT_ID = config.COMMON_CLIENT_ID;
    }
    // The site's server renders pages by calling the API at its origin, as in AWS (in this one
    // process the call needs no socket: see the in-process APIs below).
    process.env.API_ORIGIN = `http://127.0.0.1:${port}`;
  };
  actAsTheSite();

  const clock = new BusinessClock();
  const startAt =
    options.clockAt ?? (options.restore?.businessTime ? new Date(options.restore.businessTime) : undefined);
  if (startAt) clock.set(startAt);
  const assemble = (dynamoEndpoint: string | undefined, restore: StoreSnapshot | undefined) =>
    buildLocalPlatform({
      config,
      clock,
      inMemory: options.inMemory ?? false,
      root,
      publicBaseUrl: `http://localhost:${port}`,
      ...(dynamoEndpoint ? { dynamoEndpoint } : {}),
      ...(options.secrets ? { secrets: options.secrets } : {}),
      ...(restore ? { restore } : {}),
      ...(options.shortLivedDatabase ? { shortLivedDatabase: true } : {}),
      ...(options.capacity ? { capacity: options.capacity } : {}),
    });
  // All three are assembled anew when the product starts over (startOver below).
  let local = await assemble(options.dynamoEndpoint, options.restore);
  let { platform, adapters } = local;
  let bus = platform.bus as LocalBus;
  const dataDir = resolve(root, config.DATA_DIR);
  // After the platform: a restored store brings its data folder's files, an old token among them.
  const devToken = createDevToken(dataDir);
  setPlatform(platform);

  const registerConsumers = () => {
    for (const [name, ctx] of Object.entries(contexts)) {
      for (const rule of busRules.filter((r) => r.target === name)) {
        const consumer = ctx.consumers[rule.name];
        if (consumer) bus.register(rule.name, consumer);
      }
    }
  };
  registerConsumers();

  let server: ServerType | undefined;
  const wss = new WebSocketServer({ noServer: true });
  const settle = async () => {
    // Consumers may write outbox events of their own, in chains (the daily run's pages): until
    // a pass relays nothing.
    for (let pass = 0; pass < 1000; pass++) {
      const relayed = await adapters.relay.drain();
      await bus.idle();
      if (relayed === 0 && pass > 0) return;
    }
  };
  const runJobs = async () => {
    await settle();
    const summary = await adapters.scheduler.runDue();
    await settle();
    return summary;
  };
  // In real time, as S3's: it removes what was deleted more than a day ago.
  const runLifecycle = () =>
    void adapters.documents
      .applyLifecycle()
      .catch((e) => platform.log.error('documents.lifecycle-failed', { error: String(e) }));
  const lifecycle = setInterval(runLifecycle, LIFECYCLE_EVERY_MS).unref();
  let registered: string[] = [];
  const stop = async () => {
    clearInterval(lifecycle);
    for (const origin of registered) {
      inProcessApis().delete(origin);
      inProcessClocks().delete(origin);
    }
    adapters.scheduler.stop();
    await adapters.relay.stop();
    for (const client of wss.clients) client.terminate();
    wss.close();
    if (server) await new Promise<void>((res) => server?.close(() => res()));
    await bus.idle().catch(() => undefined);
    await local.stop();
  };

  try {
    const seed = options.restore ? false : (options.seed ?? true);
    if (seed) await seedDemoData(platform, seed === true ? [] : seed.except, options.seedPasswordHashes);

    const api = composeApi(
      Object.values(contexts).map((c) => c.app),
      {
        log: () => platform.log,
        verifier: () => platform.tokens,
        maxBodyBytes: () => config.MAX_BODY_BYTES,
        sessionless: isSimulatorPath,
        version: '1.10.0',
      },
      (a) => {
        a.route(
          '/dev',
          devRoutes({
            token: devToken,
            clock,
            listMessages: (to) => adapters.outbox.list(to ? { to } : {}),
            runJobs,
            // The setting the customers context's identity provider simulator reads.
            chooseEkycOutcome: (outcome) =>
              platform.table.put({
                ...platformKeys.setting(EKYC_SIMULATOR_SETTING),
                EntityType: 'Setting',
                Outcome: outcome,
              }),
            eMandate: {
              secret: config.EMANDATE_WEBHOOK_SECRET ?? '',
              webhookUrl: () => `http://127.0.0.1:${port}/api/webhooks/e-mandate`,
            },
          }),
        );
      },
    );
    const app = new Hono<{ Bindings: HttpBindings }>();
    app.route('/', api);
    // The documents store of the moment (the product may start over on another store).
    // In AWS the bucket is another origin, so a client following the API's redirect to a link
    // drops its bearer token on the way; here it is the same origin, and the token is dropped here.
    const documents = (c: Context<{ Bindings: HttpBindings }>) =>
      adapters.documents.routes.fetch(withoutBearer(c.req.raw), c.env);
    app.all(LOCAL_S3_PATH, documents);
    app.all(`${LOCAL_S3_PATH}/*`, documents);
    if (options.web ?? true) app.route('/', await webApp(root));

    adapters.relay.start();
    adapters.scheduler.start(SCHEDULER_TICK_MS);
    runLifecycle();

    server = await new Promise<ServerType>((res, rej) => {
      const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => res(s));
      s.once('error', (e: NodeJS.ErrnoException) =>
        rej(e.code === 'EADDRINUSE' ? new PortBusyError(port) : e),
      );
    });
    const listening = (server.address() as AddressInfo).port;
    // The site's pages call the API as if over the network; in this one process they need no socket
    // (web/src/lib/server-api.ts reads this map). Calls arrive from the loopback, as they did.
    // Of the Node bindings the API reads only the socket's address (the caller's IP).
    const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } } as unknown as HttpBindings;
    const direct = (request: Request) => Promise.resolve(app.fetch(request, loopback));
    const origins = [`http://localhost:${listening}`, `http://127.0.0.1:${listening}`];
    for (const origin of origins) {
      inProcessApis().set(origin, direct);
      // The pages' "today" (a payment's date, the latest stamping day) is the business clock's, as
      // the API's rules read it (web/src/lib/business-clock.ts).
      inProcessClocks().set(origin, clock);
    }
    registered = origins;

    server.on('upgrade', (request, socket, head) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path !== '/ws') return socket.destroy();
      wss.handleUpgrade(request, socket, head, (ws) => {
        void acceptConnection(platform, adapters.push, ws, request).catch((e) => {
          platform.log.error('ws.accept-failed', { error: String(e) });
          ws.close(1011, 'Server Error');
        });
      });
    });
  } catch (e) {
    await stop().catch(() => undefined);
    throw e;
  }

  const actualPort = (server.address() as AddressInfo).port;
  const direct = inProcessApis().get(`http://localhost:${actualPort}`)!;
  const startOver = async (snapshot: StoreSnapshot, next: StartOver) => {
    if (!options.dynamoEndpoint) throw new Error('Only a product started on a given database starts over.');
    // What the last user set going finishes first, on the store it was meant for.
    await settle();
    for (const client of wss.clients) client.terminate();
    adapters.scheduler.stop();
    await adapters.relay.stop();
    await bus.idle().catch(() => undefined);
    // The settings given now, in place of those it started with; the same address.
    const settings = settingsWith({ ...next.env, TABLE_NAME: next.tableName });
    for (const key of Object.keys(config)) delete config[key as keyof Config];
    Object.assign(config, settings, { PUBLIC_URL: publicUrl });
    if (snapshot.businessTime) clock.set(new Date(snapshot.businessTime));
    else clock.reset();
    emptyDataFolder(dataDir);
    local = await assemble(next.dynamoEndpoint, snapshot);
    ({ platform, adapters } = local);
    bus = platform.bus as LocalBus;
    registerConsumers();
    writeDevToken(dataDir, devToken);
    // Another product may have started in this process since: the globals are this one's again.
    setConfig(config);
    setPlatform(platform);
    actAsTheSite();
    adapters.relay.start();
    adapters.scheduler.start(SCHEDULER_TICK_MS);
  };
  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    config,
    devToken,
    // Read when asked: a product that started over has a platform and adapters of its store's.
    get platform() {
      return platform;
    },
    get adapters() {
      return adapters;
    },
    fetch: direct,
    runJobs,
    settle,
    snapshot: async (to) => ({ ...(await local.snapshot(to)), businessTime: clock.now().toISOString() }),
    startOver,
    stop,
  };
}

/** The request without an Authorization header that is not an AWS signature (a session's bearer token). */
function withoutBearer(request: Request): Request {
  const auth = request.headers.get('authorization');
  if (auth === null || auth.startsWith('AWS4-')) return request;
  const headers = new Headers(request.headers);
  headers.delete('authorization');
  return new Request(request, { headers });
}

/** The business clocks of the APIs in this process, by origin, under the global name the site's server code reads. */
function inProcessClocks(): Map<string, BusinessClock> {
  const key = Symbol.for('ezc.business-clock');
  const g = globalThis as Record<symbol, Map<string, BusinessClock> | undefined>;
  g[key] ??= new Map();
  return g[key];
}

type ApiFetch = (request: Request) => Promise<Response>;
/** The in-process APIs by origin, under the global name the site's server code reads. */
function inProcessApis(): Map<string, ApiFetch> {
  const key = Symbol.for('ezc.in-process-api');
  const g = globalThis as Record<symbol, Map<string, ApiFetch> | undefined>;
  g[key] ??= new Map();
  return g[key];
}
