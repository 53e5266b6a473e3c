import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';

/**
 * Labelled form controls for the profile forms: the label, an optional hint and the error are
 * tied to the control (aria-describedby, aria-invalid), so a screen reader hears all three.
 */

export interface Option {
  readonly value: string;
  readonly label: string;
}

interface Common {
  readonly form: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  /** Shown after the label, e.g. "(optional)". */
  readonly optionalText?: string | undefined;
  readonly onChange: (name: string, value: string) => void;
}

export const fieldId = (form: string, name: string) => `${form}-${name.replace(/\./g, '-')}`;

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function Extras({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

function Label({
  id,
  label,
  optionalText,
}: {
  id: string;
  label: string;
  optionalText?: string | undefined;
}) {
  return (
    <label htmlFor={id}>
      {label}
      {optionalText && <span className="optional"> {optionalText}</span>}
    </label>
  );
}

export function TextField(
  props: Common & {
    readonly type?: 'text' | 'tel' | 'email' | 'date';
    readonly inputMode?: 'text' | 'numeric' | 'tel' | 'email';
    readonly autoComplete?: HTMLInputAutoCompleteAttribute;
    readonly maxLength?: number;
    readonly readOnly?: boolean;
  },
) {
  const id = fieldId(props.form, props.name);
  return (
    <div className="field">
      <Label id={id} label={props.label} optionalText={props.optionalText} />
      <input
        id={id}
        name={props.name}
        className="input"
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? 'off'}
        maxLength={props.maxLength}
        readOnly={props.readOnly}
        value={props.value}
        required={!props.optionalText}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
        onChange={(e) => props.onChange(props.name, e.currentTarget.value)}
      />
      <Extras id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

export function SelectField(
  props: Common & {
    readonly options: readonly Option[];
    readonly placeholder: string;
    readonly autoComplete?: HTMLInputAutoCompleteAttribute;
  },
) {
  const id = fieldId(props.form, props.name);
  const known = props.value === '' || props.options.some((o) => o.value === props.value);
  return (
    <div className="field">
      <Label id={id} label={props.label} optionalText={props.optionalText} />
      <select
        id={id}
        name={props.name}
        className="input"
        value={props.value}
        autoComplete={props.autoComplete}
        required={!props.optionalText}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.hint, props.error)}
        onChange={(e) => props.onChange(props.name, e.currentTarget.value)}
      >
        <option value="">{props.placeholder}</option>
        {/* A saved value the list no longer has stays choosable, rather than silently lost. */}
        {!known && <option value={props.value}>{props.value}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Extras id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

export function RadioField(props: Common & { readonly options: readonly Option[] }) {
  const id = fieldId(props.form, props.name);
  return (
    <div
      className="field radio-field"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy(id, props.hint, props.error)}
    >
      <span id={`${id}-legend`} className="radio-legend">
        {props.label}
      </span>
      <div className="radio-options">
        {props.options.map((o, i) => (
          <label key={o.value} className="radio-option">
            <input
              type="radio"
              id={i === 0 ? id : undefined}
              name={`${props.form}-${props.name}`}
              value={o.value}
              checked={props.value === o.value}
              onChange={() => props.onChange(props.name, o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <Extras id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

export function CheckboxField(
  props: Omit<Common, 'value' | 'onChange'> & {
    readonly checked: boolean;
    readonly onChange: (name: string, checked: boolean) => void;
  },
) {
  const id = fieldId(props.form, props.name);
  return (
    <div className="field checkbox-field">
      <label htmlFor={id} className="checkbox-option">
        <input
          id={id}
          type="checkbox"
          name={props.name}
          checked={props.checked}
          aria-describedby={describedBy(id, props.hint, props.error)}
          onChange={(e) => props.onChange(props.name, e.currentTarget.checked)}
        />
        {props.label}
      </label>
      <Extras id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

/** A group of fields under a small heading (an address inside a form). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="field-group">
      <legend>{legend}</legend>
      <div className="field-grid">{children}</div>
    </fieldset>
  );
}
