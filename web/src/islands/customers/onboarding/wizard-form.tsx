import { MALAYSIA } from '@ezc/domain/customers/profile-schemas';
import { useEffect, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useFormContext, useWatch } from 'react-hook-form';
import { fieldErrorsOf } from '../../../lib/customers/api-errors';
import { FOCUS_HEADING_KEY } from '../../../lib/customers/focus';
import { type Option, SelectField, TextField } from './fields';

/**
 * What every wizard step's form shares: moving to the next step, the server's field messages
 * put by their fields, and the address block.
 */

export function goToStep(path: string): void {
  try {
    sessionStorage.setItem(FOCUS_HEADING_KEY, '1');
  } catch {
    // Storage refused: the next page still opens, with focus at its top.
  }
  window.location.assign(path);
}

/**
 * Puts the messages of a 400 that names fields ("Field.Path: text; …") by those fields, under
 * `prefix` when the call sent one part of the form, and focuses the first. False when the
 * message names no field.
 */
export function showServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  message: string | undefined,
  prefix = '',
): boolean {
  const entries = Object.entries(fieldErrorsOf(message));
  entries.forEach(([name, text], index) => {
    const field = (prefix ? `${prefix}.${name}` : name) as Path<T>;
    form.setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}

/** A step's busy flag: true while its calls run, so the button cannot send twice. */
export function useBusy(): [boolean, <R>(work: () => Promise<R>) => Promise<R>] {
  const [busy, setBusy] = useState(false);
  const run = async <R,>(work: () => Promise<R>): Promise<R> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}

/** Marks the page once its form is live (hydrated): the browser tests wait for it. */
export function useReady(): void {
  useEffect(() => {
    document.documentElement.dataset.wizardReady = 'true';
  }, []);
}

export interface AddressTexts {
  readonly line1: string;
  readonly line2: string;
  readonly postcode: string;
  readonly city: string;
  readonly state: string;
  readonly country: string;
}

interface AddressFieldsProps {
  /** The address's field in the form, e.g. `Address` or `CompanyAddress`. */
  readonly prefix: string;
  readonly legend: string;
  readonly texts: AddressTexts;
  readonly states: readonly Option[];
  readonly countries: readonly Option[];
  readonly choose: string;
  readonly optional: string;
  /** The person's own address: the browser may fill it in. */
  readonly own?: boolean;
}

/**
 * Street, postcode, city, state and country. In Malaysia the state is one of the Malaysian State
 * list's (the postcode has five digits); elsewhere it is typed.
 */
export function AddressFields({
  prefix,
  legend,
  texts,
  states,
  countries,
  choose,
  optional,
  own,
}: AddressFieldsProps) {
  const { setValue } = useFormContext();
  const country = useWatch({ name: `${prefix}.Country` }) as string | undefined;
  const auto = (token: string) => (own ? token : 'off');
  const inMalaysia = country === MALAYSIA;
  return (
    <fieldset className="form-section">
      <legend>{legend}</legend>
      <div className="form-grid">
        <TextField
          name={`${prefix}.AddressLine1`}
          label={texts.line1}
          autoComplete={auto('address-line1')}
          wide
        />
        <TextField
          name={`${prefix}.AddressLine2`}
          label={texts.line2}
          optional={optional}
          autoComplete={auto('address-line2')}
          wide
        />
        <TextField
          name={`${prefix}.Postcode`}
          label={texts.postcode}
          autoComplete={auto('postal-code')}
          inputMode={inMalaysia ? 'numeric' : 'text'}
          maxLength={10}
        />
        <TextField name={`${prefix}.City`} label={texts.city} autoComplete={auto('address-level2')} />
        {inMalaysia ? (
          <SelectField name={`${prefix}.State`} label={texts.state} options={states} placeholder={choose} />
        ) : (
          <TextField name={`${prefix}.State`} label={texts.state} autoComplete={auto('address-level1')} />
        )}
        <SelectField
          name={`${prefix}.Country`}
          label={texts.country}
          options={countries}
          placeholder={choose}
          autoComplete={auto('country')}
          onChange={() => setValue(`${prefix}.State`, '')}
        />
      </div>
    </fieldset>
  );
}

/** An address as the form holds it (every field a string), from a saved one or empty. */
export function addressValues(saved?: {
  AddressLine1: string;
  AddressLine2?: string | undefined;
  Postcode: string;
  City: string;
  State: string;
  Country: string;
}) {
  return {
    AddressLine1: saved?.AddressLine1 ?? '',
    AddressLine2: saved?.AddressLine2 ?? '',
    Postcode: saved?.Postcode ?? '',
    City: saved?.City ?? '',
    State: saved?.State ?? '',
    Country: saved?.Country ?? MALAYSIA,
  };
}
