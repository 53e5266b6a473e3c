import type { LocalRuntime } from '@ezc/local';
import { platformKeys, signAccessToken } from '@ezc/platform';
import { type LoadResult, load } from './load';

/**
 * The foundation's benches, side by side: a bare DynamoDB GetItem on the local store (raw HTTP to
 * DynamoDB Local, the floor), `GET /api/health`, and an authenticated single-item read through the
 * whole stack (token check with its session read, validation, the item read, JSON).
 */
export async function foundationBench(rt: LocalRuntime, durationSeconds: number) {
  const p = rt.platform;
  const endpoint = p.table.endpoint;
  if (!endpoint) throw new Error('The bench needs the local DynamoDB endpoint');
  const dynamoUrl = `${endpoint}/`;

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
    await load('dynamodb GetItem (bare)', {
      url: dynamoUrl,
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.GetItem',
        // DynamoDB Local reads the access key from the header but does not verify the signature.
        authorization:
          'AWS4-HMAC-SHA256 Credential=local/20260101/ap-southeast-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
      },
      body: JSON.stringify({ TableName: p.table.name, Key: { PK: { S: 'LIST#Bank' }, SK: { S: 'LIST' } } }),
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
  const [bare, , full] = rows as [LoadResult, LoadResult, LoadResult];
  // A bench of refusals measures nothing: every measured answer must be a success.
  for (const row of rows) {
    if (row.non2xx > 0 || row.errors > 0)
      throw new Error(`${row.name}: ${row.non2xx} non-2xx answers, ${row.errors} errors`);
  }
  return {
    rows,
    ratios: {
      fullStackP50OverBareGetItemP50: round(full.p50ms / Math.max(bare.p50ms, 0.01)),
      bareGetItemRpsOverFullStackRps: round(bare.rps / Math.max(full.rps, 1)),
    },
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
