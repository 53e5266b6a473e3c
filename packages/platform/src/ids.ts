import { randomUUID } from 'node:crypto';
import type { Ids } from './table/aggregate-store';

/** Random, unguessable identifiers (UUID v4). */
export const randomIds: Ids = { next: () => randomUUID() };
