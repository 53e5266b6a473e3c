import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM envelope encryption, the local counterpart of SSE-KMS: each object gets its own
 * random data key, and only the data key is encrypted with the master key. The object's key is
 * bound in as additional data, so a ciphertext moved to another key does not decrypt.
 */
export interface Envelope {
  alg: 'AES-256-GCM';
  /** IV and tag of the body, base64. */
  iv: string;
  tag: string;
  /** The data key encrypted under the master key, with its own IV and tag, base64. */
  wrappedKey: string;
  wrapIv: string;
  wrapTag: string;
}

const WRAP_AAD = Buffer.from('ezc-blob-data-key.v1');

export function assertMasterKey(masterKey: Uint8Array): void {
  if (masterKey.length !== 32) throw new Error('The blob master key must be 32 bytes (AES-256)');
}

/**
 * Seals an object as its plaintext passes chunk by chunk (AES-GCM is a stream cipher): a random
 * data key for the body, itself wrapped under the master key; each `update` answers that chunk's
 * ciphertext, and `final` the envelope.
 */
export function sealer(masterKey: Uint8Array, aad: string) {
  const dataKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(Buffer.from(aad));
  return {
    update: (plaintext: Uint8Array): Buffer => cipher.update(plaintext),
    final(): { last: Buffer; envelope: Envelope } {
      const last = cipher.final();
      const wrapped = gcmEncrypt(masterKey, dataKey, WRAP_AAD);
      dataKey.fill(0);
      return {
        last,
        envelope: {
          alg: 'AES-256-GCM',
          iv: iv.toString('base64'),
          tag: cipher.getAuthTag().toString('base64'),
          wrappedKey: wrapped.ciphertext.toString('base64'),
          wrapIv: wrapped.iv.toString('base64'),
          wrapTag: wrapped.tag.toString('base64'),
        },
      };
    },
  };
}

/** Throws when the ciphertext, the envelope or the bound key was altered (GCM authentication). */
export function open(masterKey: Uint8Array, ciphertext: Uint8Array, envelope: Envelope, aad: string): Buffer {
  const dataKey = gcmDecrypt(
    masterKey,
    Buffer.from(envelope.wrappedKey, 'base64'),
    Buffer.from(envelope.wrapIv, 'base64'),
    Buffer.from(envelope.wrapTag, 'base64'),
    WRAP_AAD,
  );
  try {
    return gcmDecrypt(
      dataKey,
      ciphertext,
      Buffer.from(envelope.iv, 'base64'),
      Buffer.from(envelope.tag, 'base64'),
      Buffer.from(aad),
    );
  } finally {
    dataKey.fill(0);
  }
}

function gcmEncrypt(key: Uint8Array, plaintext: Uint8Array, aad: Buffer) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, ciphertext, tag: cipher.getAuthTag() };
}

function gcmDecrypt(key: Uint8Array, ciphertext: Uint8Array, iv: Buffer, tag: Buffer, aad: Buffer): Buffer {
  if (tag.length !== 16) throw new Error('Invalid authentication tag');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}
