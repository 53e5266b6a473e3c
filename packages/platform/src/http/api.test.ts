import { DomainError } from '@ezc/domain';
import { handle } from 'hono/aws-lambda';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { createLogger } from '../log';
import { httpApiEvent } from '../testing/lambda-events';
import { publicAccess, signedIn } from './access';
import { composeApi } from './api';
import { composeEdge } from './api-edge';
import { readAccessToken } from './auth';
import { contextApp } from './context-app';
import { accessRules, defineRoute, jsonBody, jsonResponse } from './route';
import { signAccessToken } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const tags = ['Applications and loans'];
const echo = defineRoute({
  method: 'post',
  path: '/things/find-one',
  summary: 'Echo',
  tags,
  access: signedIn({ privileges: ['Loan - View Details'] }),
  request: {
    body: jsonBody(z.object({ LoanNo: z.string().min(3), Rows: z.number().int().positive().default(20) })),
  },
  responses: {
    200: jsonResponse(z.object({ Data: z.object({ LoanNo: z.string(), Rows: z.number() }) }), 'ok'),
  },
});
const byId = defineRoute({
  method: 'get',
  path: '/things/{thingId}/parts',
  summary: 'Parts of a thing',
  tags,
  access: signedIn({ kinds: ['staff'] }),
  request: {
    params: z.object({ thingId: z.string().regex(/^T\d+$/) }),
    query: z.object({
      Rows: z.coerce.number().int().positive().default(10),
      Status: z.enum(['Open', 'Closed']).optional(),
      Tag: z.union([z.string(), z.array(z.string())]).optional(),
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({
        thingId: z.string(),
        fromPath: z.string(),
        Rows: z.number(),
        Status: z.string(),
        Tag: z.unknown(),
      }),
      'The parts',
    ),
  },
});
const open = defineRoute({
  method: 'get',
  path: '/things/open',
  summary: 'Open',
  tags,
  access: publicAccess('test'),
  responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'ok') },
});
const boom = defineRoute({
  method: 'get',
  path: '/things/boom',
  summary: 'Fails',
  tags,
  access: publicAccess('test'),
  responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'ok') },
});
const rule = defineRoute({
  method: 'get',
  path: '/things/rule',
  summary: 'Refuses',
  tags,
  access: publicAccess('test'),
  responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'ok') },
});
const order: string[] = [];
const traced = defineRoute({
  method: 'post',
  path: '/things/traced',
  summary: 'Runs its own middleware after the access rule',
  tags,
  access: signedIn(),
  middleware: async (_c, next) => {
    order.push('middleware');
    await next();
  },
  request: { body: jsonBody(z.object({ Note: z.string() })) },
  responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'ok') },
});

const nested = contextApp().openapi(byId, (c) => {
  const { thingId } = c.req.valid('param');
  const q = c.req.valid('query');
  expectTypeOf(thingId).toEqualTypeOf<string>();
  expectTypeOf(q.Rows).toEqualTypeOf<number>();
  expectTypeOf(q.Status).toEqualTypeOf<'Open' | 'Closed' | undefined>();
  return c.json(
    {
      thingId,
      fromPath: c.req.param('thingId'),
      Rows: q.Rows,
      Status: q.Status ?? 'any',
      Tag: q.Tag ?? null,
    },
    200,
  );
});

const ctx = contextApp()
  .openapi(echo, (c) => {
    const body = c.req.valid('json');
    expectTypeOf(body).toEqualTypeOf<{ LoanNo: string; Rows: number }>();
    return c.json({ Data: body }, 200);
  })
  .openapi(open, (c) => c.json({ ok: true }, 200))
  .openapi(boom, () => {
    throw new Error('database password is hunter2');
  })
  .openapi(rule, () => {
    throw new DomainError(
      'rule',
      'LOAN.PREVIOUS_INSTALLMENT_UNPAID',
      'Previous installment needs to be paid',
    );
  })
  .openapi(traced, (c) => {
    order.push(`handler ${c.req.valid('json').Note}`);
    return c.json({ ok: true }, 200);
  })
  .route('/', nested);

const lines: string[] = [];
const deps = {
  log: () => createLogger('info', {}, (l) => lines.push(l)),
  // The token alone, without the session store.
  verifier: () => ({ verify: (t: string) => readAccessToken(t, secret) }),
  maxBodyBytes: () => 1024,
};
const api = composeApi([ctx], { ...deps, version: '1.10.0' });

const token = (privileges: string[], kind: 'staff' | 'customer' = 'staff') =>
  signAccessToken(
    { sub: 'u1', kind, sid: 's1', roles: ['Staff'], privileges },
    secret,
    Math.floor(Date.now() / 1000),
    600,
  );
const bearer = async (privileges: string[] = [], kind: 'staff' | 'customer' = 'staff') => ({
  authorization: `Bearer ${await token(privileges, kind)}`,
});
const post = async (body: string, headers: Record<string, string> = {}) =>
  api.request('/api/things/find-one', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...(await bearer(['Loan - View Details'])), ...headers },
  });
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('the API edge', () => {
  it('answers health', async () => {
    const res = await api.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('validates the body with zod and names the field', async () => {
    const res = await post(JSON.stringify({ LoanNo: 'E' }));
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('VALIDATION.INVALID_INPUT');
    expect(body.message).toMatch(/^LoanNo: /);
  });

  it('names every missing field when the body is absent', async () => {
    const res = await api.request('/api/things/find-one', {
      method: 'POST',
      headers: await bearer(['Loan - View Details']),
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: 'LoanNo: Invalid input: expected string, received undefined',
      code: 'VALIDATION.INVALID_INPUT',
      fields: { LoanNo: 'Invalid input: expected string, received undefined' },
    });
  });

  it('applies defaults and passes valid input', async () => {
    const res = await post(JSON.stringify({ LoanNo: 'EZC0001' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Data: { LoanNo: 'EZC0001', Rows: 20 } });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"LoanNo": ');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: 'Request body is not valid JSON.',
      code: 'HTTP.MALFORMED_JSON',
    });
  });

  it('answers a wrong content type with 415, a form sent to a JSON route too', async () => {
    const res = await post('LoanNo=EZC1', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      message: 'Content-Type must be application/json.',
      code: 'HTTP.UNSUPPORTED_MEDIA_TYPE',
    });
    const form = await post('LoanNo=EZC1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect((await json(form)).code).toBe('HTTP.UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(JSON.stringify({ LoanNo: 'x'.repeat(5000) }));
    expect(res.status).toBe(413);
    expect((await json(res)).code).toBe('HTTP.PAYLOAD_TOO_LARGE');
  });

  it('passes path and query parameters parsed by their schemas', async () => {
    const res = await api.request('/api/things/T42/parts?Rows=5&Status=Open&Tag=a&Tag=b', {
      headers: await bearer(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      thingId: 'T42',
      fromPath: 'T42',
      Rows: 5,
      Status: 'Open',
      Tag: ['a', 'b'],
    });
    const defaults = await api.request('/api/things/T7/parts', { headers: await bearer() });
    expect(await defaults.json()).toEqual({
      thingId: 'T7',
      fromPath: 'T7',
      Rows: 10,
      Status: 'any',
      Tag: null,
    });
  });

  it('refuses invalid path and query parameters, naming them', async () => {
    const path = await api.request('/api/things/X1/parts', { headers: await bearer() });
    expect(path.status).toBe(400);
    expect(await json(path)).toEqual({
      message: 'thingId: Invalid string: must match pattern /^T\\d+$/',
      code: 'VALIDATION.INVALID_INPUT',
      fields: { thingId: 'Invalid string: must match pattern /^T\\d+$/' },
    });
    const query = await api.request('/api/things/T1/parts?Status=Lost', { headers: await bearer() });
    expect(query.status).toBe(400);
    expect((await json(query)).message).toMatch(/^Status: /);
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await api.request('/api/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'HTTP.NOT_FOUND' });
  });

  it('answers a missing or bad token with 401 Unauthorized, a token without the right with 403', async () => {
    const none = await api.request('/api/things/find-one', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(none.status).toBe(401);
    expect(await json(none)).toEqual({ message: 'Unauthorized', code: 'AUTH.UNAUTHORIZED' });
    const bad = await post('{}', { authorization: 'Bearer not.a.token' });
    expect(bad.status).toBe(401);
    const weak = await post(JSON.stringify({ LoanNo: 'EZC1' }), await bearer([]));
    expect(weak.status).toBe(403);
    expect((await json(weak)).code).toBe('AUTH.FORBIDDEN');
    const customer = await api.request('/api/things/T1/parts', { headers: await bearer([], 'customer') });
    expect(customer.status).toBe(403);
  });

  it('checks the access rule before the input, so a stranger learns nothing from validation', async () => {
    const res = await api.request('/api/things/X/parts?Status=Lost');
    expect(res.status).toBe(401);
  });

  it("runs a route's own middleware after its access rule and before its handler", async () => {
    order.length = 0;
    const anonymous = await api.request('/api/things/traced', {
      method: 'POST',
      body: '{"Note":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
    expect(order).toEqual([]);
    const res = await api.request('/api/things/traced', {
      method: 'POST',
      body: '{"Note":"hello"}',
      headers: { 'content-type': 'application/json', ...(await bearer()) },
    });
    expect(res.status).toBe(200);
    expect(order).toEqual(['middleware', 'handler hello']);
  });

  it('keeps every declared rule, keyed by method and Hono path', () => {
    expect(accessRules.get('GET /things/:thingId/parts')).toEqual({ signedIn: true, kinds: ['staff'] });
    expect(accessRules.get('POST /things/find-one')).toEqual({
      signedIn: true,
      privileges: ['Loan - View Details'],
    });
  });

  it("lists its routes in Hono's route table, mounted ones included", () => {
    const served = new Set(api.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    expect(served).toContain('POST /api/things/find-one');
    expect(served).toContain('GET /api/things/:thingId/parts');
    expect(served).toContain('GET /api/openapi.json');
  });

  it('carries the declarations of mounted apps, under the mount path', () => {
    const parent = contextApp().route('/v2', nested);
    expect(parent.declarations.map((d) => `${d.method} ${d.path}`)).toEqual([
      'get /v2/things/{thingId}/parts',
    ]);
    expect(ctx.declarations.map((d) => `${d.method} ${d.path}`)).toEqual([
      'post /things/find-one',
      'get /things/open',
      'get /things/boom',
      'get /things/rule',
      'post /things/traced',
      'get /things/{thingId}/parts',
    ]);
  });

  it('maps domain errors to their status and code', async () => {
    const res = await api.request('/api/things/rule');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'Previous installment needs to be paid',
      code: 'LOAN.PREVIOUS_INSTALLMENT_UNPAID',
    });
  });

  it('hides internals of unknown errors but logs them', async () => {
    const res = await api.request('/api/things/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toEqual({ message: 'Server Error', code: 'SERVER.ERROR' });
    expect(lines.some((l) => l.includes('http.unhandled') && l.includes('hunter2'))).toBe(true);
  });

  it('sets security headers and a request id', async () => {
    const res = await api.request('/api/things/open');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/[\w-]{8,}/);
  });

  it('publishes an OpenAPI 3.1 document with each route, its id, security and access rule', async () => {
    const doc = (await (await api.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const findOne = doc.paths['/api/things/find-one']?.post;
    expect(findOne?.operationId).toBe('postThingsFindOne');
    expect(findOne?.security).toEqual([{ bearerAuth: [] }]);
    expect(findOne?.['x-access']).toBe('signed-in privileges=Loan - View Details');
    expect(findOne?.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              LoanNo: { type: 'string', minLength: 3 },
              Rows: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991, default: 20 },
            },
            required: ['LoanNo'],
          },
        },
      },
    });
    const openOp = doc.paths['/api/things/open']?.get;
    expect(openOp?.security).toEqual([]);
    expect(openOp?.['x-access']).toBe('public');
    expect(openOp?.description).toBe('Public: test.');
    const parts = doc.paths['/api/things/{thingId}/parts']?.get;
    expect(parts?.operationId).toBe('getThingsByThingIdParts');
    expect(
      (parts!.parameters as { name: string; in: string; required: boolean }[]).map((p) => [
        p.name,
        p.in,
        p.required,
      ]),
    ).toEqual([
      ['thingId', 'path', true],
      ['Rows', 'query', false],
      ['Status', 'query', false],
      ['Tag', 'query', false],
    ]);
    expect(parts?.description).toBe('Signed in as staff.');

    const docs = await api.request('/api/docs');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('/api/things/find-one');
    // Its own inline style is allowed by hash, nothing else.
    expect(docs.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[\w+/=]+'/,
    );
  });
});

describe('the edge a Lambda serves', () => {
  const edge = composeEdge([ctx], deps);

  it('serves the routes but no reference (that is served from the site bucket)', async () => {
    expect((await edge.request('/api/things/open')).status).toBe(200);
    expect((await edge.request('/api/openapi.json')).status).toBe(404);
    expect((await edge.request('/api/docs')).status).toBe(404);
  });

  it("works behind API Gateway through hono's Lambda adapter", async () => {
    const lambda = handle(edge);
    const event = httpApiEvent('POST', '/api/things/find-one', {
      body: { LoanNo: 'EZC9' },
      headers: await bearer(['Loan - View Details']),
    });
    const res = await lambda(event as unknown as Parameters<typeof lambda>[0]);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ Data: { LoanNo: 'EZC9', Rows: 20 } });
  });
});
