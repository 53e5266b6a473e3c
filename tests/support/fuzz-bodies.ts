import { FORBIDDEN_CHARACTERS, MAX_RINGGIT } from '@ezc/domain';
import fc from 'fast-check';

/**
 * Invalid request bodies for a route, made from its request schema as the API document publishes
 * it (OpenAPI 3.1: the JSON Schema zod writes of each route's input). zod-fast-check would derive
 * them from the zod schemas themselves, but it only reads zod 3 and the product is on zod 4; the
 * document is the same schemas, as callers see them.
 *
 * Each body is a plausible one broken at least once where the document, or one of the product's
 * own rules (money, dates, NRICs, forbidden characters), leaves no doubt that it is invalid, and
 * roughened elsewhere with what passes the document but is hostile (unicode, control characters,
 * unknown fields, deep nesting). An independent judge (`whyInvalid`) then confirms every body is
 * invalid whatever the route's own schema says; bodies it cannot prove invalid are not sent.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

type Path = (string | number)[];

/** How a body is sent: its bytes, its content type, and what was done to it. */
export interface FuzzBody {
  readonly text: string;
  readonly contentType: string;
  /** Sent byte for byte, one byte a character: bytes that are not UTF-8. */
  readonly latin1?: boolean;
  /** What was done to it, e.g. `missing-required`, `unicode`: the categories of the figures. */
  readonly kinds: readonly string[];
  /** The parsed value, when the text is a JSON document (for the schema cross-check). */
  readonly value?: unknown;
  /** Why it is invalid, in the judge's words; empty when it could not be shown. */
  readonly why: readonly string[];
  /** Whether the judge's reasons are the body's content (not its size, media type or syntax). */
  readonly contentReasons: boolean;
  /**
   * The fields broken for certain, each on its own, and how (dotted paths, array items by index):
   * an answer naming its fields must name each of them, or a field above it.
   */
  readonly breaks?: readonly (readonly [field: string, kind: string])[];
}

export interface RouteBodies {
  /** The request body's schema; its `$ref`s name the document's components. */
  readonly schema: JsonSchema;
  readonly components: Record<string, JsonSchema>;
  /** The route's body limit in bytes: a larger body is refused whatever it holds. */
  readonly limitBytes: number;
  /**
   * The fields (dotted paths, array items as `[]`) whose text the product refuses forbidden
   * characters in, with the characters (addresses allow a slash).
   */
  readonly textRules?: ReadonlyMap<string, readonly string[]>;
}

/** One megabyte of text: a field this long makes the body exceed the API's usual limit. */
const ONE_MB = 1024 * 1024;

const MONEY_NAME = /(Amount|Penalty|InterestRate|Margin|Percentage)$/;
const NRIC_NAME = /^NRIC$/;

export const deref = (s: JsonSchema, components: Record<string, JsonSchema>): JsonSchema => {
  let at = s;
  for (let i = 0; at.$ref && i < 20; i++) {
    const found = components[at.$ref.split('/').pop()!];
    if (!found) throw new Error(`Unknown schema ${at.$ref}`);
    at = found;
  }
  return at;
};

const typesOf = (s: JsonSchema): string[] => (s.type === undefined ? [] : [s.type].flat());

const jsonType = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v;

const typeFits = (types: string[], v: unknown) => {
  const t = jsonType(v);
  if (t === 'number') return types.includes('number') || (types.includes('integer') && Number.isInteger(v));
  return types.includes(t);
};

const isMoney = (name: string, s: JsonSchema) =>
  (typesOf(s).includes('number') || typesOf(s).includes('integer')) &&
  (MONEY_NAME.test(name) || s.maximum === MAX_RINGGIT);

/**
 * The moments the product reads from text, by the field's name (or its `format`), with the test a
 * value must pass: a day (`YYYY-MM-DD`), a month, a time of day (`HH:mm`), an instant (ISO 8601
 * with its offset), and a range (days or instants). Whatever else each may accept, a value that
 * names no real moment is invalid.
 */
const moments: readonly { name: RegExp; real: (v: string) => boolean }[] = [
  { name: /(Date|^AsOf)$/, real: (v) => realDate(v) },
  { name: /^Month$/, real: (v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v) },
  { name: /Time$/, real: (v) => /^([01]?\d|2[0-3]):[0-5]\d$/.test(v) },
  { name: /^(Start|End)$/, real: (v) => realInstantStart(v) },
  {
    name: /DateTimeRange$/,
    real: (v) => realDate(v.slice(0, 10)) && (v.length === 10 || realInstantStart(v)),
  },
];

const momentOf = (name: string, s: JsonSchema) =>
  typesOf(s).includes('string')
    ? s.format === 'date'
      ? moments[0]
      : moments.find((m) => m.name.test(name))
    : undefined;

/** Whether an instant's date and time of day are real ones (`2026-02-30T…` and `T24:00` are not). */
const realInstantStart = (v: string) => {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(v);
  return m !== null && realDate(m[1]!) && Number(m[2]) <= 23 && Number(m[3]) <= 59;
};

const isNric = (name: string, s: JsonSchema) => typesOf(s).includes('string') && NRIC_NAME.test(name);

/** Whether `yyyy-mm-dd` names a day of the calendar. */
function realDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Whether an NRIC's first six digits cannot be a date of birth in either century (a month over
 * 12, a day the month never has, 29 February of a year that is not leap either way).
 */
function nricDateImpossible(v: string): boolean {
  const digits = v.replace(/[\s-]/g, '');
  if (!/^\d{12}$/.test(digits)) return true;
  const [yy, mm, dd] = [Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4, 6))];
  if (mm < 1 || mm > 12 || dd < 1) return true;
  const longest = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1]!;
  if (dd > longest) return true;
  return mm === 2 && dd === 29 && yy % 4 !== 0;
}

const codePoints = (v: string) => [...v].length;
const hasTwoDecimalsAtMost = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/**
 * Why `v` cannot satisfy `s` (field `name`, at `path`), or undefined when it may. Careful in the
 * product's favour: text is measured both trimmed and not (the schemas trim), a number field may
 * coerce a numeric string, and an empty optional text may read as absent.
 */
function violation(
  s0: JsonSchema,
  v: unknown,
  name: string,
  path: string,
  ctx: RouteBodies,
  optional: boolean,
): string | undefined {
  const s = deref(s0, ctx.components);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const reasons = branches.map((b) => violation(b, v, name, path, ctx, optional));
    return reasons.every(Boolean) ? `${path || 'body'}: no alternative fits (${reasons[0]})` : undefined;
  }
  for (const part of s.allOf ?? []) {
    const r = violation(part, v, name, path, ctx, optional);
    if (r) return r;
  }
  const types = typesOf(s);
  const numeric = types.includes('number') || types.includes('integer');
  // A fraction in a whole-number field is judged with the numbers below.
  if (types.length && !typeFits(types, v) && !(numeric && typeof v === 'number')) {
    // A number field may coerce ("12" → 12, null → 0, [5] → 5): only what reads as NaN is certain.
    if (!numeric || Number.isNaN(Number(v))) return `${path}: ${jsonType(v)} where ${types.join('|')}`;
    return undefined;
  }
  if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(v)) return `${path}: not ${String(s.const)}`;
  if (s.enum && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(v))) return `${path}: not a choice`;
  if (typeof v === 'string') {
    if (s.maxLength !== undefined && v.length > s.maxLength && codePoints(v.trim()) > s.maxLength) {
      return `${path}: longer than allowed`;
    }
    if (s.minLength !== undefined && v.length < s.minLength && !(optional && v === '')) {
      return `${path}: shorter than allowed`;
    }
    if (s.pattern) {
      const re = new RegExp(s.pattern);
      if (![v, v.trim()].some((x) => re.test(x))) return `${path}: does not match the pattern`;
    }
    const moment = momentOf(name, s);
    if (v !== '' && moment && !moment.real(v.trim())) return `${path}: not a real moment`;
    if (v !== '' && isNric(name, s) && nricDateImpossible(v.trim()))
      return `${path}: NRIC without a real date`;
    const forbidden = ctx.textRules?.get(path.replace(/\.\d+(?=\.|$)/g, '.[]'));
    if (forbidden?.some((c) => v.includes(c))) return `${path}: forbidden characters`;
  }
  if (typeof v === 'number') {
    if (types.includes('integer') && !types.includes('number') && !Number.isInteger(v)) {
      return `${path}: not a whole number`;
    }
    if (s.minimum !== undefined && v < s.minimum) return `${path}: below the minimum`;
    if (s.maximum !== undefined && v > s.maximum) return `${path}: above the maximum`;
    if (s.exclusiveMinimum !== undefined && v <= s.exclusiveMinimum) return `${path}: not above the minimum`;
    if (s.exclusiveMaximum !== undefined && v >= s.exclusiveMaximum) return `${path}: not below the maximum`;
    if (isMoney(name, s) && (v < 0 || v > MAX_RINGGIT || !hasTwoDecimalsAtMost(v))) {
      return `${path}: not an amount (negative, over RM 10,000,000 or a fraction of a sen)`;
    }
  }
  if (Array.isArray(v)) {
    if (s.minItems !== undefined && v.length < s.minItems) return `${path}: too few items`;
    if (s.maxItems !== undefined && v.length > s.maxItems) return `${path}: too many items`;
    if (s.items) {
      for (let i = 0; i < v.length; i++) {
        const r = violation(s.items, v[i], name, `${path}.${i}`, ctx, false);
        if (r) return r;
      }
    }
  }
  if (v !== null && typeof v === 'object' && !Array.isArray(v) && (s.properties || s.required)) {
    const o = v as Record<string, unknown>;
    const props = s.properties ?? {};
    for (const key of s.required ?? []) {
      if (o[key] === undefined) return `${path ? `${path}.` : ''}${key}: missing`;
    }
    for (const [key, sub] of Object.entries(props)) {
      if (!Object.hasOwn(o, key) || o[key] === undefined) continue;
      const r = violation(sub, o[key], key, path ? `${path}.${key}` : key, ctx, !s.required?.includes(key));
      if (r) return r;
    }
    if (s.additionalProperties === false) {
      const extra = Object.keys(o).find((k) => !(k in props));
      if (extra !== undefined) return `${path}: unknown field ${extra}`;
    }
  }
  return undefined;
}

/** Why the body can only be refused, or nothing when that cannot be shown. */
export function whyInvalid(
  ctx: RouteBodies,
  body: { text: string; contentType: string; latin1?: boolean },
): { why: string[]; content: boolean; value?: unknown } {
  const why: string[] = [];
  if (!/^application\/json/i.test(body.contentType)) why.push(`sent as ${body.contentType}`);
  // Refused for its size whatever it holds: not read further.
  const bytes = Buffer.from(body.text, body.latin1 ? 'latin1' : 'utf8');
  if (bytes.length > ctx.limitBytes) {
    return { why: [...why, 'larger than the route takes'], content: false };
  }
  let value: unknown;
  try {
    // As the server reads it: as UTF-8, with U+FFFD for each byte that is not.
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    why.push('not JSON');
    return { why, content: false };
  }
  const content = violation(ctx.schema, value, '', '', ctx, false);
  if (content) why.push(content);
  return { why, content: content !== undefined && why.length === 1, value };
}

// ---- Values ------------------------------------------------------------------------------

/** Text the document lets through that has broken systems before. */
export const hostileStrings: readonly string[] = [
  '\u0000',
  'nul\u0000inside',
  '\u0007\u0008\u001b[31mred\u001b[0m',
  'line\r\nbreak\ttab',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  '👨‍👩‍👧‍👦🏳️‍🌈💸',
  'Z̴̡̛̖a̸̢͙l̵͉̈́g̷̣̈o̶̭͝',
  '\uFEFFbom',
  'zero\u200Bwidth\u2060',
  '\uD800',
  '\uDFFF lone',
  '𝕏𝔸𝕃',
  'Ａｄｍｉｎ',
  'İstanbul ß ǅ',
  "Robert'); DROP TABLE loans;--",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text.
  '${7*7}',
  '%s%n%x',
  '../../../etc/passwd',
  'null',
  'undefined',
  'true',
  '0',
  '-0',
  'NaN',
  ' ',
  '',
  '\u00A0\u2003',
  '東京都千代田区',
  'Nurul Izzah binti Hassan 🇲🇾',
];

const controlChars = fc
  .array(fc.integer({ min: 0, max: 0x1f }), { minLength: 1, maxLength: 8 })
  .map((codes) => `a${String.fromCharCode(...codes)}b`);

/**
 * Any code point, lone surrogates included, mostly from the first planes. (fast-check's own
 * `binary` unit does the same but indexes every code point when first built, seconds of work.)
 */
const anyCodePoint = fc
  .oneof(fc.integer({ min: 0, max: 0x10ffff }), fc.integer({ min: 0, max: 0x2fff }))
  .map((cp) => (cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp)));

/** Unicode of every plane, control characters, or one of the known troublemakers. */
export const hostileString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: anyCodePoint, minLength: 1, maxLength: 40 }),
  controlChars,
);

const forbiddenText = fc.oneof(
  fc.constantFrom(...FORBIDDEN_CHARACTERS).map((c) => `Ali ${c} Baba`),
  fc.constantFrom('<script>alert(1)</script>', '{{7*7}}', '/* */', 'a/b', '<b>', '{"$ne":null}'),
);

/** Days, months, times and instants that do not exist, and words for them. */
const impossibleDates = [
  '2026-02-30',
  '2026-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-01-32',
  '2026-01-00',
  '2026-1-5',
  '26-01-05',
  'yesterday',
  'today',
  '30/02/2026',
  '2026-02-30T00:00:00Z',
  '0000-00-00',
  '9999-99-99',
  '2026-02-3O',
  '２０２６-０１-０５',
  '2026-01-05\u0000',
  '2026-13',
  '2026-00',
  '24:00',
  '12:60',
  '99:99',
  'noon',
  '2026-02-30T10:00:00+08:00',
  '2025-02-29T10:00:00Z',
  '2026-04-31T02:00:00Z',
  '2026-01-01T24:00:00Z',
];

const badNrics = [
  '991332-14-5678',
  '990230-14-5678',
  '990431-14-5678',
  '990000-14-5678',
  '991200-14-5678',
  '010229-14-5678',
  '993201-14-5678',
  '991332145678',
  '99133-14-5678',
  'ABCDEF-GH-IJKL',
  '900101-14-567',
];

const badMoney = [
  -1,
  -0.01,
  -10_000_000,
  10.001,
  0.005,
  123.456,
  0.0001,
  10_000_000.01,
  10_000_001,
  1e21,
  -1e21,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
];

/** Values of another JSON type than the field's (numbers: none that reads as a number). */
function wrongTypeValues(s: JsonSchema): unknown[] {
  const types = typesOf(s);
  const all: Record<string, unknown[]> = {
    string: ['abc', '1,000.00', 'RM10', '', 'NaN', '1e999x'],
    number: [12345, 0, -1, 1.5, 1e21],
    boolean: [true, false],
    null: [null],
    array: [[], ['a'], [1, 2], [{}]],
    object: [{}, { $ne: null }, { length: 1 }],
  };
  const numeric = types.includes('number') || types.includes('integer');
  return Object.entries(all)
    .filter(([t]) => !types.includes(t) && !(t === 'number' && numeric))
    .flatMap(([t, values]) =>
      // A number field may coerce: only values that read as NaN are a certain wrong type.
      numeric && t !== 'object' ? values.filter((x) => Number.isNaN(Number(x))) : values,
    );
}

/** A value of the right shape for a field, as a caller would send it. */
function plausible(s0: JsonSchema, name: string, ctx: RouteBodies, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(s0, ctx.components);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => plausible(b, name, ctx, depth)));
  if ('const' in s) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.default !== undefined && depth > 0) return fc.constant(s.default);
  const type = typesOf(s).find((t) => t !== 'null');
  switch (type) {
    case 'string':
      return plausibleString(s, name);
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? 1, 1), max: Math.min(s.maximum ?? 1000, 1000) });
    case 'number':
      return isMoney(name, s)
        ? fc.integer({ min: 1, max: 500_000 }).map((sen) => sen / 100)
        : fc.integer({ min: 1, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(plausible(s.items ?? {}, name, ctx, depth + 1), {
            minLength: Math.max(s.minItems ?? 0, 1),
            maxLength: Math.max(Math.min(s.maxItems ?? 2, 2), s.minItems ?? 1),
          });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = s.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k, plausible(v, k, ctx, depth + 1)]),
      );
      const required = (s.required ?? []).filter((k) => k in props);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.constant('x');
  }
}

function plausibleString(s: JsonSchema, name: string): fc.Arbitrary<string> {
  const fit = (v: string) =>
    v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
  const hints: [RegExp, string][] = [
    [/e-?mail|username/i, 'fuzz.borrower@example.test'],
    [/^NRIC$/, '900101-14-5678'],
    [/Date$|^AsOf$/, '2026-01-15'],
    [/Time$/, '10:00'],
    [/^(Start|End)$/, '2026-12-14T10:00:00+08:00'],
    [/DateTimeRange$/, '2026-01-15'],
    [/^Month$/, '2026-01'],
    [/Phone|Mobile|ContactNo|OfficeNo|FaxNo/i, '0123456789'],
    [/Postcode/, '50450'],
    [/Password/i, 'Fuzz#2026pass'],
    [/^Country|IncorporationCountry/, 'MY'],
    [/RegistrationNo/, '202001012345'],
    [/AccountNo/, '1234567890'],
  ];
  for (const [re, value] of hints) if (re.test(name) && fit(value)) return fc.constant(value);
  if (s.format === 'date') return fc.constant('2026-01-15');
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter(fit);
    } catch {
      // Not a pattern fast-check can write: a plain word follows.
    }
  }
  const minLength = Math.max(s.minLength ?? 1, 1);
  const maxLength = Math.max(Math.min(s.maxLength ?? 16, 16), minLength);
  return fc.string({ unit: fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'), minLength, maxLength });
}

// ---- Where a body can be broken -------------------------------------------------------------

interface Site {
  readonly path: Path;
  readonly name: string;
  readonly schema: JsonSchema;
  readonly required: boolean;
}

/** Every field of an object schema, nested objects and array items included (not into alternatives). */
function sitesOf(s0: JsonSchema, ctx: RouteBodies, path: Path = [], depth = 0): Site[] {
  const s = deref(s0, ctx.components);
  if (depth > 4) return [];
  const out: Site[] = [];
  for (const [k, sub0] of Object.entries(s.properties ?? {})) {
    const sub = deref(sub0, ctx.components);
    const here = [...path, k];
    out.push({ path: here, name: k, schema: sub, required: s.required?.includes(k) ?? false });
    if (typesOf(sub).includes('object')) out.push(...sitesOf(sub, ctx, here, depth + 1));
    if (typesOf(sub).includes('array') && sub.items) {
      const item = deref(sub.items, ctx.components);
      out.push({ path: [...here, 0], name: k, schema: item, required: false });
      if (typesOf(item).includes('object')) out.push(...sitesOf(item, ctx, [...here, 0], depth + 1));
    }
  }
  return out;
}

/** The dotted path of a site, array items as `[]`: how `textRules` names fields. */
export const fieldKey = (path: Path) => path.map((p) => (typeof p === 'number' ? '[]' : p)).join('.');

export type Edit = {
  kind: string;
  path: Path;
  value?: unknown;
  remove?: true;
  /** A break that leaves no doubt by itself (the judge, asked of the field alone). */
  certain?: boolean;
};

/** The edits that break a field for certain (the judge still checks each body), by kind. */
function breakers(site: Site, ctx: RouteBodies): [string, fc.Arbitrary<Edit>][] {
  const { schema: s, path, name } = site;
  const out: [string, fc.Arbitrary<Edit>][] = [];
  const certain = (value: unknown) =>
    violation(s, value, name, path.join('.'), ctx, !site.required) !== undefined;
  const set = (kind: string, values: fc.Arbitrary<unknown>) =>
    out.push([kind, values.map((value) => ({ kind, path, value, certain: certain(value) }))]);
  if (site.required) {
    out.push([
      'missing-required',
      fc.constant({ kind: 'missing-required', path, remove: true as const, certain: true }),
    ]);
  }
  const wrong = wrongTypeValues(s);
  if (typesOf(s).length && wrong.length) set('wrong-type', fc.constantFrom(...wrong));
  if (s.enum?.length) {
    const first = String(s.enum[0]);
    set(
      'not-a-choice',
      fc.constantFrom(first.toLowerCase(), first.toUpperCase(), ` ${first}`, `${first}\u0000`, 'Ａ', 'All*'),
    );
  }
  if (s.maxLength !== undefined && s.maxLength < ONE_MB) {
    set(
      'too-long',
      fc
        .tuple(fc.integer({ min: 1, max: 40 }), fc.constantFrom('x', 'é', '😀', 'ن'))
        .map(([extra, c]) => c.repeat(s.maxLength! + extra)),
    );
  }
  if (typesOf(s).includes('string'))
    set('one-megabyte-string', fc.constantFrom('A', 'é', '😀').map(megabyte));
  const low = s.minimum ?? s.exclusiveMinimum;
  const high = s.maximum ?? s.exclusiveMaximum;
  const outside = [
    ...(low === undefined ? [] : [low - 1, -1e21, -Number.MAX_VALUE]),
    ...(high === undefined ? [] : [high + 1, 1e21, Number.MAX_VALUE]),
  ];
  if (outside.length) set('out-of-range', fc.constantFrom(...outside));
  if (typesOf(s).includes('integer') && !typesOf(s).includes('number')) {
    set('fraction', fc.constantFrom(1.5, 0.001, 2.000001));
  }
  if (isMoney(name, s)) set('bad-money', fc.constantFrom(...badMoney));
  if (momentOf(name, s)) set('impossible-date', fc.constantFrom(...impossibleDates));
  if (isNric(name, s)) set('bad-nric', fc.constantFrom(...badNrics));
  const forbidden = ctx.textRules?.get(fieldKey(path));
  if (forbidden?.length) {
    set(
      'forbidden-characters',
      fc.constantFrom(...forbidden).map((c) => `Ali ${c} Baba`),
    );
  }
  if (s.minItems) set('too-few-items', fc.constant([]));
  if (s.maxItems !== undefined && s.items) {
    set('too-many-items', fc.constant(Array.from({ length: s.maxItems + 1 }, () => 'x')));
  }
  return out;
}

/**
 * One break: a kind first (each as likely as the others, but a megabyte of text, which costs a
 * megabyte to send, a quarter as likely), then a field it applies to.
 */
function oneBreak(sites: Site[], ctx: RouteBodies): fc.Arbitrary<Edit> | undefined {
  const byKind = new Map<string, fc.Arbitrary<Edit>[]>();
  for (const [kind, arb] of sites.flatMap((x) => breakers(x, ctx))) {
    byKind.set(kind, [...(byKind.get(kind) ?? []), arb]);
  }
  if (!byKind.size) return undefined;
  return fc.oneof(
    ...[...byKind].map(([kind, arbs]) => ({
      arbitrary: fc.oneof(...arbs),
      weight: kind === 'one-megabyte-string' ? 1 : 4,
    })),
  );
}

const megabyte = (c: string) => c.repeat(Math.ceil(ONE_MB / c.length));

/**
 * Nesting that a recursive reader could choke on. It stands in the value as a marker and is
 * written into the text last (`toText`): copying the value through JSON would itself overflow.
 */
const deeplyNested = (depth: number) => `\u0001nested:${depth}`;

/** The body's text, deep nestings written out. */
const toText = (value: unknown) => {
  const text = JSON.stringify(value);
  return !text.includes('\\u0001nested:')
    ? text
    : text.replace(
        /"\\u0001nested:(\d+)"/g,
        (_, n: string) => `${'['.repeat(Number(n))}${']'.repeat(Number(n))}`,
      );
};

const manyFields = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`f${i}`, i]));

/** Edits the document allows but that are hostile: odd text, unknown fields, nulls, deep nesting. */
function roughening(sites: Site[]): fc.Arbitrary<Edit> {
  const strings = sites.filter((x) => typesOf(x.schema).includes('string'));
  const optional = sites.filter((x) => !x.required);
  const extraKey = fc.oneof(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'PK',
      'SK',
      'EntityType',
      'Status',
      'isAdmin',
      '',
    ),
    fc.string({ unit: anyCodePoint, minLength: 1, maxLength: 30 }),
  );
  const extraValue = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constant({ isAdmin: true, Roles: ['Admin'] }),
    fc.integer({ min: 500, max: 5000 }).map(deeplyNested),
    hostileString,
  );
  const arbs: fc.Arbitrary<Edit>[] = [
    fc.tuple(extraKey, extraValue).map(([k, value]) => ({ kind: 'extra-field', path: [k], value })),
    fc.constant({ kind: 'many-extra-fields', path: ['Extra'], value: manyFields }),
  ];
  if (strings.length) {
    const site = fc.constantFrom(...strings);
    arbs.push(fc.tuple(site, hostileString).map(([x, value]) => ({ kind: 'unicode', path: x.path, value })));
    arbs.push(
      fc.tuple(site, controlChars).map(([x, value]) => ({ kind: 'control-characters', path: x.path, value })),
    );
    arbs.push(
      fc
        .tuple(site, forbiddenText)
        .map(([x, value]) => ({ kind: 'forbidden-characters', path: x.path, value })),
    );
  }
  if (optional.length) {
    arbs.push(fc.constantFrom(...optional).map((x) => ({ kind: 'null-field', path: x.path, value: null })));
  }
  return fc.oneof(...arbs);
}

/**
 * The body with the edits made, in order. Containers on an edit's path are copied (shallowly: an
 * edit's value may be shared with other bodies); a `__proto__` key is set as a field.
 */
export function applyEdits(body: unknown, edits: readonly Edit[]): unknown {
  const copy = (v: unknown) => (Array.isArray(v) ? [...v] : { ...(v as object) });
  const root = { value: body } as Record<string | number, unknown>;
  for (const edit of edits) {
    let at = root;
    for (const step of ['value', ...edit.path.slice(0, -1)]) {
      const next = at[step];
      at[step] = next !== null && typeof next === 'object' ? copy(next) : typeof step === 'number' ? [] : {};
      at = at[step] as Record<string | number, unknown>;
    }
    const last = edit.path.at(-1)!;
    if (edit.remove) delete at[last];
    else
      Object.defineProperty(at, last, {
        value: edit.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return root.value;
}

/** JSON's media type as callers write it: mostly plain, sometimes cased, with parameters, or odd. */
const jsonMediaType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 12 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/json; charset=nonsense',
      'Application/JSON',
      'application/json;;;',
      'application/vnd.api+json',
      'application/problem+json',
    ),
    weight: 1,
  },
);

/**
 * Whether an edit at `path` undoes an earlier one at `at`: at it, above it (the field's object
 * replaced or removed) or below it (the field's value replaced by an object holding the new one).
 */
const undoes = (path: Path, at: Path) => {
  const n = Math.min(path.length, at.length);
  return path.slice(0, n).every((step, i) => at[i] === step);
};

/** Bodies that are wrong as a whole: not an object, not JSON, not sent as JSON, or too large. */
function wholeBodies(ctx: RouteBodies): fc.Arbitrary<Omit<FuzzBody, 'why' | 'contentReasons' | 'value'>> {
  const json = (kind: string, value: unknown) => ({
    text: JSON.stringify(value),
    contentType: 'application/json',
    kinds: [kind],
  });
  const raw = (kind: string, text: string, contentType = 'application/json') => ({
    text,
    contentType,
    kinds: [kind],
  });
  const weight = (arbitrary: fc.Arbitrary<Omit<FuzzBody, 'why' | 'contentReasons' | 'value'>>) => ({
    arbitrary,
    weight: 4,
  });
  return fc.oneof(
    weight(
      fc
        .constantFrom<unknown>(null, [], [{}], 'body', 0, -1, true, false, [[[]]], '{}')
        .map((v) => json('not-an-object', v)),
    ),
    weight(
      fc
        .constantFrom(
          '{',
          '}',
          '{"a":1,}',
          "{'a':1}",
          '{"a":NaN}',
          '{"a":Infinity}',
          'undefined',
          '\u0000',
          '{"a":"raw\u0000control"}',
          '',
          // A byte-order mark is read past (the Fetch standard's UTF-8 decode), so what follows it is broken.
          '\uFEFF{',
          '{"a":1}{"b":2}',
          '{"a":"\\ud800"',
          '[',
          `${'['.repeat(100_000)}`,
        )
        .map((t) => raw('invalid-json', t)),
    ),
    // JSON, but its number is beyond a double: it reads as Infinity.
    { arbitrary: fc.constant(raw('number-overflow', `{"Amount":1${'0'.repeat(400)}}`)), weight: 1 },
    weight(
      fc
        .constantFrom(
          ['text/plain', '{}'],
          ['application/x-www-form-urlencoded', 'a=1&b=2'],
          ['application/xml', '<a>1</a>'],
          [
            'multipart/form-data; boundary=x',
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
          ],
        )
        .map(([type, text]) => raw('not-json-media-type', text, type)),
    ),
    weight(
      fc
        .constantFrom(
          '{"Name":"\xc3\x28\xff\xfe"}',
          '\xff\xfe{\x00}\x00',
          '{"\xff":1}',
          '{"a":"\xed\xa0\x80"}',
          '\xc0\xbb',
        )
        .map((text) => ({ ...raw('invalid-utf8', text), latin1: true })),
    ),
    weight(
      fc
        .constantFrom('A', '😀')
        .map((c) =>
          raw('larger-than-allowed', `{"Pad":"${c.repeat(Math.ceil((ctx.limitBytes + 16) / c.length))}"}`),
        ),
    ),
  );
}

/**
 * Invalid bodies for one route. Four in five break the plausible body's fields (one to three
 * certain breaks, up to three roughenings); one in five is wrong as a whole. Bodies the judge
 * cannot show invalid are dropped (`filter`), and counted by `onDropped`.
 */
export function invalidBodies(ctx: RouteBodies, onDropped: () => void = () => {}): fc.Arbitrary<FuzzBody> {
  const root = deref(ctx.schema, ctx.components);
  const shapes = root.anyOf ?? root.oneOf ?? [root];
  const fieldBodies = shapes.map((shape) => {
    const sites = sitesOf(shape, ctx);
    const breaks = oneBreak(sites, ctx);
    const base = plausible(shape, '', ctx);
    if (!breaks) return undefined;
    return fc
      .tuple(
        base,
        fc.array(roughening(sites), { maxLength: 3 }),
        fc.array(breaks, { minLength: 1, maxLength: 3 }),
        jsonMediaType,
      )
      .map(([b, rough, broken, contentType]) => {
        // Roughen first, break last: a roughening never mends a break.
        const value = applyEdits(b, [...rough, ...broken]);
        return {
          text: toText(value),
          contentType,
          kinds: [...new Set([...broken, ...rough].map((e) => e.kind))],
          breaks: broken
            .filter((e, i) => e.certain && !broken.slice(i + 1).some((later) => undoes(later.path, e.path)))
            .map((e) => [e.path.join('.'), e.kind] as const),
        };
      });
  });
  const usable = fieldBodies.filter((x): x is NonNullable<typeof x> => x !== undefined);
  const arb = usable.length
    ? fc.oneof({ arbitrary: fc.oneof(...usable), weight: 4 }, { arbitrary: wholeBodies(ctx), weight: 1 })
    : wholeBodies(ctx);
  return arb
    .map((b) => {
      const { why, content, value } = whyInvalid(ctx, b);
      return { ...b, why, contentReasons: content, value };
    })
    .filter((b) => {
      if (b.why.length === 0) onDropped();
      return b.why.length > 0;
    });
}

/** The plausible body of a route, for finding which fields carry the forbidden-characters rule. */
export const plausibleBody = (ctx: RouteBodies, seed: number): unknown[] => {
  const root = deref(ctx.schema, ctx.components);
  return (root.anyOf ?? root.oneOf ?? [root]).map(
    (shape) => fc.sample(plausible(shape, '', ctx), { numRuns: 1, seed })[0],
  );
};

/** Every string field of a route's body (each alternative's), for the forbidden-characters probe. */
export const stringFields = (ctx: RouteBodies): { path: Path; key: string }[] => {
  const root = deref(ctx.schema, ctx.components);
  return (root.anyOf ?? root.oneOf ?? [root]).flatMap((shape) =>
    sitesOf(shape, ctx)
      .filter((x) => typesOf(x.schema).includes('string') && !x.schema.enum && !('const' in x.schema))
      .map((x) => ({ path: x.path, key: fieldKey(x.path) })),
  );
};
