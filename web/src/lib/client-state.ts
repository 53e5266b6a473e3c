import { PREF_COOKIES, STORAGE_PREFIX } from './preferences';
import { clearSealed } from './sealed-storage';

/**
 * What the browser keeps between pages, and how it is forgotten. Only the display preferences
 * (language, theme, direction, menu collapsed) survive a logout or an expired session; anything
 * else, sealed or not, goes (spec §8: clear all local, session and persisted storage).
 */
export const PREFERENCE_KEYS: ReadonlySet<string> = new Set(
  Object.values(PREF_COOKIES).map((name) => `${STORAGE_PREFIX}${name}`),
);

/** The storage keys to remove: every key but the preferences. */
export function keysToClear(keys: Iterable<string>): string[] {
  return [...keys].filter((key) => !PREFERENCE_KEYS.has(key));
}

function clearStorage(storage: Storage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  for (const key of keysToClear(keys)) storage.removeItem(key);
}

/** Forgets the sealed entries and their key, then everything else but the preferences. */
export async function clearClientState(): Promise<void> {
  try {
    await clearSealed();
  } catch {
    // Storage may be unavailable (privacy modes): then there is nothing to forget either.
  }
  for (const storage of [() => localStorage, () => sessionStorage]) {
    try {
      clearStorage(storage());
    } catch {
      // As above.
    }
  }
}
