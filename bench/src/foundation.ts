import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { LocalRuntime } from '@ezc/local';
import { platformKeys, signAccessToken } from '@ezc/platform';
import { dynamoClient } from '@ezc/platform/table/dynamo-client';
import { type InProcessResult, inProcessLoad } from './in-process-load';
import { expectSuccesses, type LoadResult, load, loadDynamo } from './load';

/**
 * The foundation's benches, side by side: a bare DynamoDB GetItem on the local store (raw HTTP to
 * DynamoDB Local, the floor), `GET /api/health`, an authenticated single-item read through the
 * whole stack (token check with its session read, validation, the item read, JSON), and the same
 * GetItem through the AWS SDK's client the product uses (the SDK-bare floor, timed in this process).
 */
export async function foundationBench(rt: LocalRuntime, durationSeconds: number) {
  const p = rt.platform;
  const endpoint = p.table.endpoint;
  // The demo data's events are still being relayed to their consumers when the product has just
  // started: that work would share the CPU with what is measured.
  await rt.settle();

  // A live session of an active account, as the token check reads them (one batch read).
  const sessionId = 'bench-session';
  await p.table.put({
    ...platformKeys.account('bench-user'),
    EntityType: 'Account',
    AccountId: 'bench-user',
    Status: 'Active',
    SessionGeneration: 0,
  });
  await p.table.put({
    ...platformKeys.session(sessionId),
    EntityType: 'Session',
    SessionId: sessionId,
    AccountId: 'bench-user',
    Status: 'Active',
    Generation: 0,
    CreatedAt: new Date().toISOString(),
    LastActiveAt: Date.now(),
    ExpiresAt: new Date(Date.now() + 3600_000).toISOString(),
  });
  const token = await signAccessToken(
    { sub: 'bench-user', kind: 'staff', sid: sessionId, roles: ['Admin'], privileges: [] },
    p.tokenSecret,
    Math.floor(Date.now() / 1000),
    3600,
  );

  const rows: LoadResult[] = [];
  rows.push(
    await loadDynamo('dynamodb GetItem (bare)', {
      endpoint,
      operation: 'GetItem',
      input: { TableName: p.table.name, Key: { PK: { S: 'LIST#Bank' }, SK: { S: 'LIST' } } },
      durationSeconds,
    }),
  );
  rows.push(await load('GET /api/health', { url: `${rt.url}/api/health`, durationSeconds }));
  rows.push(
    await load('GET /api/lists/items (auth, full stack)', {
      url: `${rt.url}/api/lists/items?ListName=Bank`,
      headers: { authorization: `Bearer ${token}` },
      durationSeconds,
    }),
  );
  const client = dynamoClient({ endpoint, region: rt.config.AWS_REGION });
  const getItem = () =>
    client.send(
      new GetItemCommand({ TableName: p.table.name, Key: { PK: { S: 'LIST#Bank' }, SK: { S: 'LIST' } } }),
    );
  // The same read handed to the API in this process, timed as the SDK's GetItem is: the API's own
  // cost (routing, token check, validation, the read through the same client, JSON) without the
  // load generator and the socket, as a Lambda behind API Gateway runs it.
  let non2xx = 0;
  const apiRead = async () => {
    const res = await rt.fetch(
      new Request(`${rt.url}/api/lists/items?ListName=Bank`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    if (res.status !== 200) non2xx++;
    await res.arrayBuffer();
  };
  // Each at 10 callers (the box's throughput), then at one caller, as a warm Lambda serves: one
  // request at a time. The one-caller pair runs in alternating rounds, the ratio taken per round and
  // its median kept, so a slow moment of the shared box falls on both sides of the ratio.
  const sdk = await inProcessLoad('dynamodb GetItem through the AWS SDK (bare)', getItem, {
    seconds: durationSeconds,
    concurrency: 10,
  });
  rows.push({ ...sdk, non2xx: 0 });
  const api = await inProcessLoad('GET /api/lists/items (auth, in process)', apiRead, {
    seconds: durationSeconds,
    concurrency: 10,
  });
  rows.push({ ...api, non2xx });
  const rounds: { sdk: InProcessResult; api: InProcessResult }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const one = { seconds: Math.max(1, durationSeconds / 2), concurrency: 1 };
    rounds.push({
      sdk: await inProcessLoad('dynamodb GetItem through the AWS SDK (bare), one caller', getItem, one),
      api: await inProcessLoad('GET /api/lists/items (auth, in process), one caller', apiRead, one),
    });
  }
  const middle = rounds
    .map((r) => ({ ...r, ratio: r.api.p50ms / Math.max(r.sdk.p50ms, 0.01) }))
    .sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)]!;
  rows.push({ ...middle.sdk, non2xx: 0 }, { ...middle.api, non2xx });
  const [bare, , full] = rows as [LoadResult, LoadResult, LoadResult];
  expectSuccesses(rows);
  return {
    rows,
    ratios: {
      fullStackP50OverBareGetItemP50: round(full.p50ms / Math.max(bare.p50ms, 0.01)),
      fullStackP50OverSdkGetItemP50: round(full.p50ms / Math.max(sdk.p50ms, 0.01)),
      inProcessApiP50OverSdkGetItemP50: round(api.p50ms / Math.max(sdk.p50ms, 0.01)),
      /** The warm read path's budget (at most 1.5): one caller, the median round. */
      oneCallerApiP50OverSdkGetItemP50: round(middle.ratio),
      bareGetItemRpsOverFullStackRps: round(bare.rps / Math.max(full.rps, 1)),
    },
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
/** Alternating one-caller rounds of the SDK's GetItem and the API's read. */
const ROUNDS = 5;
