import * as z from 'zod';

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

export const listItemSchema = z.object({ Code: z.string(), Name: z.string() });
export type ListItem = z.infer<typeof listItemSchema>;

const items = (names: string[]): ListItem[] =>
  names.map((Name) => ({
    Code: Name.toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_|_$/g, ''),
    Name,
  }));

/** Seed values; an Admin may change them later. Bank names are Malaysian licensed banks. */
export const commonListSeed: Record<ListName, ListItem[]> = {
  Nationality: items([
    'Malaysian',
    'Singaporean',
    'Indonesian',
    'Thai',
    'Bruneian',
    'Filipino',
    'Indian',
    'Chinese',
    'Others',
  ]),
  Gender: items(['Male', 'Female']),
  Race: items(['Malay', 'Chinese', 'Indian', 'Foreigner', 'Others']),
  'Malaysian State': items([
    'Johor',
    'Kedah',
    'Kelantan',
    'Melaka',
    'Negeri Sembilan',
    'Pahang',
    'Perak',
    'Perlis',
    'Pulau Pinang',
    'Sabah',
    'Sarawak',
    'Selangor',
    'Terengganu',
    'W.P. Kuala Lumpur',
    'W.P. Labuan',
    'W.P. Putrajaya',
  ]),
  Country: items([
    'Malaysia',
    'Singapore',
    'Indonesia',
    'Thailand',
    'Brunei',
    'Philippines',
    'India',
    'China',
    'Others',
  ]),
  Bank: items([
    'Affin Bank',
    'Alliance Bank',
    'AmBank',
    'Bank Islam',
    'Bank Rakyat',
    'Bank Simpanan Nasional',
    'CIMB Bank',
    'Hong Leong Bank',
    'HSBC Bank Malaysia',
    'Maybank',
    'OCBC Bank',
    'Public Bank',
    'RHB Bank',
    'Standard Chartered Malaysia',
    'UOB Malaysia',
  ]),
  'Bank Account Type': items(['Savings', 'Current']),
  'Business Nature': items([
    'Agriculture',
    'Construction',
    'Education',
    'Food and Beverage',
    'Healthcare',
    'Information Technology',
    'Manufacturing',
    'Professional Services',
    'Retail and Wholesale',
    'Transportation and Logistics',
    'Others',
  ]),
};
