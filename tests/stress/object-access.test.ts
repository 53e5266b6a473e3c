import { randomUUID } from 'node:crypto';
import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, signIn } from '../support/api';
import { signaturePng } from '../support/booking';
import { registerBorrower } from '../support/borrower-onboarding';
import { startTestServer } from '../support/server';
import { scanStore, storeChanges } from '../support/store-scan';
import { writeStressResult } from '../support/stress';
import { TEST_EPOCH } from '../support/test-clock';

/**
 * Object-level access (BOLA) and mass assignment, over the whole API document:
 * - every route whose body or path names an object a customer owns is called by a second,
 *   newly registered borrower with the demo borrower's ids: each answer must be 404 (another
 *   customer's object does not exist for them), carry none of the demo borrower's personal
 *   details, and change nothing in the store; the demo borrower's own call with the same body
 *   shows the probe reached a real object;
 * - every write a borrower (and a Staff member correcting a customer) may make is sent again with
 *   fields they may not set (a status, an interest rate, roles, a version…), each holding a
 *   marker value: no stored item may hold a marker afterwards.
 * The ids are found through the demo borrower's own listings, never written here, so every object
 * route the document gains is probed without this file changing.
 */

let rt: LocalRuntime;
let victim: string;
let intruder: string;
let staffToken: string;
const a = () => api(rt.url);

/** Body fields and path parameters that name an object, and the field of a listing that holds it. */
const OBJECT_FIELDS: Record<string, string> = {
  LoanNo: 'LoanNo',
  loanNo: 'LoanNo',
  ApplicationId: 'ApplicationId',
  CustomerId: 'CustomerId',
  ObjectId: 'CustomerId',
  ParticipantId: 'CustomerId',
  MediaId: 'MediaId',
  FrontMediaId: 'MediaId',
  BackMediaId: 'MediaId',
  PaymentId: 'PaymentId',
  SigningSessionId: 'SigningSessionId',
  ScheduleId: 'ScheduleId',
  AddressId: 'AddressId',
  EmploymentId: 'EmploymentId',
  BankId: 'BankId',
  SignatureMediaId: 'SignatureMediaId',
  CreditNoteNo: 'CreditNoteNo',
  InvoiceNo: 'InvoiceNo',
};

/** Plausible values for the other fields a body requires, so a probe is well formed. */
const today = TEST_EPOCH.toISOString().slice(0, 10);
const PLAUSIBLE: Record<string, unknown> = {
  ObjectType: 'Customer',
  Amount: 100,
  Currency: 'MYR',
  Method: 'Bank Transfer',
  PaymentDate: today,
  RefNo: 'BOLA-PROBE',
  Title: 'NRIC Front',
  Type: 'NRIC Front',
  FileName: 'probe.png',
  Size: 1000,
  SKU: 'PL-SIMPLE-18',
  NumberOfInstallments: 12,
  SignatureFile: signaturePng(),
  Reason: 'Probe',
  Remarks: 'Probe',
};

/** Routes whose A-side call would end the session or whose effect would spoil later probes are called last. */
const DESTRUCTIVE = /delete|cancel|decline|DELETE|logout|sign-as|full-settlement|terminate/;

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  format?: string;
};
type ApiDocument = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
};

interface Probe {
  route: string;
  method: string;
  path: string;
  body?: Record<string, unknown>;
}

/** Every value a JSON answer holds under each of the object fields' listing names. */
function collectIds(value: unknown, into: Map<string, Set<string>>) {
  if (Array.isArray(value)) for (const v of value) collectIds(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (Object.values(OBJECT_FIELDS).includes(k) && (typeof v === 'string' || typeof v === 'number')) {
        if (!into.has(k)) into.set(k, new Set());
        into.get(k)?.add(String(v));
      }
      collectIds(v, into);
    }
  }
}

let doc: ApiDocument;
const ids = new Map<string, Set<string>>();
let personal: string[] = [];
const figures = {
  routesProbed: 0,
  probes: 0,
  notFound: 0,
  reachedByOwner: 0,
  leaks: [] as string[],
  /** Listings that answered for the caller's own objects (none of the victim's in them). */
  answeredForCaller: [] as string[],
  /** Refused by the route's role rule (403) or the body (400, 422) before any object was read. */
  otherAnswers: [] as string[],
  serverErrors: [] as string[],
  /** Probes the owner's same call got through but the intruder's was refused for its body. */
  refusedForTheBody: [] as string[],
  storeChanged: [] as string[],
  massAssignment: { routes: 0, requests: 0, accepted: 0, refused: 0, leaks: [] as string[] },
};

const resolve = (s: Schema | undefined): Schema | undefined => {
  if (!s) return undefined;
  if (s.$ref) return resolve(doc.components?.schemas?.[s.$ref.split('/').pop() ?? '']);
  if (s.oneOf?.[0]) return resolve(s.oneOf[0]);
  if (s.anyOf?.[0]) return resolve(s.anyOf.find((x) => x.type !== 'null') ?? s.anyOf[0]);
  return s;
};

/** The victim's own values by field name (their NRIC, postcode, bank code…), as their answers show them. */
const seenValues = new Map<string, unknown>();
function collectValues(value: unknown) {
  if (Array.isArray(value)) for (const v of value) collectValues(v);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!seenValues.has(k) && v !== null && v !== '') seenValues.set(k, v);
      collectValues(v);
    }
  }
}

function plausible(name: string, schema: Schema | undefined): unknown {
  const s = resolve(schema);
  if (name in PLAUSIBLE) return PLAUSIBLE[name];
  if (seenValues.has(name) && typeof seenValues.get(name) === (s?.type === 'integer' ? 'number' : s?.type))
    return seenValues.get(name);
  if (!s) return 'Probe';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  if (s.type === 'object') return bodyOf(s, () => undefined).body;
  if (s.type === 'array') return [];
  if (s.type === 'number' || s.type === 'integer') return 1;
  if (s.type === 'boolean') return false;
  if (s.format === 'date' || /Date$/.test(name)) return today;
  return 'Probe';
}

/** A body for the schema: object fields from `pick`, the other required fields plausible. */
function bodyOf(schema: Schema | undefined, pick: (field: string) => string | undefined) {
  const s = resolve(schema);
  const body: Record<string, unknown> = {};
  let names = 0;
  for (const [field, sub] of Object.entries(s?.properties ?? {})) {
    const id = pick(field);
    if (id !== undefined) {
      body[field] = resolve(sub)?.type === 'number' || resolve(sub)?.type === 'integer' ? Number(id) : id;
      names++;
    } else if (s?.required?.includes(field)) body[field] = plausible(field, sub);
  }
  return { body, names };
}

/** One probe per route that names a customer's object, with the demo borrower's ids in it. */
function probes(): Probe[] {
  const out: Probe[] = [];
  const first = (field: string) => {
    const listing = OBJECT_FIELDS[field];
    return listing ? [...(ids.get(listing) ?? [])][0] : undefined;
  };
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const { body, names } = bodyOf(schema, first);
      const pathIds = params.map(first);
      if (names + pathIds.filter(Boolean).length === 0) continue;
      if (pathIds.some((v) => v === undefined)) continue;
      const concrete = path.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(first(p) ?? ''));
      out.push({
        route: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path: concrete.replace(/^\/api/, ''),
        ...(method === 'get' || method === 'delete' ? {} : { body }),
      });
    }
  }
  return out.sort((x, y) => Number(DESTRUCTIVE.test(x.route)) - Number(DESTRUCTIVE.test(y.route)));
}

/** A probe's answer: its status, its JSON (or nothing, for a file) and its text as sent. */
async function send(p: Probe, token: string) {
  const res = await fetch(`${rt.url}/api${p.path}`, {
    method: p.method,
    headers: {
      authorization: `Bearer ${token}`,
      'Idempotency-Key': randomUUID(),
      ...(p.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(p.body ? { body: JSON.stringify(p.body) } : {}),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // A file (a PDF, an image): only its status and bytes matter here.
  }
  return { status: res.status, body, text, type: res.headers.get('content-type') ?? '' };
}

beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  victim = await signIn(rt.url, 'borrower@demo.test');
  staffToken = await signIn(rt.url, 'staff@demo.test');
  intruder = await registerBorrower(a(), {
    FullName: 'Farid bin Osman',
    Email: 'farid.osman@example.test',
    Password: DEMO_PASSWORD,
  });
  doc = (await a().get<ApiDocument>('/openapi.json')).body;
  // The demo borrower's objects, as their own listings show them.
  const profile = await a().post('/customer/profile/find-one', {}, victim);
  collectIds(profile.body, ids);
  collectValues(profile.body);
  const who = (profile.body.Data ?? {}) as { Email?: string; Personal?: Record<string, unknown> };
  personal = [who.Email, who.Personal?.FullName, who.Personal?.NRIC, who.Personal?.ContactNo].filter(
    (v): v is string => typeof v === 'string' && v.length > 3,
  );
  for (const [path, body] of [
    ['/loans/find-all', {}],
    ['/applications/find-all', {}],
    ['/signatures/get-user-signature', {}],
  ] as const)
    collectIds((await a().post(path, body, victim)).body, ids);
  collectIds((await a().get('/medias', victim)).body, ids);
  const company = await signIn(rt.url, 'company@demo.test');
  // A company's own values too (registration number, contact persons), for the company routes' bodies.
  collectValues((await a().post('/customer/company/find-one', {}, company)).body);
  collectValues((await a().post('/customers/company/contact-persons/find-all', {}, company)).body);
  for (const LoanNo of ids.get('LoanNo') ?? []) {
    for (const path of [
      '/loans/find-one',
      '/loans/payments',
      '/loans/get-signing-sessions',
      '/credit-notes/find-all',
    ])
      collectIds((await a().post(path, { LoanNo }, victim)).body, ids);
    collectIds((await a().get(`/loans/${LoanNo}/invoices`, victim)).body, ids);
  }
});
afterAll(async () => {
  await rt?.stop();
  writeStressResult('object-access', {
    summary: {
      routesProbed: figures.routesProbed,
      probes: figures.probes,
      answeredNotFound: figures.notFound,
      reachedByOwner: figures.reachedByOwner,
      leaks: figures.leaks.length,
      serverErrors: figures.serverErrors.length,
      answeredForCaller: figures.answeredForCaller.length,
      refusedBeforeTheObject: figures.otherAnswers.length,
      storeChanges: figures.storeChanged.length,
      massAssignmentRequests: figures.massAssignment.requests,
      massAssignmentLeaks: figures.massAssignment.leaks.length,
    },
    idsFound: Object.fromEntries([...ids].map(([k, v]) => [k, v.size])),
    ...figures,
  });
});

describe("another borrower's objects (BOLA)", () => {
  it("finds the demo borrower's objects of every kind", () => {
    for (const kind of ['CustomerId', 'LoanNo', 'ApplicationId', 'MediaId', 'PaymentId', 'SigningSessionId'])
      expect(ids.get(kind)?.size ?? 0, kind).toBeGreaterThan(0);
    expect(personal.length).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 to every object route called with them, leaks nothing and changes nothing', async () => {
    const all = probes();
    figures.routesProbed = all.length;
    expect(all.length).toBeGreaterThan(40);
    const before = await scanStore(rt);
    const intruderStatus = new Map<string, number>();
    for (const p of all) {
      const r = await send(p, intruder);
      figures.probes++;
      // The victim's details, and ids of theirs the probe did not send, must not be in the answer.
      const sent = JSON.stringify(p.body ?? {}) + p.path;
      const theirs = [
        ...personal,
        ...[...ids.values()].flatMap((v) => [...v]).filter((v) => v.length > 5 && !sent.includes(v)),
      ];
      const leaked = theirs.filter((v) => r.text.includes(v));
      if (leaked.length) figures.leaks.push(`${p.route}: ${r.status} shows ${leaked.join(', ')}`);
      if (r.status === 404) figures.notFound++;
      else if (r.status < 300 && !leaked.length)
        figures.answeredForCaller.push(`${p.route}: ${r.text.slice(0, 80)}`);
      else figures.otherAnswers.push(`${p.route}: ${r.status} ${String(r.body.code ?? '')}`);
      intruderStatus.set(p.route, r.status);
      if (r.status >= 500) figures.serverErrors.push(`${p.route}: ${r.status}`);
    }
    const changes = storeChanges(before, await scanStore(rt));
    // Signing in and being refused leave traces that are not the objects': the session's last use.
    figures.storeChanged = [...changes.added, ...changes.removed, ...changes.changed].filter(
      (k) => !/^(SESSION#|RATE#|WINDOW#)/.test(k),
    );
    // The owner's own calls, after: where the owner's call succeeds, the probe was well formed and
    // named a real object, so the intruder's refusal came from the object check (404) or from the
    // route's role rule (403), never from the body.
    for (const p of all) {
      const r = await send(p, victim);
      if (r.status >= 300) continue;
      figures.reachedByOwner++;
      const theirs = intruderStatus.get(p.route) ?? 0;
      if (theirs !== 404 && theirs !== 403 && theirs >= 300)
        figures.refusedForTheBody.push(`${p.route}: owner ${r.status}, intruder ${theirs}`);
    }
    expect(figures.leaks).toEqual([]);
    expect(figures.serverErrors).toEqual([]);
    expect(figures.storeChanged).toEqual([]);
    expect(figures.refusedForTheBody).toEqual([]);
    // A floor, so the probes cannot quietly stop naming real objects: 36 of the demo borrower's own
    // calls got through when this was written (the others are staff routes or need a state).
    expect(figures.reachedByOwner).toBeGreaterThanOrEqual(30);
  }, 300_000);
});

describe('fields a caller may not set (mass assignment)', () => {
  const MARK = 'MASS-ASSIGNED';
  const MARK_NUMBER = 98765.4321;
  const forbidden = {
    Status: MARK,
    LoanStatus: MARK,
    InterestRate: MARK_NUMBER,
    ApprovedAmount: MARK_NUMBER,
    Balance: MARK_NUMBER,
    KycStatus: MARK,
    EkycStatus: MARK,
    MemberType: MARK,
    Roles: [MARK],
    Privileges: [MARK],
    CreatedBy: MARK,
    OwnerId: MARK,
    CreatedAt: MARK,
    version: MARK_NUMBER,
  };

  it('keeps none of them, in any write a borrower or a Staff member may make', async () => {
    const profile = (await a().post('/customer/profile/find-one', {}, victim)).body.Data as Record<
      string,
      unknown
    >;
    const loanNo = [...(ids.get('LoanNo') ?? [])][0];
    const writes: [string, Record<string, unknown>, string][] = [
      ['/customer/profile/update', { ...profile }, victim],
      ['/applications/save-draft', { SKU: 'PL-SIMPLE-18', Amount: 4000, NumberOfInstallments: 6 }, victim],
      ['/applications/add', { SKU: 'PL-SIMPLE-18', Amount: 5000, NumberOfInstallments: 6 }, victim],
      ['/payments/add', { LoanNo: loanNo, Amount: 12.34, Method: 'Bank Transfer', RefNo: 'MASS-1' }, victim],
      ['/signatures/add-user-signature', { SignatureFile: signaturePng() }, victim],
      ['/customer/customers/update', { CustomerId: profile.CustomerId, Remarks: 'Checked' }, staffToken],
    ];
    for (const [path, body, token] of writes) {
      figures.massAssignment.routes++;
      // Each write once as it is (it must be accepted), then with the forbidden fields added.
      const plain = await a().call('POST', path, {
        token,
        body,
        headers: { 'Idempotency-Key': randomUUID() },
      });
      const r = await a().call('POST', path, {
        token,
        body: { ...body, ...forbidden },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      figures.massAssignment.requests += 2;
      if (r.status < 300) figures.massAssignment.accepted++;
      else figures.massAssignment.refused++;
      expect(plain.status, `${path} as it is`).toBeLessThan(500);
      expect(r.status, `${path} with forbidden fields`).toBeLessThan(500);
    }
    await rt.settle();
    for (const [key, item] of await scanStore(rt)) {
      const text = JSON.stringify(item);
      if (text.includes(MARK) || text.includes(String(MARK_NUMBER)))
        figures.massAssignment.leaks.push(`${key}: ${text.slice(0, 300)}`);
    }
    expect(figures.massAssignment.leaks).toEqual([]);
  }, 300_000);
});
