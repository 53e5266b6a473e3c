/** 'Pending Profile' → 'pendingProfile', 'Moneylenders Act 1951' → 'moneylendersAct1951': a catalogue key of an API string. */
export function statusKey(value: string): string {
  const words = value.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
}
