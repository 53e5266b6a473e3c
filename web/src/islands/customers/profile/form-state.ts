import { ruleTextKey } from '@ezc/domain/customers/field-rules';
import type { Catalogue } from '@ezc/domain/i18n/index';
import { useCallback, useState } from 'react';

export { serverFieldErrors } from '../server-fields';

/**
 * Form state for the profile sections: values as flat strings keyed by the API's field path
 * ('Address.Postcode'), checked by the domain's own zod schemas (the ones the API uses), and
 * errors by the same paths, whether the browser or the server found them.
 */

export type Values = Readonly<Record<string, string>>;
export type Errors = Readonly<Record<string, string>>;
export type ValidationTexts = Catalogue['validation'];

export function useFormState(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = useCallback((name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _, ...rest } = e;
      return rest;
    });
  }, []);
  return { values, errors, set, setErrors, setValues };
}

/**
 * The body a schema takes, from flat values: dotted names become nested objects, and empty
 * optional fields are left out (the schemas treat absent and empty alike).
 */
export function nest(values: Values, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const value = values[name];
    if (value === undefined || value === '') continue;
    const parts = name.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] as string] = value;
  }
  return out;
}

/** Nested values of a record, flattened to dotted names (the reverse of `nest`). */
export function flatten(record: object | undefined, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, flatten(value, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(value);
  }
  return out;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** A rule's message in the page's language: by its catalogue key, else the English text. */
export function issueText(issue: Issue, texts: ValidationTexts): string {
  const key =
    (typeof issue.params?.textKey === 'string' ? issue.params.textKey : undefined) ??
    ruleTextKey(issue.message);
  const name = key?.startsWith('validation.')
    ? (key.slice('validation.'.length) as keyof ValidationTexts)
    : undefined;
  if (!name || !(name in texts)) return issue.message;
  return texts[name].replace(/\{(\w+)\}/g, (m, k: string) => {
    const v = issue.params?.[k];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : m;
  });
}

/** The first message for each field path. */
export function issuesToErrors(issues: readonly Issue[], texts: ValidationTexts): Errors {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in out)) out[path] = issueText(issue, texts);
  }
  return out;
}

/** Moves focus to the first invalid field of a form, in the form's order. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  // A group of radio buttons is marked as a whole; its first choice takes the focus.
  const target = first?.matches('input, select, textarea')
    ? first
    : first?.querySelector<HTMLElement>('input');
  target?.focus();
}
