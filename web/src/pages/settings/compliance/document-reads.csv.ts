import type { APIRoute } from 'astro';
import { businessNow } from '../../../lib/business-clock';
import { postForFile } from '../../../lib/compliance/api-file';
import { readReadsQuery, readsExportBody } from '../../../lib/compliance/reads-query';
import { retryWithFreshCookies } from '../../../lib/lending/server';

/**
 * `/settings/compliance/document-reads.csv` (Admin, by the page rules): the export link of the
 * compliance page without scripting. The API checks the caller again, records the export and has
 * its job write the file; the browser is sent on to the file's short-lived link once it is written.
 */
export const GET: APIRoute = async (astro) => {
  const query = readReadsQuery(astro.url.searchParams, businessNow());
  const answer = await postForFile(astro, '/compliance/document-reads/export', readsExportBody(query));
  if (answer?.status === 401) {
    const retry = retryWithFreshCookies(astro);
    if (retry) return retry;
  }
  if (!answer) {
    return new Response('The export could not be made.', {
      status: 502,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const file = answer.status === 303 ? answer.headers.get('location') : null;
  if (file) {
    return new Response(null, {
      status: 303,
      headers: { location: file, 'cache-control': 'private, no-store' },
    });
  }
  if (answer.status === 202) {
    return new Response('The file is still being written. Open the link again in a minute.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
    });
  }
  // The API's refusal as it said it ({message, code}), with its status.
  return new Response(await answer.text(), {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'text/plain; charset=utf-8' },
  });
};
