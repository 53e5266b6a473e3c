import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { type ListAnswer, type Paging, paginate } from '@ezc/domain';
import type { DynamoApi } from './dynamo-api';
import { fromWire, type WireItem } from './dynamo-wire';
import type { IndexName } from './table-definition';
import { tableDefinition } from './table-definition';

export type Item = Record<string, unknown>;
export interface Key {
  PK: string;
  SK: string;
}
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}
export type TableWrite =
  | { kind: 'put'; item: Item & Key; condition?: Condition }
  | { kind: 'delete'; key: Key; condition?: Condition }
  | { kind: 'check'; key: Key; condition: Condition }
  /** An UpdateItem inside a transaction, e.g. counters moved (ADD) with the change they count. */
  | { kind: 'update'; key: Key; spec: UpdateSpec };

/**
 * One atomic UpdateItem. Counters use `add` (DynamoDB's ADD: concurrent calls never lose a count);
 * `setIfAbsent` keeps a value the item already has. Attribute names are placeholders, so any name
 * is safe.
 */
export interface UpdateSpec {
  set?: Record<string, unknown>;
  setIfAbsent?: Record<string, unknown>;
  add?: Record<string, number>;
  remove?: string[];
  condition?: Condition;
}

export interface QuerySpec {
  index?: IndexName;
  pk: string;
  sk?: { beginsWith: string } | { between: [string, string] } | { gte: string } | { lte: string };
  forward?: boolean;
  limit?: number;
  cursor?: string;
}

/** A conditional write (or one part of a transaction) was refused: someone else changed the item. */
export class ConditionFailedError extends Error {
  constructor(readonly failedIndexes: number[] = []) {
    super('The item changed since it was read');
    this.name = 'ConditionFailedError';
  }
}

/** An item's identity within the table, for matching what a batch read answers to what it asked. */
const keyId = (k: { PK: unknown; SK: unknown }) => `${String(k.PK)}\u0000${String(k.SK)}`;

/**
 * The table port: plain DynamoDB operations on the single table. The same adapter serves AWS and
 * DynamoDB Local; only the endpoint (and the credentials) differ.
 */
export class Table {
  private readonly api: DynamoApi;

  constructor(
    api: DynamoApi,
    readonly name: string,
  ) {
    this.api = api;
  }

  /** Where DynamoDB is reached (DynamoDB Local's address locally). */
  get endpoint(): string | undefined {
    return this.api.endpoint;
  }

  async get<T extends Item = Item>(key: Key, consistent = true): Promise<T | undefined> {
    const out = await this.api.call<{ Item?: WireItem }>('GetItem', {
      TableName: this.name,
      Key: marshall(key),
      ConsistentRead: consistent,
    });
    return out.Item ? fromWire<T>(out.Item) : undefined;
  }

  async put(item: Item & Key, condition?: Condition): Promise<void> {
    await singleWrite(
      this.api.call('PutItem', {
        TableName: this.name,
        Item: marshall(item, { removeUndefinedValues: true }),
        ...conditionInput(condition),
      }),
    );
  }

  async delete(key: Key, condition?: Condition): Promise<void> {
    await singleWrite(
      this.api.call('DeleteItem', { TableName: this.name, Key: marshall(key), ...conditionInput(condition) }),
    );
  }

  /** Atomically adds `by` to a numeric attribute and answers the new value (sequences, counters). */
  async increment(key: Key, attribute: string, by = 1): Promise<number> {
    const out = await this.api.call<{ Attributes?: WireItem }>('UpdateItem', {
      TableName: this.name,
      Key: marshall(key),
      UpdateExpression: 'ADD #a :by',
      ExpressionAttributeNames: { '#a': attribute },
      ExpressionAttributeValues: marshall({ ':by': by }),
      ReturnValues: 'UPDATED_NEW',
    });
    return Number(fromWire(out.Attributes ?? {})[attribute]);
  }

  /** Applies `spec` atomically and answers the whole item as it is afterwards. */
  async update(key: Key, spec: UpdateSpec): Promise<Item> {
    const out = await singleWrite(
      this.api.call<{ Attributes?: WireItem }>('UpdateItem', {
        TableName: this.name,
        Key: marshall(key),
        ...updateInput(spec),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromWire(out.Attributes ?? {});
  }

  /**
   * Several items (strongly consistent by default), in the order of `keys`; a missing item is
   * undefined. A round trip takes at most 100 keys, DynamoDB's limit, so more are read 100 at a
   * time, one batch after another.
   */
  async batchGet(keys: Key[], consistent = true): Promise<(Item | undefined)[]> {
    const found = new Map<string, Item>();
    const unique = [...new Map(keys.map((k) => [keyId(k), k])).values()];
    for (let i = 0; i < unique.length; i += 100) {
      for (const item of await this.batchGetRound(unique.slice(i, i + 100), consistent)) {
        found.set(keyId(item as unknown as Key), item);
      }
    }
    return keys.map((k) => found.get(keyId(k)));
  }

  /** One batch of at most 100 distinct keys, asking again for those DynamoDB leaves unprocessed. */
  private async batchGetRound(keys: Key[], consistent: boolean): Promise<Item[]> {
    const found: Item[] = [];
    let pending = keys;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      const out = await this.api.call<{
        Responses?: Record<string, WireItem[]>;
        UnprocessedKeys?: Record<string, { Keys?: WireItem[] }>;
      }>('BatchGetItem', {
        RequestItems: {
          [this.name]: { Keys: pending.map((k) => marshall(k)), ConsistentRead: consistent },
        },
      });
      found.push(...(out.Responses?.[this.name] ?? []).map((raw) => fromWire(raw)));
      // Throttled keys come back unprocessed: ask again for them only.
      pending = (out.UnprocessedKeys?.[this.name]?.Keys ?? []).map((k) => fromWire<Key>(k));
      if (attempt > 8 && pending.length > 0) throw new Error('DynamoDB kept refusing a batch read');
    }
    return found;
  }

  /**
   * Puts many items without conditions, 25 per round trip (DynamoDB's limit), retrying what comes
   * back unprocessed: for loading large data sets (the bench's), never for business writes, which
   * go through versioned transactions.
   */
  async batchPut(items: (Item & Key)[]): Promise<void> {
    await this.batchWrite(
      items.map((item) => ({ PutRequest: { Item: marshall(item, { removeUndefinedValues: true }) } })),
    );
  }

  /** Deletes many items without conditions, as `batchPut` puts them: for clearing derived data (a projection being rebuilt). */
  async batchDelete(keys: Key[]): Promise<void> {
    await this.batchWrite(
      keys.map((key) => ({ DeleteRequest: { Key: marshall({ PK: key.PK, SK: key.SK }) } })),
    );
  }

  private async batchWrite(requests: Record<string, unknown>[]): Promise<void> {
    for (let i = 0; i < requests.length; i += 25) {
      let pending = requests.slice(i, i + 25);
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
        const out = await this.api.call<{ UnprocessedItems?: Record<string, typeof pending> }>(
          'BatchWriteItem',
          {
            RequestItems: { [this.name]: pending },
          },
        );
        pending = out.UnprocessedItems?.[this.name] ?? [];
        if (attempt > 8 && pending.length > 0) throw new Error('DynamoDB kept refusing a batch write');
      }
    }
  }

  /** All writes succeed together or none does (at most 100 items, DynamoDB's limit). */
  async transact(writes: TableWrite[]): Promise<void> {
    if (writes.length === 0) return;
    if (writes.length > 100) throw new Error('A transaction holds at most 100 writes');
    try {
      await this.api.call('TransactWriteItems', { TransactItems: writes.map((w) => this.toTransactItem(w)) });
    } catch (e) {
      if (e instanceof TransactionCanceledException) {
        // One reason per write, in the order sent: 'None' for those that would have succeeded.
        const failed = (e.CancellationReasons ?? []).flatMap((r, i) =>
          r?.Code === 'ConditionalCheckFailed' ? [i] : [],
        );
        if (failed.length > 0) throw new ConditionFailedError(failed);
      }
      throw e;
    }
  }

  async query<T extends Item = Item>(spec: QuerySpec): Promise<{ items: T[]; cursor?: string }> {
    const out = await this.api.call<{ Items?: WireItem[]; LastEvaluatedKey?: WireItem }>(
      'Query',
      this.queryInput(spec),
    );
    const items = (out.Items ?? []).map((i) => fromWire<T>(i));
    return out.LastEvaluatedKey
      ? { items, cursor: Buffer.from(JSON.stringify(fromWire(out.LastEvaluatedKey))).toString('base64url') }
      : { items };
  }

  /** Every item of an access pattern, following DynamoDB's pages. */
  async queryAll<T extends Item = Item>(spec: Omit<QuerySpec, 'cursor' | 'limit'>): Promise<T[]> {
    const all: T[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.query<T>({ ...spec, ...(cursor ? { cursor } : {}) });
      all.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    return all;
  }

  /**
   * How many items an access pattern holds: DynamoDB counts them (`Select: COUNT`) and sends only
   * the number, though each page read still costs its read units.
   */
  async count(spec: Omit<QuerySpec, 'cursor' | 'limit'>): Promise<number> {
    let counted = 0;
    let start: WireItem | undefined;
    do {
      const out: { Count?: number; LastEvaluatedKey?: WireItem } = await this.api.call('Query', {
        ...this.queryInput(spec),
        Select: 'COUNT',
        ...(start ? { ExclusiveStartKey: start } : {}),
      });
      counted += out.Count ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
    return counted;
  }

  /**
   * The first `n` items of an access pattern, following DynamoDB's pages no further than needed:
   * page N of a list read from its key costs N pages, whatever the size of the book.
   */
  async queryFirst<T extends Item = Item>(
    spec: Omit<QuerySpec, 'cursor' | 'limit'>,
    n: number,
  ): Promise<T[]> {
    const out: T[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.query<T>({ ...spec, limit: n - out.length, ...(cursor ? { cursor } : {}) });
      out.push(...page.items);
      cursor = page.cursor;
    } while (cursor && out.length < n);
    return out;
  }

  /**
   * One page of an access pattern as the contract's `{Data, Count}`. DynamoDB cannot skip to page N
   * nor count a filtered set, so the pattern is read whole (keys and filter first, then the slice);
   * that is fine for the thousands of rows a list screen shows. Larger sets page with `query` cursors.
   */
  async page<T extends Item = Item>(
    spec: Omit<QuerySpec, 'cursor' | 'limit'>,
    paging: Paging,
    keep: (item: T) => boolean = () => true,
  ): Promise<ListAnswer<T>> {
    return paginate((await this.queryAll<T>(spec)).filter(keep), paging);
  }

  private queryInput(spec: QuerySpec) {
    const index = spec.index ? tableDefinition.indexes.find((i) => i.name === spec.index) : undefined;
    const pkName = index ? index.partitionKey : tableDefinition.partitionKey;
    const skName = index ? index.sortKey : tableDefinition.sortKey;
    const names: Record<string, string> = { '#pk': pkName };
    const values: Record<string, unknown> = { ':pk': spec.pk };
    let expr = '#pk = :pk';
    if (spec.sk) {
      names['#sk'] = skName;
      if ('beginsWith' in spec.sk) {
        expr += ' AND begins_with(#sk, :sk)';
        values[':sk'] = spec.sk.beginsWith;
      } else if ('between' in spec.sk) {
        expr += ' AND #sk BETWEEN :sk1 AND :sk2';
        values[':sk1'] = spec.sk.between[0];
        values[':sk2'] = spec.sk.between[1];
      } else if ('gte' in spec.sk) {
        expr += ' AND #sk >= :sk';
        values[':sk'] = spec.sk.gte;
      } else {
        expr += ' AND #sk <= :sk';
        values[':sk'] = spec.sk.lte;
      }
    }
    return {
      TableName: this.name,
      ...(spec.index ? { IndexName: spec.index } : { ConsistentRead: true }),
      KeyConditionExpression: expr,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: marshall(values),
      ScanIndexForward: spec.forward ?? true,
      ...(spec.limit ? { Limit: spec.limit } : {}),
      ...(spec.cursor
        ? { ExclusiveStartKey: marshall(JSON.parse(Buffer.from(spec.cursor, 'base64url').toString('utf8'))) }
        : {}),
    };
  }

  private toTransactItem(w: TableWrite) {
    switch (w.kind) {
      case 'put':
        return {
          Put: {
            TableName: this.name,
            Item: marshall(w.item, { removeUndefinedValues: true }),
            ...conditionInput(w.condition),
          },
        };
      case 'delete':
        return { Delete: { TableName: this.name, Key: marshall(w.key), ...conditionInput(w.condition) } };
      case 'update':
        return { Update: { TableName: this.name, Key: marshall(w.key), ...updateInput(w.spec) } };
      case 'check':
        return {
          ConditionCheck: {
            TableName: this.name,
            Key: marshall(w.key),
            ConditionExpression: w.condition.expression,
            ...(w.condition.names ? { ExpressionAttributeNames: w.condition.names } : {}),
            ...(w.condition.values
              ? { ExpressionAttributeValues: marshall(w.condition.values, { removeUndefinedValues: true }) }
              : {}),
          },
        };
    }
  }
}

/** An UpdateItem's expression, names and values (attribute names are placeholders, so any name is safe). */
function updateInput(spec: UpdateSpec) {
  const names: Record<string, string> = { ...spec.condition?.names };
  const values: Record<string, unknown> = { ...spec.condition?.values };
  let n = 0;
  const name = (attribute: string) => {
    const placeholder = `#u${n++}`;
    names[placeholder] = attribute;
    return placeholder;
  };
  const value = (v: unknown) => {
    const placeholder = `:u${n++}`;
    values[placeholder] = v;
    return placeholder;
  };
  const sets = [
    ...Object.entries(spec.set ?? {}).map(([a, v]) => `${name(a)} = ${value(v)}`),
    ...Object.entries(spec.setIfAbsent ?? {}).map(([a, v]) => {
      const p = name(a);
      return `${p} = if_not_exists(${p}, ${value(v)})`;
    }),
  ];
  const adds = Object.entries(spec.add ?? {}).map(([a, v]) => `${name(a)} ${value(v)}`);
  const removes = (spec.remove ?? []).map(name);
  const expression = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (!expression) throw new Error('An update needs at least one change');
  return {
    UpdateExpression: expression,
    ExpressionAttributeNames: names,
    // DynamoDB refuses an empty map: a REMOVE-only update without a condition has no values.
    ...(Object.keys(values).length > 0
      ? { ExpressionAttributeValues: marshall(values, { removeUndefinedValues: true }) }
      : {}),
    ...(spec.condition ? { ConditionExpression: spec.condition.expression } : {}),
  };
}

function conditionInput(c?: Condition) {
  if (!c) return {};
  return {
    ConditionExpression: c.expression,
    ...(c.names ? { ExpressionAttributeNames: c.names } : {}),
    ...(c.values ? { ExpressionAttributeValues: marshall(c.values, { removeUndefinedValues: true }) } : {}),
  };
}

/** A single conditional write refused by its condition is a ConditionFailedError, as in a transaction. */
async function singleWrite<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (e) {
    if (e instanceof ConditionalCheckFailedException) throw new ConditionFailedError([0]);
    throw e;
  }
}
