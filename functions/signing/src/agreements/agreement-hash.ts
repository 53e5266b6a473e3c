import { createHash } from 'node:crypto';

/** The SHA-256 of a version's bytes, in hex: what the chain of versions links by. */
export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
