/**
 * The fields a 400 answer names. Its message reads "Field.Path: text; Other.Path: text" (the API
 * contract), already in the caller's language.
 */
export function serverFieldErrors(
  message: string | undefined,
  known: readonly string[],
): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const part of (message ?? '').split(/;\s+/)) {
    const colon = part.indexOf(': ');
    if (colon <= 0) continue;
    const path = part.slice(0, colon).trim();
    if (known.includes(path) && !(path in out)) out[path] = part.slice(colon + 2).trim();
  }
  return out;
}
