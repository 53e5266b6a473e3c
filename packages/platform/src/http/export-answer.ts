import type { Context } from 'hono';
import type { FileExportView } from '../exports/file-exports';
import { HttpProblem } from './problem';

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
