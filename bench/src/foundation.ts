import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { LocalRuntime } from '@ezc/local';
import { platformKeys, signAccessToken } from '@ezc/platform';
import { dynamoClient } from '@ezc/platform/table/dynamo-client';
import { inProcessLoad } from './in-process-load';
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
  const sdk = await inProcessLoad(
    'dynamodb GetItem through the AWS SDK (bare)',
    () =>
      client.send(
        new GetItemCommand({ TableName: p.table.name, Key: { PK: { S: 'LIST#Bank' }, SK: { S: 'LIST' } } }),
      ),
    { seconds: durationSeconds, concurrency: 10 },
  );
  rows.push({ ...sdk, non2xx: 0 });
  const [bare, , full] = rows as [LoadResult, LoadResult, LoadResult];
  expectSuccesses(rows);
  return {
    rows,
    ratios: {
      fullStackP50OverBareGetItemP50: round(full.p50ms / Math.max(bare.p50ms, 0.01)),
      fullStackP50OverSdkGetItemP50: round(full.p50ms / Math.max(sdk.p50ms, 0.01)),
      bareGetItemRpsOverFullStackRps: round(bare.rps / Math.max(full.rps, 1)),
    },
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
