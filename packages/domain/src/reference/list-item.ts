import * as z from 'zod';

/** A list value: its stored code, and its label in English and Malay. */
export const listItemSchema = z.object({ Code: z.string(), Name: z.string(), NameMs: z.string() });
export type ListItem = z.infer<typeof listItemSchema>;

/** 'Information Technology' → 'INFORMATION_TECHNOLOGY': a stable code from the English label. */
export const codeOf = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export const items = (pairs: readonly (readonly [en: string, ms: string])[]): ListItem[] =>
  pairs.map(([Name, NameMs]) => ({ Code: codeOf(Name), Name, NameMs }));
