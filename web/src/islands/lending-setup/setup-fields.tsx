import type { Dispatch, SetStateAction } from 'react';

/**
 * Labelled controls of the setup editors. Each ties its label, hint and error to the control
 * (aria-describedby, aria-invalid) so a screen reader hears all three; ids derive from the form
 * and the field name, so a form's first invalid control can be found and focused.
 */

export interface Choice {
  readonly value: string;
  readonly label: string;
}

interface Common {
  readonly form: string;
  readonly name: string;
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  /** Shown after the label, e.g. "(optional)"; the control is required without it. */
  readonly optionalText?: string | undefined;
  /** Ids of further elements that describe the control (a live note beside it). */
  readonly describedBy?: string | undefined;
  /** Marks the control invalid without an error of its own (the note beside it says why). */
  readonly invalid?: boolean;
  readonly wide?: boolean;
}

export const fieldId = (form: string, name: string) => `${form}-${name}`;

/**
 * What every control of one form takes alike (its form, name, value and error, and the change
 * handler), for a field by name: `<TextInput {...bind('Name')} label={…} />`.
 */
type Fields = Readonly<Record<string, string>>;

/** An editor's change handler: the field's new value, and its error gone until the next check. */
export const fieldSetter =
  (setValues: Dispatch<SetStateAction<Fields>>, setErrors: Dispatch<SetStateAction<Fields>>) =>
  (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _, ...rest } = e;
      return rest;
    });
  };

export function fieldBinder(
  form: string,
  values: Fields,
  errors: Fields,
  onChange: (name: string, value: string) => void,
) {
  return (name: string) => ({ form, name, value: values[name] ?? '', error: errors[name], onChange });
}

function describedBy(id: string, p: Common): string | undefined {
  const ids = [p.hint ? `${id}-hint` : '', p.error ? `${id}-error` : '', p.describedBy ?? '']
    .filter(Boolean)
    .join(' ');
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

function LabelText({ label, optionalText }: { label: string; optionalText?: string | undefined }) {
  return (
    <>
      {label}
      {optionalText && <span className="optional"> {optionalText}</span>}
    </>
  );
}

export function TextInput(
  props: Common & {
    readonly value: string;
    readonly onChange: (name: string, value: string) => void;
    readonly inputMode?: 'text' | 'decimal' | 'numeric';
    readonly maxLength?: number;
    readonly readOnly?: boolean;
    readonly autoCapitalize?: 'characters' | 'off';
  },
) {
  const id = fieldId(props.form, props.name);
  return (
    <div className={props.wide ? 'field field-wide' : 'field'}>
      <label htmlFor={id}>
        <LabelText label={props.label} optionalText={props.optionalText} />
      </label>
      <input
        id={id}
        name={props.name}
        className="input"
        type="text"
        inputMode={props.inputMode}
        autoComplete="off"
        autoCapitalize={props.autoCapitalize}
        spellCheck={false}
        maxLength={props.maxLength}
        readOnly={props.readOnly}
        value={props.value}
        required={!props.optionalText}
        aria-invalid={props.error || props.invalid ? true : undefined}
        aria-describedby={describedBy(id, props)}
        onChange={(e) => props.onChange(props.name, e.currentTarget.value)}
      />
      <Extras id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

export function SelectInput(
  props: Common & {
    readonly value: string;
    readonly onChange: (name: string, value: string) => void;
    readonly choices: readonly Choice[];
    /** The first, empty choice ('Choose…', 'No package'); none when a value is always chosen. */
    readonly empty?: string;
  },
) {
  const id = fieldId(props.form, props.name);
  const known = props.value === '' || props.choices.some((c) => c.value === props.value);
  return (
    <div className={props.wide ? 'field field-wide' : 'field'}>
      <label htmlFor={id}>
        <LabelText label={props.label} optionalText={props.optionalText} />
      </label>
      <select
        id={id}
        name={props.name}
        className="input"
        value={props.value}
        required={!props.optionalText}
        aria-invalid={props.error || props.invalid ? true : undefined}
        aria-describedby={describedBy(id, props)}
        onChange={(e) => props.onChange(props.name, e.currentTarget.value)}
      >
        {props.empty !== undefined && <option value="">{props.empty}</option>}
        {/* A saved value the list no longer has stays choosable, rather than silently lost. */}
        {!known && <option value={props.value}>{props.value}</option>}
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <Extras id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

/** One of a few choices, as radio buttons in a fieldset. */
export function RadioGroup(
  props: Common & {
    readonly value: string;
    readonly onChange: (name: string, value: string) => void;
    readonly choices: readonly Choice[];
  },
) {
  const id = fieldId(props.form, props.name);
  return (
    <fieldset
      className={props.wide ? 'field field-wide' : 'field'}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy(id, props)}
    >
      <legend>
        <LabelText label={props.label} optionalText={props.optionalText} />
      </legend>
      <div className="choice-row">
        {props.choices.map((c, i) => (
          <label key={c.value} className="choice">
            <input
              type="radio"
              id={i === 0 ? id : undefined}
              name={id}
              value={c.value}
              checked={props.value === c.value}
              onChange={() => props.onChange(props.name, c.value)}
            />
            {c.label}
          </label>
        ))}
      </div>
      <Extras id={id} hint={props.hint} error={props.error} />
    </fieldset>
  );
}

/** Any number of choices, as checkboxes in a fieldset. */
export function CheckboxGroup(
  props: Common & {
    readonly values: readonly string[];
    readonly onChange: (name: string, values: string[]) => void;
    readonly choices: readonly Choice[];
  },
) {
  const id = fieldId(props.form, props.name);
  const toggle = (value: string, on: boolean) =>
    props.onChange(
      props.name,
      props.choices.map((c) => c.value).filter((v) => (v === value ? on : props.values.includes(v))),
    );
  return (
    <fieldset
      className={props.wide ? 'field field-wide' : 'field'}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy(id, props)}
    >
      <legend>
        <LabelText label={props.label} optionalText={props.optionalText} />
      </legend>
      <div className="choice-row">
        {props.choices.map((c, i) => (
          <label key={c.value} className="choice">
            <input
              type="checkbox"
              id={i === 0 ? id : undefined}
              name={props.name}
              value={c.value}
              checked={props.values.includes(c.value)}
              onChange={(e) => toggle(c.value, e.currentTarget.checked)}
            />
            {c.label}
          </label>
        ))}
      </div>
      <Extras id={id} hint={props.hint} error={props.error} />
    </fieldset>
  );
}

/** A yes-or-no setting as one checkbox. */
export function Checkbox(
  props: Common & {
    readonly checked: boolean;
    readonly onChange: (name: string, checked: boolean) => void;
  },
) {
  const id = fieldId(props.form, props.name);
  return (
    <div className={props.wide ? 'field field-wide' : 'field'}>
      <label htmlFor={id} className="choice">
        <input
          id={id}
          type="checkbox"
          name={props.name}
          checked={props.checked}
          aria-describedby={describedBy(id, props)}
          onChange={(e) => props.onChange(props.name, e.currentTarget.checked)}
        />
        {props.label}
      </label>
      <Extras id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

/** A failure inside a dialog (a notification behind the modal would not be seen). */
export function DialogAlert({ title, description }: { title: string; description: string }) {
  return (
    <div className="dialog-alert" role="alert">
      <p className="alert-title">{title}</p>
      <p>{description}</p>
    </div>
  );
}

/** Moves focus to the first invalid control of a form, in the form's order. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = first?.matches('input, select, textarea')
    ? first
    : first?.querySelector<HTMLElement>('input');
  target?.focus();
}
