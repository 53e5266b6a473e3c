import { ERASED } from './audit-redaction';
import type { Item, Key, Table, TableWrite } from './table';

/**
 * Search keys: a record (a loan, an application) found by a person's name or IC number through
 * rows keyed by what is typed, instead of a read of every record filtered in memory. Each word of
 * the name gets a row, and the IC number (letters and digits only) one more; a search reads the
 * rows that begin with what was typed, so its cost follows the number of matches, not the size of
 * the book. A record's numbers (an application's id, its loan number) get rows the same way.
 *
 * A row's partition is the scope, the kind of term and the term's first character (36 partitions
 * a kind, each written only when a record is made or its name changes); its sort key is the term
 * then the record's id. Rows hold the id and the name's words, never more: a list shows the
 * records themselves, read by id.
 */
export interface SearchTerms {
  name?: string | undefined;
  ic?: string | undefined;
  /** An e-mail address: typed, its beginning (case aside). */
  email?: string | undefined;
  /**
   * Record numbers (an application's id and its loan number): a record's all of them; typed, each
   * must begin one of the record's, its letters and digits compared, or its digits alone.
   */
  refs?: readonly (string | undefined)[] | undefined;
}

const SEARCH_KEY_ENTITY = 'SearchKey';

/** A name's words bound the rows a record writes: past this many, the rest are not searchable. */
const MAX_NAME_WORDS = 8;

/** Lower case, accents dropped (É → e), split on anything not a letter or digit. */
function nameWords(name: string): string[] {
  const plain = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return [...new Set(plain.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== ''))];
}

/** An IC number as it is compared: its letters and digits, lower case (dashes and spaces dropped). */
const bareIc = (ic: string): string => ic.replace(/[^0-9A-Za-z]/g, '').toLowerCase();

const held = (v: string | undefined): v is string => v !== undefined && v.trim() !== '' && v !== ERASED;

const partition = (scope: string, kind: 'N' | 'I' | 'E' | 'R', term: string) =>
  `SEARCH#${scope}#${kind}#${term[0]}`;

/** A record number's forms: APP-000012 is found as app000012 and as 000012. */
function refForms(ref: string): string[] {
  const bare = bareIc(ref);
  const digits = bare.replace(/^[a-z]+/, '');
  return [...new Set([bare, digits].filter((f) => f !== ''))];
}

function rows(scope: string, id: string, terms: SearchTerms): (Item & Key)[] {
  const out: (Item & Key)[] = [];
  if (held(terms.name)) {
    const words = nameWords(terms.name).slice(0, MAX_NAME_WORDS);
    for (const word of words) {
      out.push({
        PK: partition(scope, 'N', word),
        SK: `${word}#${id}`,
        EntityType: SEARCH_KEY_ENTITY,
        Id: id,
        Words: words.join(' '),
      });
    }
  }
  const ic = held(terms.ic) ? bareIc(terms.ic) : '';
  if (ic !== '') {
    out.push({ PK: partition(scope, 'I', ic), SK: `${ic}#${id}`, EntityType: SEARCH_KEY_ENTITY, Id: id });
  }
  const email = held(terms.email) ? terms.email.trim().toLowerCase() : '';
  if (email !== '') {
    out.push({
      PK: partition(scope, 'E', email),
      SK: `${email}#${id}`,
      EntityType: SEARCH_KEY_ENTITY,
      Id: id,
    });
  }
  const refs = new Set((terms.refs ?? []).filter(held).flatMap(refForms));
  for (const ref of refs) {
    out.push({ PK: partition(scope, 'R', ref), SK: `${ref}#${id}`, EntityType: SEARCH_KEY_ENTITY, Id: id });
  }
  return out;
}

/** The rows that make a new record searchable, for the transaction that makes it. */
export function searchKeyWrites(scope: string, id: string, terms: SearchTerms): TableWrite[] {
  return rows(scope, id, terms).map((item) => ({ kind: 'put', item }));
}

/**
 * Whether a record has its search keys (its first row is there), for a one-off indexing of records
 * stored before them: a record made or changed since has them, and was counted then.
 */
export async function hasSearchKeys(
  table: Pick<Table, 'get'>,
  scope: string,
  id: string,
  terms: SearchTerms,
): Promise<boolean> {
  const [first] = rows(scope, id, terms);
  return first !== undefined && (await table.get({ PK: first.PK, SK: first.SK })) !== undefined;
}

/**
 * The writes that follow a record's name or IC number from `before` to `after` (an erasure drops
 * them): rows of terms gone are deleted, rows of new terms put; none when nothing changed.
 */
export function searchKeyChanges(
  scope: string,
  id: string,
  before: SearchTerms,
  after: SearchTerms,
): TableWrite[] {
  const key = (r: Key) => `${r.PK}\u0000${r.SK}`;
  const old = rows(scope, id, before);
  const next = rows(scope, id, after);
  const nextWords = next[0]?.Words;
  const kept = new Set(old.filter((r) => r.Words === undefined || r.Words === nextWords).map(key));
  const wanted = new Set(next.map(key));
  return [
    ...old
      .filter((r) => !wanted.has(key(r)))
      .map((r): TableWrite => ({ kind: 'delete', key: { PK: r.PK, SK: r.SK } })),
    ...next.filter((r) => !kept.has(key(r))).map((item): TableWrite => ({ kind: 'put', item })),
  ];
}

/**
 * Whether a record's name, IC number and numbers match what was typed, as `searchIds` finds them:
 * for a record already read (a customer's own few loans), where no search key needs to be read.
 */
export function matchesTerms(typed: SearchTerms, record: SearchTerms): boolean {
  if (typed.name !== undefined) {
    const words = held(record.name) ? nameWords(record.name).slice(0, MAX_NAME_WORDS) : [];
    const wanted = nameWords(typed.name);
    if (wanted.length === 0 || !wanted.every((t) => words.some((w) => w.startsWith(t)))) return false;
  }
  if (typed.ic !== undefined) {
    const ic = bareIc(typed.ic);
    if (ic === '' || !held(record.ic) || !bareIc(record.ic).startsWith(ic)) return false;
  }
  if (typed.email !== undefined) {
    const email = typed.email.trim().toLowerCase();
    if (email === '' || !held(record.email) || !record.email.trim().toLowerCase().startsWith(email))
      return false;
  }
  const forms = (record.refs ?? []).filter(held).flatMap(refForms);
  for (const wanted of (typed.refs ?? []).filter(held)) {
    const ref = bareIc(wanted);
    if (ref === '' || !forms.some((f) => f.startsWith(ref))) return false;
  }
  return true;
}

/**
 * The ids of the records whose name has, for every word typed, a word beginning with it, and whose
 * IC number, e-mail address and numbers begin with those typed (all that are given). Read from the rows of the
 * longest word typed, so "ali" alone reads every Ali, Alia and Alimah, and "siti ali" the Alis only
 * if "siti" is the shorter. Unordered.
 */
export async function searchIds(
  table: Pick<Table, 'queryAll'>,
  scope: string,
  terms: SearchTerms,
): Promise<string[]> {
  /** The rows of a kind whose term begins with `term`. */
  const beginning = <T extends { Id: string }>(kind: 'N' | 'I' | 'E' | 'R', term: string) =>
    table.queryAll<T>({ pk: partition(scope, kind, term), sk: { beginsWith: term } });
  const lookups: Promise<string[]>[] = [];
  if (terms.name !== undefined) {
    const typed = nameWords(terms.name);
    if (typed.length === 0) return [];
    const longest = typed.reduce((a, b) => (b.length > a.length ? b : a));
    lookups.push(
      beginning<{ Id: string; Words: string }>('N', longest).then((rows) =>
        rows
          .filter((r) => {
            const words = r.Words.split(' ');
            return typed.every((t) => words.some((w) => w.startsWith(t)));
          })
          .map((r) => r.Id),
      ),
    );
  }
  const exact: (readonly [kind: 'I' | 'E' | 'R', term: string])[] = [
    ...(terms.ic !== undefined ? [['I', bareIc(terms.ic)] as const] : []),
    ...(terms.email !== undefined ? [['E', terms.email.trim().toLowerCase()] as const] : []),
    ...(terms.refs ?? []).filter(held).map((r) => ['R', bareIc(r)] as const),
  ];
  for (const [kind, term] of exact) {
    if (term === '') return [];
    lookups.push(beginning(kind, term).then((rows) => rows.map((r) => r.Id)));
  }
  if (lookups.length === 0) return [];
  const [first, ...rest] = (await Promise.all(lookups)).map((ids) => new Set(ids));
  return [...first!].filter((id) => rest.every((ids) => ids.has(id)));
}
