import { addDays } from '@ezc/platform/clock/malaysia-time';
import { api } from './api';
import { devHeaders } from './dev';

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field; the expectations check their shape.
export type Json = Record<string, any>;

/**
 * The calls the payment journeys make again and again, bound to a file's server and signed-in
 * tokens. The server's address is a getter because files start their server in `beforeAll`, after
 * these helpers are made at the top of the file; `tokens` is read at each call for the same reason.
 */
export function journey(url: () => string, tokens: Readonly<Record<string, string>>) {
  /** A POST as `who` (a key of `tokens`); answers whatever the product answers. */
  const post = (who: string, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    api(url()).call<Json>('POST', path, { token: tokens[who]!, body, headers });
  /** A POST as `who` that must succeed; answers its `Data`. */
  const data = async (who: string, path: string, body: unknown = {}) => {
    const r = await post(who, path, body);
    if (r.status >= 300) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.Data as Json;
  };
  /** A POST to the local server's /api/dev tools (clock, jobs) that must succeed; answers its JSON. */
  const dev = async (path: string, body?: unknown) => {
    const res = await fetch(`${url()}/api/dev${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...devHeaders(url()) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (res.status !== 200) throw new Error(`dev${path}: ${res.status}`);
    return res.json();
  };
  return { post, data, dev };
}

/** 09:00 in Malaysia, `days` after `date` (YYYY-MM-DD), as an ISO instant. */
export const morningAfter = (date: string, days: number) =>
  new Date(`${addDays(date, days)}T09:00:00+08:00`).toISOString();
