/**
 * "Stored client state is encrypted" (spec §9). Whatever the site keeps in localStorage beyond
 * the display preferences is sealed with AES-GCM under a key that WebCrypto generated as
 * non-extractable and that lives in IndexedDB: scripts of this origin can use it but nobody can
 * read it out, so storage copied to another machine (or profile) cannot be opened there.
 *
 * Each entry is bound to its name (additional authenticated data), so a sealed value cannot be
 * moved to another entry. Anything that does not open (tampered, foreign, key gone) reads as
 * absent and is removed. `clearSealed` forgets the entries and the key (logout, session expiry).
 */

export const SEALED_PREFIX = 'ezc.sealed.';
const ENVELOPE_VERSION = 'v1';
const IV_BYTES = 12;
const DB_NAME = 'ezc-sealed';
const DB_STORE = 'keys';
const KEY_ID = 'storage-key';

// ---- Pure parts (no storage, no IndexedDB; tested in Node with its WebCrypto) -----------------

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

export interface Envelope {
  readonly iv: Uint8Array;
  readonly ciphertext: Uint8Array;
}

/** `v1.<iv>.<ciphertext>`, both base64url. */
export function encodeEnvelope(envelope: Envelope): string {
  return `${ENVELOPE_VERSION}.${toBase64Url(envelope.iv)}.${toBase64Url(envelope.ciphertext)}`;
}

export function decodeEnvelope(text: string): Envelope | undefined {
  const [version, iv, ciphertext, ...rest] = text.split('.');
  if (version !== ENVELOPE_VERSION || iv === undefined || ciphertext === undefined || rest.length > 0) {
    return undefined;
  }
  const ivBytes = fromBase64Url(iv);
  const cipherBytes = fromBase64Url(ciphertext);
  // AES-GCM output is at least its 16-byte tag.
  if (ivBytes?.length !== IV_BYTES || !cipherBytes || cipherBytes.length < 16) return undefined;
  return { iv: ivBytes, ciphertext: cipherBytes };
}

const additionalData = (name: string) => new TextEncoder().encode(`${SEALED_PREFIX}${name}`);

export async function seal(key: CryptoKey, name: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(name) },
    key,
    new TextEncoder().encode(plaintext),
  );
  return encodeEnvelope({ iv, ciphertext: new Uint8Array(ciphertext) });
}

/** The plaintext, or undefined when the envelope is malformed, tampered or sealed under another key or name. */
export async function unseal(key: CryptoKey, name: string, text: string): Promise<string | undefined> {
  const envelope = decodeEnvelope(text);
  if (!envelope) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: envelope.iv as Uint8Array<ArrayBuffer>, additionalData: additionalData(name) },
      key,
      envelope.ciphertext as Uint8Array<ArrayBuffer>,
    );
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}

export function generateStorageKey(): Promise<CryptoKey> {
  // extractable: false — the raw key can never be exported, only used here.
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

// ---- Browser parts ---------------------------------------------------------------------------

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDb(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(DB_STORE);
  return request(req);
}

let cachedKey: CryptoKey | undefined;

/** The origin's storage key; created on first use when `create` is true. */
async function storageKey(create: boolean): Promise<CryptoKey | undefined> {
  if (cachedKey) return cachedKey;
  try {
    const db = await openDb();
    try {
      const found = await request(db.transaction(DB_STORE).objectStore(DB_STORE).get(KEY_ID));
      if (found instanceof CryptoKey) {
        cachedKey = found;
        return found;
      }
      if (!create) return undefined;
      const fresh = await generateStorageKey();
      try {
        // add() refuses to overwrite: when another tab or call won the race, use its key.
        await request(db.transaction(DB_STORE, 'readwrite').objectStore(DB_STORE).add(fresh, KEY_ID));
        cachedKey = fresh;
        return fresh;
      } catch {
        const winner = await request(db.transaction(DB_STORE).objectStore(DB_STORE).get(KEY_ID));
        if (!(winner instanceof CryptoKey)) return undefined;
        cachedKey = winner;
        return winner;
      }
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

export async function sealedSet(
  name: string,
  value: unknown,
  storage: Storage = localStorage,
): Promise<void> {
  const key = await storageKey(true);
  // Without IndexedDB or WebCrypto (some private modes) nothing is stored rather than stored plainly.
  if (!key) return;
  storage.setItem(`${SEALED_PREFIX}${name}`, await seal(key, name, JSON.stringify(value)));
}

export async function sealedGet(name: string, storage: Storage = localStorage): Promise<unknown> {
  const text = storage.getItem(`${SEALED_PREFIX}${name}`);
  if (text === null) return undefined;
  const key = await storageKey(false);
  const plain = key ? await unseal(key, name, text) : undefined;
  if (plain === undefined) {
    storage.removeItem(`${SEALED_PREFIX}${name}`);
    return undefined;
  }
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    return undefined;
  }
}

export function sealedRemove(name: string, storage: Storage = localStorage): void {
  storage.removeItem(`${SEALED_PREFIX}${name}`);
}

/** Forgets every sealed entry and the key itself, so nothing sealed before can be opened again. */
export async function clearSealed(storage: Storage = localStorage): Promise<void> {
  for (const name of Object.keys(storage)) if (name.startsWith(SEALED_PREFIX)) storage.removeItem(name);
  cachedKey = undefined;
  await new Promise<void>((resolve) => {
    try {
      const req = indexedDB.deleteDatabase(DB_NAME);
      req.onsuccess = () => resolve();
      req.onerror = () => resolve();
      // Another tab holds the database open: the deletion completes when it closes.
      req.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}
