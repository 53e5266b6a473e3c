import { sealedGet, sealedSet } from './sealed-storage';

/**
 * The pages a signed-in user opened last, offered by the menu search before they type. Which
 * pages someone looks at is personal, so the list is sealed (spec §9) and forgotten at logout.
 */
const NAME = 'recent-pages';
export const MAX_RECENT = 5;

/** The list with `path` first, without repeats, at most `max` long. */
export function addRecent(list: readonly string[], path: string, max = MAX_RECENT): string[] {
  return [path, ...list.filter((p) => p !== path)].slice(0, max);
}

export async function loadRecent(): Promise<string[]> {
  const stored = await sealedGet(NAME);
  return Array.isArray(stored)
    ? stored.filter((p): p is string => typeof p === 'string').slice(0, MAX_RECENT)
    : [];
}

export async function rememberPage(path: string): Promise<string[]> {
  const next = addRecent(await loadRecent(), path);
  await sealedSet(NAME, next);
  return next;
}
