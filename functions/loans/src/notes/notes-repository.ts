import { type ListAnswer, type Note, type NoteObjectType, noteSchema, type Paging } from '@ezc/domain';
import { type Actor, auditWrite, defineEntity, type Table } from '@ezc/platform';

/** The audit trail a note's writing goes on: its own, so nothing of it reaches a borrower's history. */
export const NOTE_AUDIT = 'Note';

const notesOf = (type: NoteObjectType, id: string) => `NOTES#${type}#${id}`;

/**
 * A note lives in its record's partition of notes, newest last by time: a page of a record's notes
 * is read from its key, whatever the number of notes in the book.
 */
export const noteEntity = defineEntity({
  name: 'Note',
  schema: noteSchema,
  id: (n: Note) => n,
  key: (n: Pick<Note, 'ObjectType' | 'ObjectId' | 'CreatedAt' | 'NoteId'>) => ({
    PK: notesOf(n.ObjectType, n.ObjectId),
    SK: `NOTE#${n.CreatedAt}#${n.NoteId}`,
  }),
});

export interface Notes {
  /** Writes the note and its audit row together. */
  add(note: Note, actor: Actor, auditId: string): Promise<void>;
  /** One page of a record's notes, newest first, and how many it has. */
  page(type: NoteObjectType, id: string, paging: Paging): Promise<ListAnswer<Note>>;
}

export function notesRepository(table: Table): Notes {
  return {
    async add(note, actor, auditId) {
      await table.transact([
        {
          kind: 'put',
          item: noteEntity.toItem(note, 1, note.CreatedAt),
          condition: { expression: 'attribute_not_exists(PK)' },
        },
        auditWrite(
          {
            objectType: NOTE_AUDIT,
            objectId: note.NoteId,
            action: 'Note added',
            remarks: `${note.ObjectType} ${note.ObjectId}`,
            actor,
          },
          note.CreatedAt,
          auditId,
        ),
      ]);
    },
    async page(type, id, paging) {
      const spec = { pk: notesOf(type, id) };
      const [items, count] = await Promise.all([
        table.queryFirst({ ...spec, forward: false }, paging.Page * paging.Rows),
        table.count(spec),
      ]);
      return {
        Data: items.slice((paging.Page - 1) * paging.Rows).map((i) => noteEntity.fromItem(i).value),
        Count: count,
      };
    },
  };
}
