/**
 * The common lists' seed data (large: every country in two languages). Imported by the seed
 * alone; the API reads the lists from the table.
 */
import { countries } from './countries';
import { items, type ListItem } from './list-item';
import type { ListName } from './list-names';
import { malaysianStates } from './malaysian-states';

export type { ListItem } from './list-item';
export type { ListName } from './list-names';

export { malaysianStates } from './malaysian-states';

/** Seed values; the lists live in the table, so they can be changed without a release. */
export const commonListSeed: Record<ListName, ListItem[]> = {
  Nationality: items([
    ['Malaysian', 'Warganegara Malaysia'],
    ['Singaporean', 'Warganegara Singapura'],
    ['Indonesian', 'Warganegara Indonesia'],
    ['Thai', 'Warganegara Thailand'],
    ['Bruneian', 'Warganegara Brunei'],
    ['Filipino', 'Warganegara Filipina'],
    ['Indian', 'Warganegara India'],
    ['Chinese', 'Warganegara China'],
    ['Bangladeshi', 'Warganegara Bangladesh'],
    ['Pakistani', 'Warganegara Pakistan'],
    ['Vietnamese', 'Warganegara Vietnam'],
    ['Myanmar', 'Warganegara Myanmar'],
    ['Nepali', 'Warganegara Nepal'],
    ['Others', 'Lain-lain'],
  ]),
  Gender: items([
    ['Male', 'Lelaki'],
    ['Female', 'Perempuan'],
  ]),
  Race: items([
    ['Malay', 'Melayu'],
    ['Chinese', 'Cina'],
    ['Indian', 'India'],
    ['Foreigner', 'Warga Asing'],
    ['Others', 'Lain-lain'],
  ]),
  'Malaysian State': malaysianStates,
  Country: countries.map(([Code, Name, NameMs]) => ({ Code, Name, NameMs })),
  Bank: [
    ...items([
      ['Affin Bank', 'Affin Bank'],
      ['Agrobank', 'Agrobank'],
      ['Alliance Bank', 'Alliance Bank'],
      ['AmBank', 'AmBank'],
      ['Bank Islam', 'Bank Islam'],
      ['Bank Muamalat', 'Bank Muamalat'],
      ['Bank Rakyat', 'Bank Rakyat'],
      ['Bank Simpanan Nasional', 'Bank Simpanan Nasional'],
      ['CIMB Bank', 'CIMB Bank'],
      ['Hong Leong Bank', 'Hong Leong Bank'],
      ['HSBC Bank Malaysia', 'HSBC Bank Malaysia'],
      ['Maybank', 'Maybank'],
      ['OCBC Bank', 'OCBC Bank'],
      ['Public Bank', 'Public Bank'],
      ['RHB Bank', 'RHB Bank'],
      ['Standard Chartered Malaysia', 'Standard Chartered Malaysia'],
      ['UOB Malaysia', 'UOB Malaysia'],
    ]),
    // A bank not in the list: the form then asks its name (OtherBank).
    { Code: 'OTHERS', Name: 'Others', NameMs: 'Lain-lain' },
  ],
  'Bank Account Type': items([
    ['Savings', 'Simpanan'],
    ['Current', 'Semasa'],
  ]),
  'Business Nature': items([
    ['Agriculture', 'Pertanian'],
    ['Construction', 'Pembinaan'],
    ['Education', 'Pendidikan'],
    ['Food and Beverage', 'Makanan dan Minuman'],
    ['Healthcare', 'Penjagaan Kesihatan'],
    ['Information Technology', 'Teknologi Maklumat'],
    ['Manufacturing', 'Pembuatan'],
    ['Professional Services', 'Perkhidmatan Profesional'],
    ['Retail and Wholesale', 'Runcit dan Borong'],
    ['Transport and Logistics', 'Pengangkutan dan Logistik'],
    ['Tourism and Hospitality', 'Pelancongan dan Hospitaliti'],
    ['Government', 'Kerajaan'],
    ['Others', 'Lain-lain'],
  ]),
};
