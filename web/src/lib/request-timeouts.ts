/**
 * Spec §9: how long the site waits for an answer before giving up, by the kind of call. The
 * customer (CRM) service answers small lookups and should be quick; a signing session recording
 * is a long video download.
 */
export const MAIN_API_TIMEOUT_MS = 60_000;
export const CUSTOMER_SERVICE_TIMEOUT_MS = 6_000;
export const RECORDING_DOWNLOAD_TIMEOUT_MS = 3_600_000;

const RECORDING_DOWNLOAD_PATH = '/api/signing-sessions/download-recording';
const CUSTOMER_SERVICE_PREFIXES = ['/api/customer/', '/api/customers/'];

/** The time-out of a call to `url` (a path, with or without its query, or a full address). */
export function timeoutFor(url: string): number {
  const path = new URL(url, 'http://site.invalid').pathname;
  if (path === RECORDING_DOWNLOAD_PATH) return RECORDING_DOWNLOAD_TIMEOUT_MS;
  if (CUSTOMER_SERVICE_PREFIXES.some((prefix) => path.startsWith(prefix))) return CUSTOMER_SERVICE_TIMEOUT_MS;
  return MAIN_API_TIMEOUT_MS;
}
