import type { DynamoApi, DynamoOperation } from './dynamo-api';

/** Capacity units DynamoDB charged, on the table itself and on each of its indexes. */
export interface CapacityUnits {
  read: number;
  write: number;
  /** By index name (GSI1…); an index nothing touched is absent. */
  indexes: Record<string, { read: number; write: number }>;
}

/** What the calls since the last reading cost. */
export interface CapacityReading {
  calls: number;
  units: CapacityUnits;
  itemsWritten: number;
  /** The largest item put, in DynamoDB's item-size bytes (names plus values). */
  largestItemBytes: number;
  /** Each key prefix written (`LOAN`, `PAYMENT`, …) with how many items and bytes were put under it. */
  writtenByKind: Record<string, { items: number; bytes: number }>;
}

interface WireConsumed {
  CapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
}

const reads = new Set<DynamoOperation>(['GetItem', 'BatchGetItem', 'Query']);

type WireValue = Record<string, unknown>;

/**
 * An attribute value's size as DynamoDB bills it: strings and binaries by their bytes, numbers by
 * about half their digits, maps and lists by their contents plus a few bytes each.
 */
function valueBytes(v: WireValue): number {
  if ('S' in v) return Buffer.byteLength(String(v.S));
  if ('N' in v) return Math.ceil(String(v.N).replace(/^-/, '').length / 2) + 1;
  if ('B' in v) return (v.B as Uint8Array).length;
  if ('BOOL' in v || 'NULL' in v) return 1;
  if ('L' in v) return 3 + (v.L as WireValue[]).reduce((n, e) => n + 1 + valueBytes(e), 0);
  if ('M' in v) return 3 + itemBytes(v.M as Record<string, WireValue>);
  if ('SS' in v) return (v.SS as string[]).reduce((n, s) => n + Buffer.byteLength(s), 0);
  if ('NS' in v) return (v.NS as string[]).reduce((n, s) => n + Math.ceil(s.length / 2) + 1, 0);
  return 0;
}

export function itemBytes(item: Record<string, WireValue>): number {
  return Object.entries(item).reduce((n, [name, v]) => n + Buffer.byteLength(name) + valueBytes(v), 0);
}

/** The items a write call puts, as it sends them (for their count and size). */
function putItems(operation: DynamoOperation, input: Record<string, unknown>): Record<string, WireValue>[] {
  if (operation === 'PutItem') return [input.Item as Record<string, WireValue>];
  if (operation === 'TransactWriteItems') {
    return (input.TransactItems as { Put?: { Item: Record<string, WireValue> } }[]).flatMap((t) =>
      t.Put ? [t.Put.Item] : [],
    );
  }
  if (operation === 'BatchWriteItem') {
    return Object.values(
      input.RequestItems as Record<string, { PutRequest?: { Item: Record<string, WireValue> } }[]>,
    )
      .flat()
      .flatMap((r) => (r.PutRequest ? [r.PutRequest.Item] : []));
  }
  return [];
}

/** How many items a write call changes (puts, updates, deletes; condition checks excluded). */
function writtenCount(operation: DynamoOperation, input: Record<string, unknown>): number {
  if (operation === 'PutItem' || operation === 'UpdateItem' || operation === 'DeleteItem') return 1;
  if (operation === 'TransactWriteItems') {
    return (input.TransactItems as Record<string, unknown>[]).filter((t) => !t.ConditionCheck).length;
  }
  if (operation === 'BatchWriteItem') {
    return Object.values(input.RequestItems as Record<string, unknown[]>).flat().length;
  }
  return 0;
}

/** The first part of a partition key (`LOAN#EZC000007` → `LOAN`), naming the kind of item. */
const kindOf = (item: Record<string, WireValue>) => String(item.PK?.S ?? '?').split('#')[0] ?? '?';

const empty = (): CapacityReading => ({
  calls: 0,
  units: { read: 0, write: 0, indexes: {} },
  itemsWritten: 0,
  largestItemBytes: 0,
  writtenByKind: {},
});

/**
 * Sums the capacity DynamoDB reports for every call the table makes (`ReturnConsumedCapacity:
 * INDEXES`), for the benches that show a request costs the same on a small and a large book.
 */
export class CapacityMeter {
  private current = empty();

  /** What was used since the last reading; the meter starts again from zero. */
  take(): CapacityReading {
    const reading = this.current;
    this.current = empty();
    return reading;
  }

  record(operation: DynamoOperation, input: Record<string, unknown>, consumed: WireConsumed[]): void {
    const c = this.current;
    const side = reads.has(operation) ? 'read' : 'write';
    c.calls += 1;
    for (const one of consumed) {
      c.units[side] += one.Table?.CapacityUnits ?? one.CapacityUnits ?? 0;
      for (const [name, used] of Object.entries(one.GlobalSecondaryIndexes ?? {})) {
        const index = c.units.indexes[name] ?? { read: 0, write: 0 };
        index[side] += used.CapacityUnits ?? 0;
        c.units.indexes[name] = index;
      }
    }
    if (side === 'read') return;
    c.itemsWritten += writtenCount(operation, input);
    for (const item of putItems(operation, input)) {
      const bytes = itemBytes(item);
      c.largestItemBytes = Math.max(c.largestItemBytes, bytes);
      const kind = c.writtenByKind[kindOf(item)] ?? { items: 0, bytes: 0 };
      kind.items += 1;
      kind.bytes += bytes;
      c.writtenByKind[kindOf(item)] = kind;
    }
  }
}

/** The same DynamoDB calls, each asking for and recording what it consumed. */
export function meteredDynamoApi(api: DynamoApi, meter: CapacityMeter): DynamoApi {
  return {
    get endpoint() {
      return api.endpoint;
    },
    async call<T>(operation: DynamoOperation, input: object): Promise<T> {
      const asked = { ...input, ReturnConsumedCapacity: 'INDEXES' } as Record<string, unknown>;
      const out = await api.call<T & { ConsumedCapacity?: WireConsumed | WireConsumed[] }>(operation, asked);
      const consumed = out.ConsumedCapacity;
      meter.record(
        operation,
        asked,
        consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed],
      );
      return out;
    },
  };
}
