import type { ReactNode } from 'react';
import { get, type RegisterOptions, useFormContext } from 'react-hook-form';

/**
 * The wizard's form fields, registered with the surrounding react-hook-form. Every field has a
 * visible label; its hint and its error are tied to it by aria-describedby, and a field in error
 * says so with aria-invalid. Groups of choices are fieldsets with a legend.
 */

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** `Address.Postcode` → `f-Address-Postcode`. */
export const fieldId = (name: string) => `f-${name.replace(/\./g, '-')}`;

/** The field's error text, if any. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}

function describedBy(id: string, hint: boolean, error: boolean, extra?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', extra ?? '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Label({ id, label, optional }: { id: string; label: string; optional: string | undefined }) {
  return (
    <label htmlFor={id}>
      {label}
      {optional && <span className="optional"> ({optional})</span>}
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className="field-error">
      {message}
    </p>
  ) : null;
}

interface TextFieldProps {
  readonly name: string;
  readonly label: string;
  readonly hint?: string | undefined;
  /** The word for "optional" when the field may be left empty. */
  readonly optional?: string | undefined;
  readonly type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  readonly maxLength?: number;
  readonly wide?: boolean;
  /** Further ids that describe the field (a live note under it). */
  readonly describedBy?: string;
  readonly options?: RegisterOptions;
  readonly onFocus?: () => void;
  readonly after?: ReactNode;
  readonly children?: ReactNode;
}

export function TextField(props: TextFieldProps) {
  const { register } = useFormContext();
  const id = fieldId(props.name);
  const error = useFieldError(props.name);
  return (
    <div className={props.wide ? 'field wide' : 'field'}>
      <Label id={id} label={props.label} optional={props.optional} />
      <div className={props.after ? 'password-field' : undefined}>
        <input
          id={id}
          className="input"
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete ?? 'off'}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(props.hint), Boolean(error), props.describedBy)}
          onFocus={props.onFocus}
          {...register(props.name, props.options)}
        />
        {props.after}
      </div>
      {props.hint && (
        <p id={`${id}-hint`} className="field-hint">
          {props.hint}
        </p>
      )}
      {props.children}
      <FieldError id={id} message={error} />
    </div>
  );
}

interface SelectFieldProps {
  readonly name: string;
  readonly label: string;
  readonly options: readonly Option[];
  /** The empty first choice ("Choose…"). */
  readonly placeholder: string;
  readonly hint?: string | undefined;
  readonly autoComplete?: string;
  readonly onChange?: () => void;
}

export function SelectField(props: SelectFieldProps) {
  const { register } = useFormContext();
  const id = fieldId(props.name);
  const error = useFieldError(props.name);
  return (
    <div className="field">
      <Label id={id} label={props.label} optional={undefined} />
      <select
        id={id}
        className="input"
        autoComplete={props.autoComplete ?? 'off'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(props.hint), Boolean(error))}
        {...register(props.name, props.onChange ? { onChange: props.onChange } : undefined)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {props.hint && (
        <p id={`${id}-hint`} className="field-hint">
          {props.hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

interface RadioFieldProps {
  readonly name: string;
  readonly legend: string;
  readonly options: readonly Option[];
  readonly hint?: string | undefined;
  /** Side by side when the labels are short. */
  readonly inline?: boolean;
  readonly wide?: boolean;
}

export function RadioField(props: RadioFieldProps) {
  const { register } = useFormContext();
  const id = fieldId(props.name);
  const error = useFieldError(props.name);
  return (
    <fieldset
      className={`choice-group${props.inline ? ' inline' : ''}${props.wide ? ' wide' : ''}`}
      aria-describedby={props.hint ? `${id}-hint` : undefined}
    >
      <legend>{props.legend}</legend>
      {props.hint && (
        <p id={`${id}-hint`} className="field-hint">
          {props.hint}
        </p>
      )}
      <div className="choices">
        {props.options.map((o, index) => (
          <label key={o.value} className="choice">
            <input
              type="radio"
              value={o.value}
              // The group's first radio carries the id, so an error summary can point at it.
              id={index === 0 ? id : undefined}
              aria-invalid={error ? true : undefined}
              // Each choice says the group's error, heard whichever one is focused.
              aria-describedby={error ? `${id}-error` : undefined}
              {...register(props.name)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

interface CheckboxFieldProps {
  readonly name: string;
  readonly children: ReactNode;
}

export function CheckboxField({ name, children }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const id = fieldId(name);
  const error = useFieldError(name);
  return (
    <div className="field">
      <div className="check-row">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

/** The form's submit button with its busy state, as the site's other forms have it. */
export function SubmitButton({ busy, idle, busyText }: { busy: boolean; idle: string; busyText: string }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
      <span className="spinner" aria-hidden="true" />
      <span>{busy ? busyText : idle}</span>
    </button>
  );
}
