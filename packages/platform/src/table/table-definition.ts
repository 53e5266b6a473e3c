/**
 * The single table's physical shape, declared once: the local runner creates it from this,
 * and the CDK stack declares the same keys, indexes and stream.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'expiresAt',
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
  /** The relay needs only the new image of inserted outbox rows. */
  streamView: 'NEW_IMAGE',
} as const;

export type IndexName = (typeof tableDefinition.indexes)[number]['name'];

/** The attribute that tags every item with its entity, used by stream filters and by tests. */
export const ENTITY_ATTRIBUTE = 'EntityType';
export const OUTBOX_ENTITY = 'OutboxEvent';
