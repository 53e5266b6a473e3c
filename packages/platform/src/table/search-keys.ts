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

const partition = (scope: string, kind: 'N' | BeginningKind, term: string) =>
  `SEARCH#${scope}#${kind}#${term[0]}`;

/** A record number's forms: APP-000012 is found as app000012 and as 000012. */
function refForms(ref: string): string[] {
  const bare = bareIc(ref);
  const digits = bare.replace(/^[a-z]+/, '');
  return [...new Set([bare, digits].filter((f) => f !== ''))];
}

/** The kinds of term found by their beginning: an IC number, an e-mail, a record number. */
type BeginningKind = 'I' | 'E' | 'R';

const plainEmail = (email: string) => email.trim().toLowerCase();

/** A record's name words, as its rows hold them. */
const recordWords = (name: string | undefined) =>
  held(name) ? nameWords(name).slice(0, MAX_NAME_WORDS) : [];

/** Every word typed begins one of the name's words. */
const wordsMatch = (typed: readonly string[], words: readonly string[]) =>
  typed.every((t) => words.some((w) => w.startsWith(t)));

/** A record's terms found by their beginning, each as it is compared. */
function recordTerms(terms: SearchTerms): [BeginningKind, string][] {
  const found: [BeginningKind, string][] = [
    ...(held(terms.ic) ? [['I', bareIc(terms.ic)] as [BeginningKind, string]] : []),
    ...(held(terms.email) ? [['E', plainEmail(terms.email)] as [BeginningKind, string]] : []),
    ...[...new Set((terms.refs ?? []).filter(held).flatMap(refForms))].map((ref): [BeginningKind, string] => [
      'R',
      ref,
    ]),
  ];
  return found.filter(([, term]) => term !== '');
}

/** What was typed to be found by its beginning, each as it is compared ('' when nothing of it is left). */
function typedTerms(terms: SearchTerms): [BeginningKind, string][] {
  return [
    ...(terms.ic !== undefined ? [['I', bareIc(terms.ic)] as [BeginningKind, string]] : []),
    ...(terms.email !== undefined ? [['E', plainEmail(terms.email)] as [BeginningKind, string]] : []),
    ...(terms.refs ?? []).filter(held).map((ref): [BeginningKind, string] => ['R', bareIc(ref)]),
  ];
}

function rows(scope: string, id: string, terms: SearchTerms): (Item & Key)[] {
  const row = (kind: 'N' | BeginningKind, term: string) => ({
    PK: partition(scope, kind, term),
    SK: `${term}#${id}`,
    EntityType: SEARCH_KEY_ENTITY,
    Id: id,
  });
  const words = recordWords(terms.name);
  return [
    ...words.map((word) => ({ ...row('N', word), Words: words.join(' ') })),
    ...recordTerms(terms).map(([kind, term]) => row(kind, term)),
  ];
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
    const wanted = nameWords(typed.name);
    if (wanted.length === 0 || !wordsMatch(wanted, recordWords(record.name))) return false;
  }
  const own = recordTerms(record);
  return typedTerms(typed).every(
    ([kind, term]) => term !== '' && own.some(([k, t]) => k === kind && t.startsWith(term)),
  );
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
  const beginning = <T extends { Id: string }>(kind: 'N' | BeginningKind, term: string) =>
    table.queryAll<T>({ pk: partition(scope, kind, term), sk: { beginsWith: term } });
  const lookups: Promise<string[]>[] = [];
  if (terms.name !== undefined) {
    const typed = nameWords(terms.name);
    if (typed.length === 0) return [];
    const longest = typed.reduce((a, b) => (b.length > a.length ? b : a));
    lookups.push(
      beginning<{ Id: string; Words: string }>('N', longest).then((rows) =>
        rows.filter((r) => wordsMatch(typed, r.Words.split(' '))).map((r) => r.Id),
      ),
    );
  }
  for (const [kind, term] of typedTerms(terms)) {
    if (term === '') return [];
    lookups.push(beginning(kind, term).then((rows) => rows.map((r) => r.Id)));
  }
  if (lookups.length === 0) return [];
  const [first, ...rest] = (await Promise.all(lookups)).map((ids) => new Set(ids));
  return [...first!].filter((id) => rest.every((ids) => ids.has(id)));
}
