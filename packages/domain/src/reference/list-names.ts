import * as z from 'zod';
import type { Language } from '../constants';
import type { ListItem } from './list-item';

/** The common lists of spec §3, served by `GET /lists/items?ListName=`. */
export const listNames = [
  'Nationality',
  'Gender',
  'Race',
  'Malaysian State',
  'Country',
  'Bank',
  'Bank Account Type',
  'Business Nature',
] as const;
export const listNameSchema = z.enum(listNames);
export type ListName = z.infer<typeof listNameSchema>;

/** A list item as the API answers it: `Name` in the caller's language, both labels beside it. */
export const labelled = (item: ListItem, lang: Language) => ({
  Code: item.Code,
  Name: lang === 'ms' ? item.NameMs : item.Name,
  NameEn: item.Name,
  NameMs: item.NameMs,
});
