/** Folds case and accents so 'tetapan' finds 'Tetapan' and 'resume' finds 'résumé'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** True when the (folded) query occurs in any of the texts; an empty query matches everything. */
export function matchesQuery(query: string, ...texts: readonly string[]): boolean {
  const q = foldText(query.trim());
  return q === '' || texts.some((t) => foldText(t).includes(q));
}
