import { fileExportStatuses } from '@ezc/domain';
import type { Context } from 'hono';
import * as z from 'zod';
import type { FileExportView } from '../exports/file-exports';
import { HttpProblem } from './problem';

/** An export as its owner follows it, in the API document (built when the document asks). */
export const fileExportViewFields = () => ({
  ExportId: z.string(),
  Status: z.enum(fileExportStatuses),
  Rows: z.number().meta({ description: 'Rows the file holds (counted when asked, then as written)' }),
  Done: z.number().meta({ description: 'Rows written so far' }),
  FileName: z.string(),
  Message: z.string().optional().meta({ description: 'Why it failed' }),
  Url: z.string().optional().meta({ description: 'Once Ready: the file, for 10 minutes' }),
});

/** The answer to a caller that asked for the file itself, in the API document. */
export const fileSeeOther = {
  description:
    'See Other (to a caller that does not accept JSON alone, once the file is written): `Location` is a 10-minute link to the file in the document store, which an HTTP client follows by itself',
  content: {},
};

/**
 * How long a request that asked for the file itself waits for its export's job: a demo book's
 * file is written in a second or two, and the wait ends well within API Gateway's 29 s.
 */
export const FILE_WAIT_MS = 20_000;

/**
 * Whether the caller follows the export itself (the site asks for JSON alone and shows the
 * progress), rather than asking for the file (a script, a plain link: any other Accept).
 */
export function followsExport(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  return /application\/json/i.test(accept) && !/text\/csv|spreadsheetml/i.test(accept);
}

/**
 * The answer to a started export. A caller that follows it gets the export (202). One that asked
 * for the file is sent on to it once ready (303 to its short-lived link in the document store,
 * which an HTTP client follows by itself, so the file never travels through the API), told why
 * when it failed, and given the export to follow (202) when its job takes longer than the wait.
 */
export function exportAnswer(c: Context, view: FileExportView, follows: boolean): Response {
  if (!follows && view.Status === 'Ready' && view.Url) {
    return new Response(null, {
      status: 303,
      headers: { Location: view.Url, 'Cache-Control': 'private, no-store' },
    });
  }
  if (!follows && view.Status === 'Failed') {
    throw new HttpProblem(500, 'EXPORT.FAILED', view.Message ?? 'The export could not be made.');
  }
  return c.json({ Data: view }, 202);
}
