import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

export type WireItem = Record<string, AttributeValue>;

/** An item as DynamoDB answers it, made plain (binary values stay bytes, sets stay sets). */
export function fromWire<T = Record<string, unknown>>(item: WireItem): T {
  return unmarshall(item) as T;
}
