import { DEFAULT_COMPANY_NAME } from '@ezc/domain';
import * as z from 'zod';
import type { Access } from './access';
import { describeAccess } from './access';
import { healthApp } from './api-edge';
import { apiTags } from './api-tags';
import { type FormBody, problemSchema, type RouteConfig } from './route';

/**
 * The OpenAPI 3.1 document of the API, made from the routes' declarations with zod's own JSON
 * Schema output (OpenAPI 3.1 schemas are JSON Schema 2020-12). Request bodies and parameters are
 * described as callers send them (zod's input: defaults make fields optional), answers as the
 * API sends them (zod's output). Schemas named with `.meta({ id })` become components.
 *
 * Only the local process and the CDK app use this module: the Lambdas serve no document, which
 * keeps JSON Schema generation out of their bundles.
 */

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

export interface ApiDocumentOptions {
  readonly version: string;
  /** The lender, named as the contact and the licensor; the default company when absent. */
  readonly company?: string;
  readonly contactEmail?: string;
  /** The site's address, when known (`https://loans.example.com`): links to its terms of use. */
  readonly siteUrl?: string;
}

/** Any app that keeps its routes' declarations (every context app does). */
export interface Declared {
  readonly declarations: readonly RouteConfig[];
}

const API_BASE = '/api';

/** `post /roles/update-privileges` → `postRolesUpdatePrivileges`; `get /users/{id}` → `getUsersById`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', ...param[1]!.split(/[-_.]/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  const pascal = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return `${method.toLowerCase()}${pascal}`;
}

/** Who may call the operation, in words, for its description. */
export function accessSentence(access: Access): string {
  if ('public' in access) return `Public: ${access.why}.`;
  const who = access.kinds ? `Signed in as ${access.kinds.join(' or ')}` : 'Signed in';
  const grants = [
    ...(access.roles?.length ? [`the role ${access.roles.join(' or ')}`] : []),
    ...(access.privileges?.length ? [`the privilege ${access.privileges.join(' or ')}`] : []),
  ];
  return grants.length ? `${who}, with ${grants.join(', or ')}.` : `${who}.`;
}

/** The failures every operation may give, each documented once under `components.responses`. */
const problems: readonly {
  status: number;
  name: string;
  description: string;
  /** Only for operations that take a body: any (a JSON body or a form), or a JSON body. */
  onlyWithBody?: 'any' | 'json';
}[] = [
  {
    status: 400,
    name: 'BadRequest',
    description: 'The input is malformed or invalid; the message names the fields.',
  },
  {
    status: 401,
    name: 'Unauthorized',
    description:
      'The token is missing, expired or revoked (`{"message":"Unauthorized"}`: sign in again), or the credentials are refused.',
  },
  {
    status: 403,
    name: 'Forbidden',
    description:
      'Signed in, but without the right; or a write authenticated by the session cookie without its CSRF token.',
  },
  {
    status: 404,
    name: 'NotFound',
    description: 'The object does not exist, or belongs to another customer (its existence is not revealed).',
  },
  { status: 409, name: 'Conflict', description: 'The object changed meanwhile, or already exists.' },
  {
    status: 413,
    name: 'PayloadTooLarge',
    description: 'The request body is too large.',
    onlyWithBody: 'any',
  },
  {
    status: 415,
    name: 'UnsupportedMediaType',
    description: 'The request body is not sent as `application/json`.',
    onlyWithBody: 'json',
  },
  {
    status: 422,
    name: 'RuleRefused',
    description: 'A business rule refuses the request; the code says which.',
  },
  { status: 429, name: 'TooManyRequests', description: 'Too many attempts; try again later.' },
];

/**
 * Converts schemas, collecting the named ones. A named schema that reads differently as input
 * (defaults, transforms) gets an `Input` twin; two different schemas with one name are refused.
 */
class SchemaCollector {
  private readonly named: Record<Io, Map<string, Json>> = { input: new Map(), output: new Map() };

  convert(schema: z.ZodType, io: Io): Json {
    const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
    // zod names an unnamed recursive schema `#` or `__schemaN`, which would clash across operations.
    if (/"\$ref":"#(\/\$defs\/__schema\d+)?"/.test(JSON.stringify(json))) {
      throw new Error('A recursive schema needs a name for the API document: give it .meta({ id })');
    }
    const { $schema: _dialect, $defs, ...rest } = json;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
      const marked = mark(def, io);
      const known = this.named[io].get(id);
      if (known && JSON.stringify(known) !== JSON.stringify(marked)) {
        throw new Error(`Two different schemas are named ${id}; give one of them another id.`);
      }
      this.named[io].set(id, marked);
    }
    return mark(rest, io);
  }

  /** The components and the final name of each `(io, id)`. */
  finish(): { schemas: Record<string, Json>; nameOf: (io: Io, id: string) => string } {
    const differs = (id: string) => {
      const input = this.named.input.get(id);
      const output = this.named.output.get(id);
      return input !== undefined && output !== undefined && !sameShape(input, output);
    };
    const nameOf = (io: Io, id: string) => (io === 'input' && differs(id) ? `${id}Input` : id);
    const schemas: Record<string, Json> = {};
    for (const io of ['output', 'input'] as const) {
      for (const [id, def] of this.named[io]) schemas[nameOf(io, id)] = def;
    }
    return { schemas, nameOf };
  }
}

/** Refs inside one conversion point at `#/$defs/<id>`; they are marked with the side they describe. */
function mark(json: Json, io: Io): Json {
  return JSON.parse(
    JSON.stringify(json, (key, value) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')
        ? `#/$defs/${io}/${value.slice('#/$defs/'.length)}`
        : value,
    ),
  ) as Json;
}

/** Equal once the side markers are set aside. */
function sameShape(a: Json, b: Json): boolean {
  const plain = (j: Json) => JSON.stringify(j).replace(/#\/\$defs\/(input|output)\//g, '#/$defs/');
  return plain(a) === plain(b);
}

function resolveRefs<T>(value: T, nameOf: (io: Io, id: string) => string): T {
  return JSON.parse(
    JSON.stringify(value, (key, v) => {
      if (key !== '$ref' || typeof v !== 'string') return v;
      const m = /^#\/\$defs\/(input|output)\/(.+)$/.exec(v);
      return m ? `#/components/schemas/${nameOf(m[1] as Io, m[2]!)}` : v;
    }),
  ) as T;
}

function parameters(schema: z.ZodType, where: 'query' | 'path', schemas: SchemaCollector, route: string) {
  const json = schemas.convert(schema, 'input');
  const properties = json.properties as Record<string, Json> | undefined;
  if (json.type !== 'object' || !properties) {
    throw new Error(`${route}: the ${where} schema must be an object, one property per parameter`);
  }
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function content(
  declared: Readonly<Record<string, { readonly schema?: z.ZodType | undefined }>>,
  io: Io,
  schemas: SchemaCollector,
): Json {
  return Object.fromEntries(
    Object.entries(declared).map(([mediaType, media]) => [
      mediaType,
      media.schema ? { schema: schemas.convert(media.schema, io) } : {},
    ]),
  );
}

/**
 * A multipart form as OpenAPI 3.1 describes one: an object whose properties are the text fields,
 * in the order a caller sends them, then the file part as binary, with the media types it may be.
 */
function formRequestBody(form: FormBody, schemas: SchemaCollector, route: string): Json {
  const fields = schemas.convert(form.fields, 'input');
  const properties = fields.properties as Record<string, Json> | undefined;
  if (fields.type !== 'object' || !properties) {
    throw new Error(`${route}: a form's fields must be an object schema, one property per field`);
  }
  if (form.file.name in properties)
    throw new Error(`${route}: the file part ${form.file.name} is also a field`);
  const { properties: _p, required, ...rest } = fields;
  return {
    required: true,
    ...(form.description ? { description: form.description } : {}),
    content: {
      'multipart/form-data': {
        schema: {
          ...rest,
          properties: {
            ...properties,
            [form.file.name]: {
              type: 'string',
              format: 'binary',
              contentMediaType: 'application/octet-stream',
              description: form.file.description,
            },
          },
          required: [...((required as string[] | undefined) ?? []), form.file.name],
        },
        encoding: { [form.file.name]: { contentType: form.file.mediaTypes.join(', ') } },
      },
    },
  };
}

function operation(
  route: RouteConfig,
  path: string,
  schemas: SchemaCollector,
  usedProblems: Set<number>,
): Json {
  const label = `${route.method.toUpperCase()} ${path}`;
  const unknownTag = route.tags.find((t) => apiTags[t] === undefined);
  if (unknownTag !== undefined) {
    throw new Error(`${label}: the tag '${unknownTag}' is not declared in api-tags.ts`);
  }
  if (route.tags.length === 0) throw new Error(`${label} has no tag`);
  const isPublic = 'public' in route.access;
  const request = route.request;
  const params = [
    ...(request?.params ? parameters(request.params, 'path', schemas, label) : []),
    ...(request?.query ? parameters(request.query, 'query', schemas, label) : []),
  ];
  const responses: Json = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    responses[status] = {
      description: answer.description,
      ...(answer.content ? { content: content(answer.content, 'output', schemas) } : {}),
    };
  }
  for (const problem of problems) {
    if (problem.onlyWithBody === 'json' && !request?.body) continue;
    if (problem.onlyWithBody === 'any' && !request?.body && !request?.form) continue;
    if (responses[problem.status] !== undefined) continue;
    usedProblems.add(problem.status);
    responses[problem.status] = { $ref: `#/components/responses/${problem.name}` };
  }
  return {
    operationId: operationIdOf(route.method, route.path),
    summary: route.summary,
    description: [route.description, accessSentence(route.access)].filter(Boolean).join('\n\n'),
    tags: [...route.tags],
    security: isPublic ? [] : [{ bearerAuth: [] }],
    'x-access': describeAccess(route.access),
    ...(params.length ? { parameters: params } : {}),
    ...(request?.body
      ? {
          requestBody: {
            required: true,
            ...(request.body.description ? { description: request.body.description } : {}),
            content: content(request.body.content, 'input', schemas),
          },
        }
      : {}),
    ...(request?.form ? { requestBody: formRequestBody(request.form, schemas, label) } : {}),
    responses,
  };
}

/** The document of the given contexts' routes (and the health check every API serves). */
export function apiDocument(contexts: readonly Declared[], options: ApiDocumentOptions) {
  const routes = [healthApp, ...contexts].flatMap((app) => app.declarations);
  const schemas = new SchemaCollector();
  const usedProblems = new Set<number>();
  const paths: Record<string, Record<string, Json>> = {};
  const operationIds = new Map<string, string>();
  const usedTags = new Set<string>();

  for (const route of routes) {
    const path = `${API_BASE}${route.path}`;
    const label = `${route.method.toUpperCase()} ${path}`;
    const item = paths[path] ?? {};
    paths[path] = item;
    if (item[route.method]) throw new Error(`${label} is declared twice`);
    const op = operation(route, route.path, schemas, usedProblems);
    const id = op.operationId as string;
    const clash = operationIds.get(id);
    if (clash) throw new Error(`${label} and ${clash} would share the operationId ${id}`);
    operationIds.set(id, label);
    for (const tag of route.tags) usedTags.add(tag);
    item[route.method] = op;
  }

  schemas.convert(problemSchema, 'output');
  const { schemas: components, nameOf } = schemas.finish();
  const problemRef = { $ref: `#/components/schemas/${nameOf('output', 'Problem')}` };
  const responses = Object.fromEntries(
    problems
      .filter((p) => usedProblems.has(p.status))
      .map((p) => [
        p.name,
        { description: p.description, content: { 'application/json': { schema: problemRef } } },
      ]),
  );

  const company = options.company ?? DEFAULT_COMPANY_NAME;
  const terms = options.siteUrl ? new URL('/terms', options.siteUrl).toString() : undefined;
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'EZC Loans API',
      version: options.version,
      description: [
        'Loan management for a licensed moneylender in Malaysia: onboarding, applications, signing, repayments, settlement and reports.',
        'Money is a number in ringgit (MYR) with at most two decimals; dates are `YYYY-MM-DD`, timestamps ISO 8601 with an offset. List calls answer `{"Data": [...], "Count": <total matching>}`, single objects `{"Data": {...}}`.',
        'Every failure answers `{"message", "code"}`; the message follows the `lang` cookie or `Accept-Language` (English or Malay), except `Unauthorized`, which always ends the session.',
        'Authenticate with `Authorization: Bearer <access_token>` from a sign-in call. The site itself signs in with `X-Client: web` and then rides on HttpOnly cookies, sending the `X-CSRF-Token` header on every write.',
      ].join('\n\n'),
      contact: {
        name: company,
        ...(options.contactEmail ? { email: options.contactEmail } : {}),
        ...(terms ? { url: terms } : {}),
      },
      // Not open source: the terms of use govern it; without the site's address, an SPDX reference says so.
      license: {
        name: `Proprietary, © ${company}`,
        ...(terms ? { url: terms } : { identifier: 'LicenseRef-Proprietary' }),
      },
    },
    servers: [
      { url: '/', description: "The site's own origin: the API is served under /api beside the pages." },
    ],
    tags: Object.keys(apiTags)
      .filter((name) => usedTags.has(name))
      .map((name) => ({ name, description: apiTags[name]! })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The `access_token` of a sign-in call; it lasts minutes, `POST /api/customer-refresh-token` rotates it.',
        },
      },
      schemas: components,
      responses,
    },
  };
  return resolveRefs(document, nameOf);
}

export type ApiDocument = ReturnType<typeof apiDocument>;
