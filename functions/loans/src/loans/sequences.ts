import { platformKeys, type Table } from '@ezc/platform';

/** Numbers handed out once each (an atomic ADD): loan numbers, application ids. */
export interface Sequences {
  next(name: 'loan-no' | 'application-id'): Promise<number>;
}

export const sequences = (table: Table): Sequences => ({
  next: (name) => table.increment(platformKeys.sequence(name), 'value'),
});
