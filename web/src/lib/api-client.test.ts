import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notifications } from '../stores/notifications';
import { api, apiFetch, callUrl } from './api-client';

/**
 * The client in a page without a browser: `document` carries the notifications region and the
 * CSRF cookie, `fetch` is replaced per test.
 */
let dataset: Record<string, string>;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  dataset = {};
  vi.stubGlobal('document', {
    cookie: '__Host-ezc_csrf=csrf-1',
    querySelector: (selector: string) => (selector === '[data-notifications]' ? { dataset } : null),
  });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  $notifications.set([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lastNotification = () => {
  const list = $notifications.get();
  const last = list[list.length - 1];
  return last && { type: last.type, title: last.title, description: last.description };
};
const timedOut = () =>
  Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('apiFetch time-outs', () => {
  it("waits as long as spec §9 allows for the call's path", async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockImplementation(() => answer(200, { Data: {} }));
    await apiFetch('/api/customer/profile/find-one', { body: {} });
    await apiFetch('/api/signing-sessions/download-recording', { body: { LoanNo: 'EZC1' } });
    await apiFetch('/api/loans/find-one', { body: { LoanNo: 'EZC1' } });
    expect(timeout.mock.calls).toEqual([[6_000], [3_600_000], [60_000]]);
  });

  it('tells the user the server took too long, in the page language, under the caller’s title', async () => {
    dataset.requestTimeout = 'Pelayan mengambil masa terlalu lama untuk menjawab. Sila cuba lagi.';
    fetchMock.mockImplementation(timedOut);
    const result = await apiFetch('/api/customer/profile/find-one', {
      body: {},
      failureTitle: 'CRM Login Failed',
    });
    expect(result).toEqual({ ok: false, status: 0, message: undefined, timedOut: true });
    expect(lastNotification()).toEqual({
      type: 'error',
      title: 'CRM Login Failed',
      description: 'Pelayan mengambil masa terlalu lama untuk menjawab. Sila cuba lagi.',
    });
  });

  it('says so in English when the page gives no text, titled Request Error without a caller title', async () => {
    fetchMock.mockImplementation(timedOut);
    await apiFetch('/api/loans/find-all', { body: {} });
    expect(lastNotification()).toEqual({
      type: 'error',
      title: 'Request Error',
      description: 'The server took too long to answer. Please try again.',
    });
  });

  it('keeps the generic texts for a request that never reached the server', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await apiFetch('/api/loans/find-all', { body: {}, failureTitle: 'Fetch Loans Failed' });
    expect(result).toEqual({ ok: false, status: 0, message: undefined });
    expect(lastNotification()).toEqual({
      type: 'error',
      title: 'Fetch Loans Failed',
      description: 'An error occured.',
    });
  });

  it("shows the server's message under the caller's title", async () => {
    fetchMock.mockImplementation(() => answer(404, { message: 'Loan not found', code: 'LOAN.NOT_FOUND' }));
    const result = await apiFetch('/api/loans/find-one', {
      body: { LoanNo: 'X' },
      failureTitle: 'Fetch Loans Failed',
    });
    expect(result).toEqual({ ok: false, status: 404, message: 'Loan not found' });
    expect(lastNotification()).toEqual({
      type: 'error',
      title: 'Fetch Loans Failed',
      description: 'Loan not found',
    });
  });
});

describe('quiet calls', () => {
  it('tell nobody of their failure, answering it all the same', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await apiFetch('/api/auth/keep-alive', { method: 'POST', quiet: true })).toEqual({
      ok: false,
      status: 0,
      message: undefined,
    });
    fetchMock.mockImplementation(() => answer(503, { message: 'Try later', code: 'SERVER.BUSY' }));
    expect(await apiFetch('/api/auth/keep-alive', { method: 'POST', quiet: true })).toMatchObject({
      status: 503,
    });
    expect($notifications.get()).toEqual([]);
  });
});

describe('the typed client', () => {
  it('fills path parameters and the query', () => {
    expect(callUrl('/api/users/{id}', { id: 'u 1/2' })).toBe('/api/users/u%201%2F2');
    expect(callUrl('/api/users', undefined, { status: 'All', Rows: 999, search: undefined })).toBe(
      '/api/users?status=All&Rows=999',
    );
    expect(callUrl('/api/medias', undefined, { Tag: ['a', 'b'] })).toBe('/api/medias?Tag=a&Tag=b');
  });

  it('sends the documented call through apiFetch: method, JSON body, CSRF token', async () => {
    fetchMock.mockImplementation(() =>
      answer(200, { Data: { RoleId: 'R1', Name: 'Admin', Privileges: [] } }),
    );
    const result = await api.post('/api/roles/update-privileges', {
      RoleId: 'R1',
      Privileges: ['Dashboard'],
    });
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { Data: { RoleId: 'R1', Name: 'Admin', Privileges: [] } },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/roles/update-privileges');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"RoleId":"R1","Privileges":["Dashboard"]}');
    expect(init?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-1', 'Content-Type': 'application/json' });
  });

  it('takes only documented calls, with their bodies, queries and path values', async () => {
    fetchMock.mockImplementation(() => answer(200, {}));
    // The site's type check holds these lines to the API document.
    const misuse = () => {
      // @ts-expect-error a path the API does not document
      void api.get('/api/not-documented');
      // @ts-expect-error the feed needs its `after` query
      void api.get('/api/realtime/events');
      // @ts-expect-error a status the API does not accept
      void api.post('/api/users/set-status', { UserId: 'u1', Status: 'Gone' });
      // @ts-expect-error the user's id fills the path
      void api.get('/api/users/{id}');
    };
    expect(misuse).toBeTypeOf('function');
    await api.get('/api/users/{id}', { params: { id: 'u1' } });
    await api.post('/api/realtime/ticket', {});
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'GET /api/users/u1',
      'POST /api/realtime/ticket',
    ]);
  });

  it('reads with GET, the query in the address, and narrows the answer with parse', async () => {
    fetchMock.mockImplementation(() => answer(200, { Data: [{ UserId: 'u1' }], Count: 1 }));
    const result = await api.get('/api/users', {
      query: { status: 'All', Rows: 999 },
      parse: (body) => body.Data.map((row) => String(row.UserId)),
    });
    expect(result).toEqual({ ok: true, status: 200, data: ['u1'] });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/users?status=All&Rows=999');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });
});
