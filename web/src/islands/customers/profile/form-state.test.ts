import { addressSchema } from '@ezc/domain/customers/profile-schemas';
import { CATALOGUES } from '@ezc/domain/i18n/index';
import { describe, expect, it } from 'vitest';
import { flatten, issuesToErrors, nest, serverFieldErrors } from './form-state';

describe('the profile forms’ state', () => {
  it('turns flat field names into the body the API takes, leaving out empty ones, and back', () => {
    const values = { 'Address.City': 'Ipoh', 'Address.AddressLine2': '', FullName: 'Aina', Other: 'x' };
    expect(nest(values, ['FullName', 'Address.City', 'Address.AddressLine2'])).toEqual({
      FullName: 'Aina',
      Address: { City: 'Ipoh' },
    });
    expect(flatten({ FullName: 'Aina', Address: { City: 'Ipoh', Postcode: '30000' } })).toEqual({
      FullName: 'Aina',
      'Address.City': 'Ipoh',
      'Address.Postcode': '30000',
    });
  });

  it('says the domain rules’ messages by field, in Malay too', () => {
    const parsed = addressSchema.safeParse({
      AddressLine1: 'Lot {5}',
      Postcode: '301',
      City: 'Ipoh',
      State: 'PERAK',
      Country: 'MY',
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.error?.issues ?? [];
    expect(issuesToErrors(issues, CATALOGUES.en.validation)).toEqual({
      AddressLine1: 'Input cannot contain the following characters: { } * < >',
      Postcode: 'A Malaysian postcode has 5 digits.',
    });
    expect(issuesToErrors(issues, CATALOGUES.ms.validation)).toEqual({
      AddressLine1: 'Input tidak boleh mengandungi aksara berikut: { } * < >',
      Postcode: 'Poskod Malaysia mempunyai 5 digit.',
    });
  });

  it('reads the fields a refusal names, keeping only the form’s own', () => {
    const message =
      'FullName: Input cannot contain the following characters: { } * < > /; Address.Postcode: A Malaysian postcode has 5 digits.; Secret: no';
    expect(serverFieldErrors(message, ['FullName', 'Address.Postcode'])).toEqual({
      FullName: 'Input cannot contain the following characters: { } * < > /',
      'Address.Postcode': 'A Malaysian postcode has 5 digits.',
    });
    expect(serverFieldErrors(undefined, ['FullName'])).toEqual({});
  });
});
