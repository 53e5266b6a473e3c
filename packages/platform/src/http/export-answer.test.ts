import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { FileExportView } from '../exports/file-exports';
import { exportAnswer, followsExport } from './export-answer';
import { HttpProblem } from './problem';

/**
 * The answer to a started export, by what the caller accepts: the site (JSON alone) follows the
 * export; anyone else is sent on to the file once it is written.
 */
const running: FileExportView = { ExportId: 'EXP-1', Status: 'Running', Rows: 3, Done: 0, FileName: 'f.csv' };
const ready: FileExportView = {
  ...running,
  Status: 'Ready',
  Done: 3,
  Url: 'https://files.example.test/f.csv',
};
const failed: FileExportView = {
  ...running,
  Status: 'Failed',
  Message: 'The report could not be read to the end.',
};

function answering(view: FileExportView) {
  const app = new Hono();
  app.onError((e, c) =>
    e instanceof HttpProblem ? c.json({ message: e.message, code: e.code }, e.status) : c.json({}, 500),
  );
  app.post('/export', (c) => exportAnswer(c, view, followsExport(c)));
  return (accept?: string) => app.request('/export', { method: 'POST', headers: accept ? { accept } : {} });
}

describe('the answer to a started export', () => {
  it('gives a caller that accepts JSON alone the export to follow (202), even once ready', async () => {
    for (const view of [running, ready]) {
      const res = await answering(view)('application/json');
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ Data: view });
    }
  });

  it('sends any other caller on to the file once written (303 to its link)', async () => {
    for (const accept of [undefined, '*/*', 'text/csv, application/json', 'text/csv']) {
      const res = await answering(ready)(accept);
      expect([res.status, res.headers.get('location'), res.headers.get('cache-control')], accept).toEqual([
        303,
        'https://files.example.test/f.csv',
        'private, no-store',
      ]);
    }
  });

  it('tells such a caller why the file could not be made, and gives it the export when the wait ran out', async () => {
    const refused = await answering(failed)('*/*');
    expect([refused.status, await refused.json()]).toEqual([
      500,
      { message: 'The report could not be read to the end.', code: 'EXPORT.FAILED' },
    ]);
    const waiting = await answering(running)('*/*');
    expect([waiting.status, await waiting.json()]).toEqual([202, { Data: running }]);
  });
});
