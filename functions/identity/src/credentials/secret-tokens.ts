import { createHash, randomBytes } from 'node:crypto';

/** An unguessable one-time secret (SSO codes, reset links, refresh tokens): 256 bits. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** Secrets are stored only as their SHA-256, so a table dump does not hand out working links. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');
