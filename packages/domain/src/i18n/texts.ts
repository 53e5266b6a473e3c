/**
 * Each context owns a catalogue file: an English object and its Malay twin typed against it, so a
 * missing or extra key fails type checking. The product's catalogues are their deep merge.
 */

/** A catalogue shaped like `T`, with any text as values. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

type Tree = { readonly [key: string]: string | Tree };

/**
 * Merges context catalogues section by section (several contexts add to `apiErrors`). Two
 * contexts claiming the same text key is a mistake, caught when the module loads.
 */
export function mergeTexts<A extends object, B extends object>(a: A, b: B, path = ''): A & B {
  const out: Record<string, unknown> = { ...(a as Tree) };
  for (const [key, value] of Object.entries(b as Tree)) {
    const mine = out[key];
    if (mine === undefined) out[key] = value;
    else if (typeof mine === 'object' && typeof value === 'object') {
      out[key] = mergeTexts(mine as Tree, value, `${path}${key}.`);
    } else throw new Error(`Text ${path}${key} is defined by two catalogues`);
  }
  return out as A & B;
}
