import { DomainError } from '@ezc/domain';
import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { publicAccess, signedIn } from './access';
import { composeApi } from './api';
import { jwtVerifier } from './auth';
import { contextApp } from './context-app';
import { defineRoute, jsonBody, jsonResponse } from './route';
import { signAccessToken } from './tokens';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const echo = defineRoute({
  method: 'post',
  path: '/things/find-one',
  summary: 'Echo',
  access: signedIn({ privileges: ['Loan - View Details'] }),
  request: {
    body: jsonBody(z.object({ LoanNo: z.string().min(3), Rows: z.number().int().positive().default(20) })),
  },
  responses: { 200: jsonResponse(z.object({ Data: z.unknown() }), 'ok') },
});
const open = defineRoute({
  method: 'get',
  path: '/things/open',
  summary: 'Open',
  access: publicAccess('test'),
  responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'ok') },
});
const boom = defineRoute({
  method: 'get',
  path: '/things/boom',
  summary: 'Fails',
  access: publicAccess('test'),
  responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'ok') },
});
const rule = defineRoute({
  method: 'get',
  path: '/things/rule',
  summary: 'Refuses',
  access: publicAccess('test'),
  responses: { 200: jsonResponse(z.object({ ok: z.boolean() }), 'ok') },
});

const ctx = contextApp()
  .openapi(echo, (c) => c.json({ Data: c.req.valid('json') }, 200))
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
  });

const lines: string[] = [];
const api = composeApi([ctx], {
  log: () => createLogger('info', {}, (l) => lines.push(l)),
  verifier: () => jwtVerifier(secret),
  maxBodyBytes: () => 1024,
  version: '1.10.0',
});

const token = (privileges: string[]) =>
  signAccessToken(
    { sub: 'u1', kind: 'staff', sid: 's1', roles: ['Staff'], privileges },
    secret,
    Math.floor(Date.now() / 1000),
    600,
  );
const post = async (body: string, headers: Record<string, string> = {}) =>
  api.request('/api/things/find-one', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await token(['Loan - View Details'])}`,
      ...headers,
    },
  });

describe('the API edge', () => {
  it('answers health', async () => {
    const res = await api.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('validates with zod and names the field', async () => {
    const res = await post(JSON.stringify({ LoanNo: 'E' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('VALIDATION.INVALID_INPUT');
    expect(body.message).toMatch(/^LoanNo: /);
  });

  it('applies defaults and passes valid input', async () => {
    const res = await post(JSON.stringify({ LoanNo: 'EZC0001' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Data: { LoanNo: 'EZC0001', Rows: 20 } });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"LoanNo": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toMatch(/^(HTTP|VALIDATION)\./);
  });

  it('answers a wrong content type with 415', async () => {
    const res = await post('LoanNo=EZC1', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      message: 'Content-Type must be application/json.',
      code: 'HTTP.UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(JSON.stringify({ LoanNo: 'x'.repeat(5000) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('HTTP.PAYLOAD_TOO_LARGE');
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
    expect(((await none.json()) as { message: string }).message).toBe('Unauthorized');
    const bad = await post('{}', { authorization: 'Bearer not.a.token' });
    expect(bad.status).toBe(401);
    const weak = await post(JSON.stringify({ LoanNo: 'EZC1' }), {
      authorization: `Bearer ${await token([])}`,
    });
    expect(weak.status).toBe(403);
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

  it('publishes an OpenAPI 3.1 document with each route and its access rule', async () => {
    const doc = (await (await api.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/things/find-one']?.post?.['x-access']).toBe(
      'signed-in privileges=Loan - View Details',
    );
    expect(doc.paths['/api/things/open']?.get?.['x-access']).toBe('public');
    const docs = await api.request('/api/docs');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('/api/things/find-one');
    // Its own inline style is allowed by hash, nothing else.
    expect(docs.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[\w+/=]+'/,
    );
  });
});
