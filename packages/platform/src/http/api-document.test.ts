import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { publicAccess, signedIn } from './access';
import { accessSentence, apiDocument, operationIdOf } from './api-document';
import { contextApp } from './context-app';
import { defineRoute, fileResponse, formBody, jsonBody, jsonResponse, type RouteConfig } from './route';

type Json = Record<string, unknown>;
const tags = ['Payments'];
const ok = (c: { json: (body: unknown, status: 200) => Response }) => c.json({}, 200) as never;

/** A context app holding the given declarations (handlers are not called here). */
function appOf(...routes: RouteConfig[]) {
  const app = contextApp();
  for (const route of routes) app.openapi(route, ok as never);
  return app;
}

const paymentSchema = z
  .object({ PaymentId: z.string(), Currency: z.literal('MYR').default('MYR') })
  .meta({ id: 'Payment', description: 'A payment' });

const addPayment = defineRoute({
  method: 'post',
  path: '/payments/add',
  summary: 'Record a payment',
  description: 'Needs an Idempotency-Key header.',
  tags,
  access: signedIn({ kinds: ['customer', 'staff'], privileges: ['Manual Payment Receipt'] }),
  request: { body: jsonBody(z.object({ Payment: paymentSchema }), 'The payment') },
  responses: { 201: jsonResponse(z.object({ Data: paymentSchema }), 'Recorded') },
});
const receipt = defineRoute({
  method: 'get',
  path: '/payments/{paymentId}/receipt',
  summary: 'The receipt',
  tags,
  access: publicAccess('The link is the credential'),
  request: {
    params: z.object({ paymentId: z.string().describe('As answered by add') }),
    query: z.object({ lang: z.enum(['en', 'ms']).optional(), copy: z.string() }),
  },
  responses: { 200: fileResponse('application/pdf', 'The receipt PDF') },
});

const upload = defineRoute({
  method: 'post',
  path: '/payments/upload',
  summary: 'Upload a receipt',
  tags,
  access: signedIn(),
  request: {
    form: formBody(
      z.object({
        PaymentId: z.string().min(1).meta({ description: 'Which payment' }),
        Remarks: z.string().optional(),
      }),
      { name: 'FileStream', description: 'The receipt, last', mediaTypes: ['application/pdf', 'image/png'] },
      'The fields first, then the file',
    ),
  },
  responses: { 201: jsonResponse(z.object({ Data: z.object({ MediaId: z.string() }) }), 'Stored') },
});

describe('operationIdOf', () => {
  it('reads as the method and the path, in camel case', () => {
    expect(operationIdOf('post', '/roles/update-privileges')).toBe('postRolesUpdatePrivileges');
    expect(operationIdOf('get', '/users/{id}')).toBe('getUsersById');
    expect(operationIdOf('get', '/loans/{loan_no}/invoices')).toBe('getLoansByLoanNoInvoices');
    expect(operationIdOf('delete', '/medias/{MediaId}')).toBe('deleteMediasByMediaId');
    expect(operationIdOf('get', '/EKYC/CheckEKYCCompleted/UserLogin')).toBe(
      'getEKYCCheckEKYCCompletedUserLogin',
    );
    expect(operationIdOf('post', '/2fa/SendSMSOTP')).toBe('post2faSendSMSOTP');
  });
});

describe('accessSentence', () => {
  it('says who may call in words', () => {
    expect(accessSentence(publicAccess('Signing in'))).toBe('Public: Signing in.');
    expect(accessSentence(signedIn())).toBe('Signed in.');
    expect(accessSentence(signedIn({ kinds: ['staff'], roles: ['Admin'] }))).toBe(
      'Signed in as staff, with the role Admin.',
    );
    expect(
      accessSentence(signedIn({ roles: ['Admin', 'Finance Team'], privileges: ['Loan - View Details'] })),
    ).toBe('Signed in, with the role Admin or Finance Team, or the privilege Loan - View Details.');
  });
});

describe('apiDocument', () => {
  const doc = apiDocument([appOf(addPayment, receipt)], { version: '2.0.0' }) as unknown as {
    info: Json;
    tags: Json[];
    servers: Json[];
    paths: Record<string, Record<string, Json>>;
    components: { schemas: Record<string, Json>; responses: Record<string, Json>; securitySchemes: Json };
  };
  const add = doc.paths['/api/payments/add']!.post!;
  const pdf = doc.paths['/api/payments/{paymentId}/receipt']!.get!;

  it('describes a signed-in operation with its id, security, access and body as callers send it', () => {
    expect(add.operationId).toBe('postPaymentsAdd');
    expect(add.security).toEqual([{ bearerAuth: [] }]);
    expect(add['x-access']).toBe('signed-in kinds=customer|staff privileges=Manual Payment Receipt');
    expect(add.description).toBe(
      'Needs an Idempotency-Key header.\n\nSigned in as customer or staff, with the privilege Manual Payment Receipt.',
    );
    expect(add.requestBody).toEqual({
      required: true,
      description: 'The payment',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { Payment: { $ref: '#/components/schemas/PaymentInput' } },
            required: ['Payment'],
          },
        },
      },
    });
  });

  it("describes an upload's multipart form: its fields, which are required, and the file part as binary", () => {
    const form = apiDocument([appOf(upload)], { version: '2.0.0' }) as unknown as {
      paths: Record<string, Record<string, Json>>;
    };
    const op = form.paths['/api/payments/upload']!.post!;
    expect(op.requestBody).toEqual({
      required: true,
      description: 'The fields first, then the file',
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              PaymentId: { type: 'string', minLength: 1, description: 'Which payment' },
              Remarks: { type: 'string' },
              FileStream: {
                type: 'string',
                format: 'binary',
                contentMediaType: 'application/octet-stream',
                description: 'The receipt, last',
              },
            },
            required: ['PaymentId', 'FileStream'],
          },
          encoding: { FileStream: { contentType: 'application/pdf, image/png' } },
        },
      },
    });
    // Too large applies to a form; 'not sent as JSON' does not.
    const responses = op.responses as Json;
    expect(responses['413']).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
    expect(responses['415']).toBeUndefined();
  });

  it('names a schema once, with an input twin when callers may leave out what the answer always has', () => {
    expect(doc.components.schemas.Payment).toEqual({
      type: 'object',
      description: 'A payment',
      properties: {
        PaymentId: { type: 'string' },
        Currency: { type: 'string', const: 'MYR', default: 'MYR' },
      },
      required: ['PaymentId', 'Currency'],
      additionalProperties: false,
    });
    expect(doc.components.schemas.PaymentInput).toEqual({
      type: 'object',
      description: 'A payment',
      properties: {
        PaymentId: { type: 'string' },
        Currency: { type: 'string', const: 'MYR', default: 'MYR' },
      },
      required: ['PaymentId'],
    });
    expect((add.responses as Record<string, Json>)['201']).toEqual({
      description: 'Recorded',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { Data: { $ref: '#/components/schemas/Payment' } },
            required: ['Data'],
            additionalProperties: false,
          },
        },
      },
    });
  });

  it('adds the failures every operation may give, the body ones only where there is a body', () => {
    expect(Object.keys(add.responses as Json)).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '429',
    ]);
    expect(Object.keys(pdf.responses as Json)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '422',
      '429',
    ]);
    expect((add.responses as Json)['413']).toEqual({ $ref: '#/components/responses/PayloadTooLarge' });
    expect(doc.components.responses.PayloadTooLarge).toEqual({
      description: 'The request body is too large.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
    });
  });

  it('describes a public operation with path and query parameters and a file answer', () => {
    expect(pdf.operationId).toBe('getPaymentsByPaymentIdReceipt');
    expect(pdf.security).toEqual([]);
    expect(pdf.parameters).toEqual([
      {
        name: 'paymentId',
        in: 'path',
        required: true,
        description: 'As answered by add',
        schema: { type: 'string' },
      },
      { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['en', 'ms'] } },
      { name: 'copy', in: 'query', required: true, schema: { type: 'string' } },
    ]);
    expect((pdf.responses as Json)['200']).toEqual({
      description: 'The receipt PDF',
      content: { 'application/pdf': {} },
    });
  });

  it('declares the tags in use with their descriptions, the health check, and who to contact', () => {
    expect(doc.tags.map((t) => t.name)).toEqual(['Health', 'Payments']);
    expect(doc.tags.every((t) => typeof t.description === 'string' && t.description.length > 10)).toBe(true);
    expect(doc.paths['/api/health']?.get?.operationId).toBe('getHealth');
    expect(doc.info).toMatchObject({
      title: 'EZC Loans API',
      version: '2.0.0',
      contact: { name: 'EZC Credit Sdn. Bhd.' },
      license: { name: 'Proprietary, © EZC Credit Sdn. Bhd.', identifier: 'LicenseRef-Proprietary' },
    });
    expect(doc.servers).toEqual([
      { url: '/', description: "The site's own origin: the API is served under /api beside the pages." },
    ]);
  });

  it("links the contact and licence to the site's terms when its address is known", () => {
    const withSite = apiDocument([], {
      version: '1',
      siteUrl: 'https://loans.example.com',
      contactEmail: 'help@loans.example.com',
    });
    expect(withSite.info.contact).toEqual({
      name: 'EZC Credit Sdn. Bhd.',
      email: 'help@loans.example.com',
      url: 'https://loans.example.com/terms',
    });
    expect(withSite.info.license).toEqual({
      name: 'Proprietary, © EZC Credit Sdn. Bhd.',
      url: 'https://loans.example.com/terms',
    });
  });

  it('refuses what would make an ambiguous document', () => {
    const other = defineRoute({ ...receipt, path: '/payments/{paymentId}/receipts' });
    const undeclaredTag = defineRoute({
      ...receipt,
      path: '/x',
      tags: ['Nobody declared this'],
      request: {},
    });
    expect(() => apiDocument([appOf(undeclaredTag)], { version: '1' })).toThrow(
      "GET /x: the tag 'Nobody declared this' is not declared in api-tags.ts",
    );
    expect(() => apiDocument([appOf(receipt), appOf(receipt)], { version: '1' })).toThrow(
      'GET /api/payments/{paymentId}/receipt is declared twice',
    );
    const clash = z.object({ Other: z.number() }).meta({ id: 'Payment' });
    const clashing = defineRoute({
      ...addPayment,
      path: '/payments/other',
      responses: { 200: jsonResponse(clash, 'x') },
    });
    expect(() => apiDocument([appOf(addPayment, clashing)], { version: '1' })).toThrow(
      'Two different schemas are named Payment; give one of them another id.',
    );
    const sameId = defineRoute({ ...addPayment, path: '/payments/add', method: 'get' });
    const sameIdToo = defineRoute({ ...addPayment, path: '/payments-add', method: 'get' });
    expect(() => apiDocument([appOf(sameId, sameIdToo)], { version: '1' })).toThrow(
      'GET /api/payments-add and GET /api/payments/add would share the operationId getPaymentsAdd',
    );
    expect(() => apiDocument([appOf(other)], { version: '1' })).not.toThrow();
  });

  it('asks for a name for a recursive schema', () => {
    type Node = { children: Node[] };
    const node: z.ZodType<Node> = z.object({ children: z.array(z.lazy(() => node)) });
    const tree = defineRoute({
      ...receipt,
      path: '/tree',
      request: {},
      responses: { 200: jsonResponse(node, 'x') },
    });
    expect(() => apiDocument([appOf(tree)], { version: '1' })).toThrow(
      'A recursive schema needs a name for the API document: give it .meta({ id })',
    );
  });
});
