import type { APIRoute } from 'astro';
import { businessNow } from '../../../lib/business-clock';
import { postForFile } from '../../../lib/compliance/api-file';
import { readReadsQuery, readsExportBody } from '../../../lib/compliance/reads-query';
import { retryWithFreshCookies } from '../../../lib/lending/server';

/**
 * `/settings/compliance/document-reads.csv` (Admin, by the page rules): the export link of the
 * compliance page. A plain link works without scripting; the API checks the caller again and
 * records the export, and its file is passed on as it comes.
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
  if (answer.status !== 200) {
    // The API's refusal as it said it ({message, code}), with its status.
    return new Response(await answer.text(), {
      status: answer.status,
      headers: { 'content-type': answer.headers.get('content-type') ?? 'text/plain; charset=utf-8' },
    });
  }
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of ['content-type', 'content-disposition', 'x-report-rows']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
};
