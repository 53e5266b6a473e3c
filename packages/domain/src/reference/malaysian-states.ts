import { items, type ListItem } from './list-item';

/** The states and federal territories (ISO 3166-2:MY), as addresses in Malaysia name them. */
export const malaysianStates: ListItem[] = items([
  ['Johor', 'Johor'],
  ['Kedah', 'Kedah'],
  ['Kelantan', 'Kelantan'],
  ['Melaka', 'Melaka'],
  ['Negeri Sembilan', 'Negeri Sembilan'],
  ['Pahang', 'Pahang'],
  ['Perak', 'Perak'],
  ['Perlis', 'Perlis'],
  ['Pulau Pinang', 'Pulau Pinang'],
  ['Sabah', 'Sabah'],
  ['Sarawak', 'Sarawak'],
  ['Selangor', 'Selangor'],
  ['Terengganu', 'Terengganu'],
  ['W.P. Kuala Lumpur', 'W.P. Kuala Lumpur'],
  ['W.P. Labuan', 'W.P. Labuan'],
  ['W.P. Putrajaya', 'W.P. Putrajaya'],
]);
