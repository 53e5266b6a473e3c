import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({
  tokenSecret: z.string().min(32),
  blobMasterKey: z.string().length(64),
  /** The local S3 store's secret key: what its links and upload forms are signed with. */
  presignKey: z.string().min(32),
});
export type LocalSecrets = z.infer<typeof secretsSchema>;

/**
 * The local process's keys, made once per data folder and kept there (mode 0600), so sessions,
 * presigned links and encrypted documents survive a restart. In AWS these come from KMS and
 * Secrets Manager.
 */
export function loadOrCreateSecrets(dataDir: string): LocalSecrets {
  const path = join(dataDir, 'secrets.json');
  if (existsSync(path)) return secretsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  mkdirSync(dataDir, { recursive: true });
  const secrets: LocalSecrets = {
    tokenSecret: randomBytes(48).toString('base64url'),
    blobMasterKey: randomBytes(32).toString('hex'),
    presignKey: randomBytes(32).toString('base64url'),
  };
  writeFileSync(path, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Throwaway keys for in-memory test runs. */
export function ephemeralSecrets(): LocalSecrets {
  return {
    tokenSecret: randomBytes(48).toString('base64url'),
    blobMasterKey: randomBytes(32).toString('hex'),
    presignKey: randomBytes(32).toString('base64url'),
  };
}
