import { DomainError } from '@ezc/domain';
import { countInWindow } from '@ezc/platform';
import type { CustomersPorts } from '../ports';

/** Reports one address may send in a minute: a page in an error loop, not a flood. */
export const CLIENT_ERRORS_PER_MINUTE = 30;

export interface ClientError {
  Message: string;
  Stack?: string | undefined;
  Status?: number | undefined;
  Url?: string | undefined;
  RequestId?: string | undefined;
}

/**
 * Removes what could identify a person before a report is kept: e-mail addresses, NRIC-like and
 * phone-like numbers, long tokens, and a URL's query and fragment.
 */
export function scrub(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/\b\d{6}-?\d{2}-?\d{4}\b/g, '[id]')
    .replace(/\+?\d[\d\s-]{8,}\d/g, '[number]')
    .replace(/\b[A-Za-z0-9_-]{32,}(\.[A-Za-z0-9_-]+){0,2}\b/g, '[token]');
}

const scrubUrl = (url: string) => scrub(url.replace(/[?#].*$/, ''));

/**
 * `POST /logs` (spec §7): the site reports an error it met. The report is written to the logs
 * with this request's id, scrubbed of personal data; staff find it by that id or by the id of the
 * failed request it names.
 */
export async function recordClientError(
  deps: Pick<CustomersPorts, 'table' | 'clock' | 'log'>,
  input: ClientError & { ip: string; accountId?: string | undefined },
): Promise<void> {
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  if ((await countInWindow(deps.table, `client-errors#${input.ip}`, now, 60)) > CLIENT_ERRORS_PER_MINUTE) {
    throw new DomainError('rate-limited', 'LOGS.TOO_MANY', 'Too many error reports. Please try again later.');
  }
  deps.log.warn('client.error', {
    message: scrub(input.Message),
    ...(input.Stack ? { stack: scrub(input.Stack) } : {}),
    ...(input.Status !== undefined ? { status: input.Status } : {}),
    ...(input.Url ? { url: scrubUrl(input.Url) } : {}),
    ...(input.RequestId ? { failedRequestId: input.RequestId } : {}),
    ...(input.accountId ? { accountId: input.accountId } : {}),
  });
}
