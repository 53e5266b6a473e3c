import type { LocalRuntime } from '@ezc/local';
import { borrowerToken } from './customers';
import { round } from './in-process-load';
import { expectSuccesses, type LoadResult, load, loadDynamo } from './load';

/**
 * A month of the demo attorney's calendar (`/signing-sessions/available-sessions`) through the
 * whole stack, beside the bare Query it is built on (the attorney's slot claims of the month),
 * measured in the same run.
 */
export async function signingSessionsBench(rt: LocalRuntime, durationSeconds: number) {
  const p = rt.platform;
  const endpoint = p.table.endpoint;
  const token = await borrowerToken(rt.url);
  const next = new Date(Date.now() + 8 * 3600 * 1000);
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  const month = next.toISOString().slice(0, 7);

  const rows: LoadResult[] = [
    await loadDynamo('dynamodb Query (bare, an attestor’s slot claims of a month)', {
      endpoint,
      operation: 'Query',
      input: {
        TableName: p.table.name,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': { S: 'SLOTCLAIM#STF-0006' },
          ':from': { S: `${month}-01` },
          ':to': { S: `${month}-31T23:59:59Z` },
        },
      },
      durationSeconds,
    }),
    await load(`POST /api/signing-sessions/available-sessions (a month, ${month})`, {
      url: `${rt.url}/api/signing-sessions/available-sessions`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ AttestatorId: 'STF-0006', Month: month }),
      durationSeconds,
    }),
  ];
  expectSuccesses(rows);
  const [bare, full] = rows as [LoadResult, LoadResult];
  return {
    rows,
    ratios: {
      monthP50OverBareQueryP50: round(full.p50ms / Math.max(bare.p50ms, 0.01)),
      monthP99OverBareQueryP99: round(full.p99ms / Math.max(bare.p99ms, 0.01)),
    },
  };
}
