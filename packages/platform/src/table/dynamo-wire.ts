import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

export type WireItem = Record<string, AttributeValue>;

/**
 * An item as the JSON protocol answers it, made plain. Binary values travel as base64 there while
 * `unmarshall` expects bytes, so they are decoded first.
 */
export function fromWire<T = Record<string, unknown>>(item: WireItem): T {
  return unmarshall(reviveMap(item)) as T;
}

function reviveMap(map: Record<string, AttributeValue>): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const [k, v] of Object.entries(map)) out[k] = revive(v);
  return out;
}

function revive(v: AttributeValue): AttributeValue {
  if (v.B !== undefined) return { B: bytes(v.B) };
  if (v.BS !== undefined) return { BS: v.BS.map(bytes) };
  if (v.M !== undefined) return { M: reviveMap(v.M) };
  if (v.L !== undefined) return { L: v.L.map(revive) };
  return v;
}

function bytes(b: unknown): Uint8Array {
  return typeof b === 'string' ? new Uint8Array(Buffer.from(b, 'base64')) : (b as Uint8Array);
}
