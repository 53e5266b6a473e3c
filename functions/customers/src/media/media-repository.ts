import type { EventEnvelope } from '@ezc/domain';
import {
  type AggregateStore,
  type AuditEntry,
  auditWrite,
  type Clock,
  ConditionFailedError,
  type Ids,
  outboxWrite,
  type Table,
} from '@ezc/platform';
import {
  type Media,
  mediaEntity,
  mediaOfObjectEntity,
  mediaOfPartition,
  type PendingUpload,
  pendingUploadEntity,
} from './media';

/** Media rows and granted uploads in the table; every change lands with its audit row. */
export interface Medias {
  load(mediaId: string): Promise<Media | undefined>;
  /** An object's media, oldest first; of one title when given. */
  listOf(objectType: string, objectId: string, title?: string): Promise<Media[]>;
  /** The newest media of a title kept under an object. */
  latestOf(objectType: string, objectId: string, title: string): Promise<Media | undefined>;
  /**
   * A new media row, its owner's copy and the audit row; a granted upload it confirms is used up.
   * `events` land in the same write.
   */
  add(media: Media, audit: AuditEntry, confirms?: PendingUpload, events?: EventEnvelope[]): Promise<void>;
  /** Deletes the row and its owner's copy with the audit row (and `events`); false when it was already gone. */
  remove(media: Media, audit: AuditEntry, events?: EventEnvelope[]): Promise<boolean>;
  grant(upload: PendingUpload): Promise<void>;
  loadGrant(uploadId: string): Promise<PendingUpload | undefined>;
  dropGrant(uploadId: string): Promise<void>;
}

export function mediasRepository(deps: {
  table: Table;
  store: AggregateStore;
  clock: Clock;
  ids: Ids;
}): Medias {
  const { table, store, clock, ids } = deps;
  const byCreation = (a: Media, b: Media) =>
    a.CreatedAt === b.CreatedAt ? a.MediaId.localeCompare(b.MediaId) : a.CreatedAt.localeCompare(b.CreatedAt);
  const listOf = async (objectType: string, objectId: string, title?: string) => {
    const items = await table.queryAll({
      pk: mediaOfPartition(objectType, objectId),
      ...(title ? { sk: { beginsWith: `${title}#` } } : {}),
    });
    return items.map((i) => mediaOfObjectEntity.fromItem(i).value).sort(byCreation);
  };
  return {
    async load(mediaId) {
      return (await store.load(mediaEntity, mediaId))?.value;
    },
    listOf,
    async latestOf(objectType, objectId, title) {
      return (await listOf(objectType, objectId, title)).at(-1);
    },
    async add(media, audit, confirms, events = []) {
      const now = clock.now().toISOString();
      await store.commit({
        entity: mediaEntity,
        value: media,
        expectedVersion: 0,
        audit,
        events,
        also: [
          { kind: 'put', item: mediaOfObjectEntity.toItem(media, 1, now) },
          ...(confirms
            ? [
                {
                  kind: 'delete' as const,
                  key: pendingUploadEntity.key(confirms.UploadId),
                  // Confirmed once only: a second confirmation finds the grant gone.
                  condition: { expression: 'attribute_exists(PK)' },
                },
              ]
            : []),
        ],
      });
    },
    async remove(media, audit, events = []) {
      const exists = { expression: 'attribute_exists(PK)' };
      const now = clock.now().toISOString();
      try {
        await table.transact([
          { kind: 'delete', key: mediaEntity.key(media.MediaId), condition: exists },
          { kind: 'delete', key: mediaOfObjectEntity.key(media) },
          auditWrite(audit, now, ids.next()),
          ...events.map((e) => outboxWrite(e, now)),
        ]);
        return true;
      } catch (e) {
        if (e instanceof ConditionFailedError) return false;
        throw e;
      }
    },
    async grant(upload) {
      await table.put(pendingUploadEntity.toItem(upload, 1, clock.now().toISOString()), {
        expression: 'attribute_not_exists(PK)',
      });
    },
    async loadGrant(uploadId) {
      return (await store.load(pendingUploadEntity, uploadId))?.value;
    },
    async dropGrant(uploadId) {
      await table.delete(pendingUploadEntity.key(uploadId));
    },
  };
}
