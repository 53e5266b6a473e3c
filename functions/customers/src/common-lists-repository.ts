import { type ListItem, type ListName, listItemSchema, listNames } from '@ezc/domain';
import { defineEntity, type Table } from '@ezc/platform';
import * as z from 'zod';

const commonListSchema = z.object({ ListName: z.enum(listNames), Items: z.array(listItemSchema) });

/** A common list is one item: `LIST#<name>`. */
export const commonListEntity = defineEntity({
  name: 'CommonList',
  schema: commonListSchema,
  id: (l) => l.ListName,
  key: (name: ListName) => ({ PK: `LIST#${name}`, SK: 'LIST' }),
});

/** Access pattern: one list by name. */
export async function findCommonList(table: Table, name: ListName): Promise<ListItem[] | undefined> {
  const item = await table.get(commonListEntity.key(name), false);
  return item ? commonListEntity.fromItem(item).value.Items : undefined;
}
