import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { contexts } from '@ezc/contexts';
import { FORBIDDEN_CHARACTERS } from '@ezc/domain';
import type { LocalRuntime } from '@ezc/local';
import { bodyLimits } from '@ezc/platform/http/route';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { signIn } from '../support/api';
import {
  applyEdits,
  deref,
  type FuzzBody,
  invalidBodies,
  type JsonSchema,
  plausibleBody,
  type RouteBodies,
  stringFields,
} from '../support/fuzz-bodies';
import { startTestServer } from '../support/server';
import { STRESS_MODE, stressSize, writeStressResult } from '../support/stress';
import { unixNow } from '../support/test-clock';

/**
 * Every route that takes a JSON body, sent invalid bodies made from its schema in the API document
 * (see fuzz-bodies.ts): wrong types, missing and unknown fields, one-megabyte strings, unicode and
 * control characters, the forbidden characters, negative, fractional-sen and huge money, impossible
 * dates, NRICs with impossible dates, and bodies that are not an object, not JSON or not sent as
 * JSON. Each is sent by a caller the route lets in, so its input checks are what answers.
 *
 * Claims: no answer is a server error (≥ 500); every answer is a refusal `{message, code}`; no
 * body the route's own schema takes is one the document and the product's rules say is invalid,
 * and a refusal of invalid input names each field broken for certain; the store (every item of
 * the table, every stored file) is as it was.
 *
 * Routes without a body (their input is the path or the query) are listed in the results, not
 * fuzzed; so are the routes SKIPPED below.
 *
 * `npm test` sends 10 bodies a route with a fixed seed (a regression fails it the same way each
 * time); `npm run stress` sends 200 with a new seed, which the results record (`FUZZ_SEED=<seed>`
 * sends the same bodies again).
 */
const BODIES_PER_ROUTE = stressSize(10, 200);
const SEED = Number(process.env.FUZZ_SEED ?? (STRESS_MODE === 'fast' ? 20_260_101 : Date.now() % 2 ** 31));
const IN_FLIGHT = 6;

/** Routes not fuzzed, and why. */
const SKIPPED: Record<string, string> = {
  'POST /api/auth/logout': 'it ends the caller’s session (and takes no body)',
  'POST /api/medias/internal':
    'a file upload: its body is a multipart form (the uploads proof sends it hostile files)',
  'POST /api/applications/add-document':
    'a file upload: its body is a multipart form, read by the same upload reader as /medias/internal',
};

/** The demo accounts a route may be called as, in the order they are tried; `anonymous` first. */
const CALLERS = [
  'anonymous',
  'admin',
  'borrower',
  'company',
  'attorney',
  'signer',
  'finance',
  'risk',
  'staff',
] as const;
type Caller = (typeof CALLERS)[number];

const LANGUAGES = [undefined, 'ms', 'en-GB', 'ms-MY,ms;q=0.9,en;q=0.8', '*', 'zz-ZZ'];

interface Route {
  readonly key: string;
  readonly method: string;
  /** The path as called (a path parameter replaced by one of its values). */
  readonly url: string;
  readonly ctx: RouteBodies;
  readonly zod: z.ZodType;
  /**
   * The body is one of several shapes (`oneOf`/`anyOf`): its fields are named only when the
   * shape is told by a field (`discriminator`, a constant in each) and the body gives one of them.
   */
  readonly alternatives?: { discriminator?: string; values: unknown[] };
  caller?: Caller;
}

let rt: LocalRuntime;
const tokens = new Map<Caller, string>();
const routes: Route[] = [];
let bodyless: string[] = [];

type Answer = { status: number; text: string };

const tally = {
  bodiesSent: 0,
  answersByStatus: {} as Record<string, number>,
  answersByCode: {} as Record<string, number>,
  bodiesByKind: {} as Record<string, number>,
  bodiesDroppedAsNotProvablyInvalid: 0,
  /** Broken fields looked for in the answer's `fields`, by the kind of break. */
  brokenFieldsChecked: {} as Record<string, number>,
};
const findings = {
  serverErrors: [] as string[],
  malformedAnswers: [] as string[],
  acceptedInvalidBodies: [] as string[],
  schemaTakesInvalidBody: [] as string[],
  storeChanges: [] as string[],
  refusedByAccessRule: [] as string[],
  brokenFieldNotNamed: [] as string[],
};
const started = Date.now();

const bump = (at: Record<string, number>, key: string) => {
  at[key] = (at[key] ?? 0) + 1;
};

const excerpt = (text: string, max = 300) =>
  JSON.stringify(text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);

function headersFor(
  route: Route,
  body: { text: string; contentType: string; latin1?: boolean },
  lang: string | undefined,
) {
  const headers: Record<string, string> = { 'content-type': body.contentType };
  const token = route.caller && route.caller !== 'anonymous' ? tokens.get(route.caller) : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  if (lang) headers['accept-language'] = lang;
  // The provider's webhook is signed: without it the signature check answers before the body's.
  if (route.key === 'POST /api/webhooks/e-mandate') {
    const t = unixNow(rt);
    const secret = rt.config.EMANDATE_WEBHOOK_SECRET ?? '';
    const bytes = Buffer.from(body.text, body.latin1 ? 'latin1' : 'utf8');
    const mac = createHmac('sha256', secret).update(`${t}.`).update(bytes).digest('hex');
    headers['x-signature'] = `t=${t},v1=${mac}`;
  }
  return headers;
}

/**
 * One request on a connection of its own: a body over the limit is answered 413 before it is all
 * read, and the server then closes the connection (`Connection: close`), which a kept-alive
 * client would find closed on its next request.
 */
function send(
  route: Route,
  body: { text: string; contentType: string; latin1?: boolean },
  lang?: string,
): Promise<Answer> {
  const bytes = Buffer.from(body.text, body.latin1 ? 'latin1' : 'utf8');
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      rt.url + route.url,
      {
        method: route.method,
        agent: false,
        headers: { ...headersFor(route, body, lang), 'content-length': String(bytes.length) },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    // Writing the rest of a refused body fails once the answer is in; only an unanswered request fails.
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    req.end(bytes);
  });
}

type Problem = { message: string; code: string; fields?: Record<string, string> };

const problemOf = (a: Answer): Problem | undefined => {
  try {
    const body = JSON.parse(a.text) as unknown;
    if (body === null || typeof body !== 'object') return undefined;
    const { message, code, fields } = body as Record<string, unknown>;
    return typeof message === 'string' && typeof code === 'string' && message && code
      ? { message, code, fields: fields as Record<string, string> | undefined }
      : undefined;
  } catch {
    return undefined;
  }
};

const refused = (a: Answer) => {
  const code = problemOf(a)?.code;
  return a.status === 401 || code === 'AUTH.FORBIDDEN' || code === 'AUTH.CSRF';
};

/** A body of several shapes: the field that tells them apart (a constant in each), if any. */
function alternativesOf(ctx: RouteBodies): Route['alternatives'] {
  const root = deref(ctx.schema, ctx.components);
  const shapes = (root.anyOf ?? root.oneOf)?.map((b) => deref(b, ctx.components));
  if (!shapes) return undefined;
  const discriminator = Object.keys(shapes[0]?.properties ?? {}).find((k) =>
    shapes.every((b) => b.properties?.[k] && 'const' in deref(b.properties[k], ctx.components)),
  );
  const values = discriminator
    ? shapes.map((b) => deref(b.properties![discriminator]!, ctx.components).const)
    : [];
  return { ...(discriminator ? { discriminator } : {}), values };
}

/**
 * Free text people type, by the field's name: spec §5's rule (text inputs must not contain
 * { } * < > /) is held to there whatever the route's schema says. Names, remarks, reasons,
 * descriptions, designations and contacts; not the names of files and documents, which are
 * chosen rather than typed.
 */
const TEXT_INPUT = /(Name|Remarks?|Reason|Description|Designation|Contact)$/;
const NOT_TEXT_INPUT = /^(FileName|DocumentName)$/;

/**
 * Which string fields refuse forbidden characters, and which characters: those the route's
 * schema refuses them in, and the free text named above.
 */
async function textRulesOf(ctx: RouteBodies, schema: z.ZodType): Promise<Map<string, string[]>> {
  const rules = new Map<string, string[]>();
  const bases = plausibleBody(ctx, SEED);
  for (const { path, key } of stringFields(ctx)) {
    const name = String(path.at(-1));
    if (TEXT_INPUT.test(name) && !NOT_TEXT_INPUT.test(name)) rules.set(key, [...FORBIDDEN_CHARACTERS]);
    for (const base of bases) {
      for (const c of FORBIDDEN_CHARACTERS) {
        const body = applyEdits(base, [{ kind: 'probe', path, value: `Ali ${c} Baba` }]);
        // Asynchronous: a route's body may be checked by a rule that loads on first use.
        const parsed = await schema.safeParseAsync(body);
        const refusedHere =
          !parsed.success &&
          parsed.error.issues.some(
            (i) => i.path.join('.') === path.join('.') && i.message.startsWith('Input cannot contain'),
          );
        if (refusedHere) rules.set(key, [...new Set([...(rules.get(key) ?? []), c])]);
      }
    }
  }
  return rules;
}

// ---- The store, before and after -----------------------------------------------------------

/**
 * What changes on any request, whatever its body, and is left out of the comparison: by entity
 * type, the attributes and why. Nothing else is: an invalid body is refused before any use case
 * runs. Outbox rows are not compared (the store's snapshot leaves them out: their events are
 * relayed and consumed), but nothing writes one without the item it is about.
 */
const IGNORED: Record<string, Record<string, string>> = {
  Session: {
    LastActiveAt:
      'a signed-in request moves its session’s last activity (at most once a minute), for the idle timeout',
  },
};

type StoreState = { items: Map<string, string>; files: Map<string, number> };

const stable = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(stable)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, stable((v as Record<string, unknown>)[k])]),
        )
      : v;

function listFiles(dir: string, root = dir, out = new Map<string, number>()): Map<string, number> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) listFiles(full, root, out);
    else out.set(relative(root, full), st.size);
  }
  return out;
}

/** Every item of the table (read with a Scan) and every stored file, after the bus is quiet. */
async function storeState(): Promise<StoreState> {
  await rt.settle();
  const dir = mkdtempSync(join(tmpdir(), 'ezc-fuzz-'));
  try {
    const snap = await rt.snapshot(dir);
    const items = new Map<string, string>();
    for (const item of JSON.parse(readFileSync(snap.itemsFile, 'utf8')) as Record<string, unknown>[]) {
      for (const attribute of Object.keys(IGNORED[String(item.EntityType)] ?? {})) delete item[attribute];
      items.set(`${String(item.PK)} | ${String(item.SK)}`, JSON.stringify(stable(item)));
    }
    return { items, files: listFiles(snap.filesDir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const entityOf = (json: string | undefined) =>
  json ? String((JSON.parse(json) as Record<string, unknown>).EntityType ?? '(none)') : '(none)';

function storeDifferences(before: StoreState, after: StoreState): string[] {
  const out: string[] = [];
  for (const key of new Set([...before.items.keys(), ...after.items.keys()])) {
    const [a, b] = [before.items.get(key), after.items.get(key)];
    if (a === b) continue;
    const entity = entityOf(b ?? a);
    out.push(`${a === undefined ? 'added' : b === undefined ? 'removed' : 'changed'} ${entity} ${key}`);
  }
  for (const file of new Set([...before.files.keys(), ...after.files.keys()])) {
    if (before.files.get(file) !== after.files.get(file)) out.push(`file ${file}`);
  }
  return out;
}

// ---- The run -------------------------------------------------------------------------------

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  const doc = (await (await fetch(`${rt.url}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
    components: { schemas: Record<string, JsonSchema> };
  };
  const schemas = new Map<string, z.ZodType>();
  for (const ctx of Object.values(contexts)) {
    for (const d of ctx.app.declarations) {
      const schema = d.request?.body?.content['application/json'].schema;
      if (schema) schemas.set(`${d.method.toUpperCase()} /api${d.path}`, schema);
    }
  }
  const withoutBody: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const schema = op.requestBody?.content['application/json']?.schema;
      if (key in SKIPPED) continue;
      if (!schema) {
        withoutBody.push(key);
        continue;
      }
      const zod = schemas.get(`${method.toUpperCase()} ${path}`);
      if (!zod) throw new Error(`${key}: in the document, but no route declares its body`);
      // A path parameter takes one of its values (the one route with one has a fixed set).
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const param = (op as { parameters?: { name: string; schema: JsonSchema }[] }).parameters?.find(
          (p) => p.name === name,
        );
        return encodeURIComponent(String(param?.schema.enum?.[0] ?? 'FUZZ-0001'));
      });
      const ctx: RouteBodies = {
        schema,
        components: doc.components.schemas,
        limitBytes:
          bodyLimits.get(`${method.toUpperCase()} ${path.replace(/^\/api/, '')}`) ?? rt.config.MAX_BODY_BYTES,
      };
      routes.push({
        key,
        method: method.toUpperCase(),
        url,
        ctx: { ...ctx, textRules: await textRulesOf(ctx, zod) },
        zod,
        alternatives: alternativesOf(ctx),
      });
    }
  }
  bodyless = withoutBody.sort();
  // The first caller the route's access rule lets in: an invalid body is refused by the rule first.
  for (const route of routes) {
    for (const caller of CALLERS) {
      // Signed in when first needed: most routes are let in by the first callers tried.
      if (caller !== 'anonymous' && !tokens.has(caller)) {
        tokens.set(caller, await signIn(rt.url, `${caller}@demo.test`));
      }
      route.caller = caller;
      if (!refused(await send(route, { text: '[]', contentType: 'application/json' }))) break;
      route.caller = undefined;
    }
  }
});

afterAll(async () => {
  await rt?.stop();
  const seconds = Math.round((Date.now() - started) / 1000);
  writeStressResult('fuzz', {
    summary: {
      routesTried: routes.length,
      bodiesPerRoute: BODIES_PER_ROUTE,
      bodiesSent: tally.bodiesSent,
      answersByStatus: tally.answersByStatus,
      serverErrors: findings.serverErrors.length,
      malformedAnswers: findings.malformedAnswers.length,
      acceptedInvalidBodies: findings.acceptedInvalidBodies.length,
      schemaTakesInvalidBody: findings.schemaTakesInvalidBody.length,
      brokenFieldNotNamed: findings.brokenFieldNotNamed.length,
      storeChanged: findings.storeChanges.length,
      seconds,
      seed: SEED,
    },
    bodiesByKind: tally.bodiesByKind,
    answersByCode: tally.answersByCode,
    bodiesDroppedAsNotProvablyInvalid: tally.bodiesDroppedAsNotProvablyInvalid,
    brokenFieldsChecked: tally.brokenFieldsChecked,
    callers: Object.fromEntries(routes.map((r) => [r.key, r.caller])),
    skipped: SKIPPED,
    withoutBody: bodyless,
    ignoredInStore: IGNORED,
    findings,
  });
});

async function fuzzRoute(route: Route): Promise<void> {
  const dropped = () => {
    tally.bodiesDroppedAsNotProvablyInvalid++;
  };
  const bodies: FuzzBody[] = fc.sample(invalidBodies(route.ctx, dropped), {
    numRuns: BODIES_PER_ROUTE,
    seed: SEED ^ hash(route.key),
  });
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const i = next++;
      const body = bodies[i]!;
      const answer = await send(route, body, LANGUAGES[i % LANGUAGES.length]);
      await judge(route, body, answer);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

const sentTo = new Map<string, number>();

async function judge(route: Route, body: FuzzBody, answer: Answer): Promise<void> {
  tally.bodiesSent++;
  sentTo.set(route.key, (sentTo.get(route.key) ?? 0) + 1);
  bump(tally.answersByStatus, String(answer.status));
  for (const kind of body.kinds) bump(tally.bodiesByKind, kind);
  const problem = problemOf(answer);
  if (problem) bump(tally.answersByCode, problem.code);
  const what = `${route.key} as ${route.caller} [${body.kinds.join(', ')}] ${excerpt(body.text)} (${body.why.join('; ')}) → ${answer.status} ${excerpt(answer.text, 200)}`;
  if (answer.status >= 500) findings.serverErrors.push(what);
  else if (answer.status < 400) findings.acceptedInvalidBodies.push(what);
  if (answer.status >= 400 && !problem) findings.malformedAnswers.push(what);
  // The caller was let in when the run began: a refusal now (an expired session) means the body
  // was never looked at.
  if (refused(answer)) findings.refusedByAccessRule.push(what);
  if (body.contentReasons && (await route.zod.safeParseAsync(body.value)).success) {
    findings.schemaTakesInvalidBody.push(what);
  }
  // Each field broken for certain is named in the answer's `fields` (or a field above it): the
  // rule that refuses it is enforced, not only some other field's. A body of alternatives is
  // refused as a whole (no branch fits, without fields) unless a field tells its shape.
  const shaped =
    !route.alternatives ||
    (route.alternatives.discriminator !== undefined &&
      body.value !== null &&
      typeof body.value === 'object' &&
      route.alternatives.values.includes(
        (body.value as Record<string, unknown>)[route.alternatives.discriminator],
      ));
  if (problem?.code === 'VALIDATION.INVALID_INPUT' && shaped) {
    const named = Object.keys(problem.fields ?? {});
    for (const [field, kind] of body.breaks ?? []) {
      bump(tally.brokenFieldsChecked, kind);
      const covered = named.some(
        (n) => n === field || n.startsWith(`${field}.`) || field.startsWith(`${n}.`),
      );
      if (!covered) findings.brokenFieldNotNamed.push(`${what} — ${field} not named`);
    }
  }
}

/** A route's own stream of bodies: adding a route does not change the others'. */
function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

describe(`fuzzing every route's body (${STRESS_MODE}: ${BODIES_PER_ROUTE} bodies a route)`, () => {
  let before: StoreState;

  it('finds a caller each route lets in, for every route that takes a body', () => {
    const fuzzed = new Set(routes.map((r) => r.key));
    const declared = Object.values(contexts).flatMap((c) =>
      c.app.declarations
        .filter((d) => d.request?.body)
        .map((d) => `${d.method.toUpperCase()} /api${d.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(declared.filter((key) => !fuzzed.has(key) && !(key in SKIPPED))).toEqual([]);
    expect(routes.filter((r) => !r.caller).map((r) => r.key)).toEqual([]);
  });

  it('answers every invalid body with a refusal {message, code}, never a server error', async () => {
    // The jobs due run first and the scheduler's timer stops: a daily run of the jobs in the
    // middle would change the store for its own reasons.
    await rt.runJobs();
    rt.adapters.scheduler.stop();
    before = await storeState();
    for (const route of routes) await fuzzRoute(route);
    expect(routes.filter((r) => (sentTo.get(r.key) ?? 0) < BODIES_PER_ROUTE).map((r) => r.key)).toEqual([]);
    expect(findings.serverErrors).toEqual([]);
    expect(findings.malformedAnswers).toEqual([]);
    expect(findings.acceptedInvalidBodies).toEqual([]);
    expect(findings.schemaTakesInvalidBody).toEqual([]);
    expect(findings.refusedByAccessRule).toEqual([]);
    expect(findings.brokenFieldNotNamed).toEqual([]);
  }, 3_600_000);

  it('leaves the store as it was', async () => {
    findings.storeChanges.push(...storeDifferences(before, await storeState()));
    expect(findings.storeChanges).toEqual([]);
  });
});
