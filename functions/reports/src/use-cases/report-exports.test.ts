import { AggregateStore, type Principal, randomIds } from '@ezc/platform';
import { createTestTable } from '@ezc/platform/testing/test-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportExports } from '../exports/report-exports';
import { reportReader } from '../projection/report-reader';
import { findReportExport, startReportExport, writeReportExport } from './report-exports';

/**
 * An export's job against DynamoDB Local, on a book with no loans: the file is the header alone,
 * stored under the export's key; a store that refuses the file fails the export, saying so; a
 * second delivery of a finished export changes nothing.
 */
const clock = { now: () => new Date('2026-12-07T02:00:00.000Z') };
const finance: Principal = {
  id: 'STF-0002',
  kind: 'staff',
  sessionId: 's',
  roles: ['Finance Team'],
  privileges: [],
};
const actor = { id: finance.id, kind: 'staff', name: 'Finance' } as const;
const job = { id: 'system', kind: 'system', name: 'Report exports' } as const;
const quiet = { error: () => undefined };
let t: Awaited<ReturnType<typeof createTestTable>>;
let deps: ReturnType<typeof depsWith>;
const kept = new Map<string, string>();

function depsWith(put: (key: string, body: Uint8Array[]) => Promise<void>) {
  return {
    exports: reportExports(t.table, new AggregateStore(t.table, clock, randomIds)),
    reader: reportReader(t.table),
    today: () => '2026-12-07',
    now: () => clock.now(),
    ids: randomIds,
    log: quiet,
    blobs: {
      put: (key: string, body: unknown) => put(key, body as Uint8Array[]),
      presignGet: async (key: string) => `https://files.example.test/${key}`,
    },
  };
}

beforeAll(async () => {
  t = await createTestTable('report-exports');
  deps = depsWith(async (key, body) => {
    kept.set(key, Buffer.concat(body).toString('utf8'));
  });
});
afterAll(async () => t?.drop());

const start = () =>
  startReportExport(
    deps,
    { principal: finance, actor },
    {
      report: 'lpc',
      filters: {},
      format: 'csv',
      language: 'en',
    },
  );

describe('a report export', () => {
  it('is written to the document store, then ready with a link for the one who asked', async () => {
    const started = await start();
    expect(started).toMatchObject({
      Status: 'Running',
      Rows: 0,
      Done: 0,
      FileName: 'lpc-report-2026-12-07.csv',
    });
    await writeReportExport(deps, started.ExportId, job);
    const found = await findReportExport(deps, finance, started.ExportId);
    const key = `exports/${started.ExportId}/lpc-report-2026-12-07.csv`;
    expect(found).toMatchObject({ Status: 'Ready', Url: `https://files.example.test/${key}` });
    expect(kept.get(key)?.split('\r\n')[0]).toMatch(/^Due date,/);
    // Delivered again, it is left as it is.
    const before = await deps.exports.load(started.ExportId);
    await writeReportExport(deps, started.ExportId, job);
    expect((await deps.exports.load(started.ExportId))?.version).toBe(before?.version);
  });

  it('fails, saying so, when its file cannot be stored', async () => {
    const started = await start();
    const refusing = depsWith(async () => {
      throw new Error('store unavailable');
    });
    await writeReportExport(refusing, started.ExportId, job);
    expect(await findReportExport(deps, finance, started.ExportId)).toEqual({
      ExportId: started.ExportId,
      Report: 'lpc',
      Format: 'csv',
      Status: 'Failed',
      Rows: 0,
      Done: 0,
      FileName: 'lpc-report-2026-12-07.csv',
      Message: 'The report could not be read to the end. Try the export again.',
    });
  });
});
