/** Small helpers for API journeys: JSON calls against a running product. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export function api(baseUrl: string) {
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T, headers: res.headers };
  }
  return {
    baseUrl,
    call,
    post: <T = Record<string, unknown>>(path: string, body?: unknown, token?: string) =>
      call<T>('POST', path, { body: body ?? {}, ...(token ? { token } : {}) }),
    get: <T = Record<string, unknown>>(path: string, token?: string) =>
      call<T>('GET', path, token ? { token } : {}),
  };
}

export const DEMO_PASSWORD = 'Demo#2026';

/** The demo accounts that sign in as customers; every other demo account is staff. */
const DEMO_CUSTOMERS = new Set(['borrower@demo.test', 'company@demo.test']);

export type AccountKind = 'customer' | 'staff';

/** A demo account's kind; an account a test made itself is a customer. */
export const kindOf = (email: string): AccountKind =>
  DEMO_CUSTOMERS.has(email) || !email.endsWith('@demo.test') ? 'customer' : 'staff';

/** Signs in a demo account through the real calls of the contract; answers its access token. */
export async function signIn(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const a = api(baseUrl);
  if (kindOf(email) === 'customer') {
    const r = await a.post<{ access_token: string }>('/auth/customer/login', { username: email, password });
    if (r.status !== 200) throw new Error(`customer login failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.access_token;
  }
  const sso = await a.post<{ code: string }>('/sso/authorization', {
    email,
    password,
    client_id: 'loan-web',
  });
  if (sso.status !== 200) throw new Error(`sso failed: ${sso.status} ${JSON.stringify(sso.body)}`);
  const r = await a.post<{ access_token: string }>('/staff/auth/login', { code: sso.body.code });
  if (r.status !== 200) throw new Error(`staff login failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.access_token;
}
