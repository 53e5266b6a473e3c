import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import type { ProfileEditorTexts } from '../../../components/customers/profile/editor-texts';
import type { ApiResult } from '../../../lib/api-client';
import { notify } from '../../../stores/notifications';
import { useHydrated } from '../hydrated';
import {
  type Errors,
  focusFirstError,
  issuesToErrors,
  nest,
  serverFieldErrors,
  useFormState,
  type Values,
} from './form-state';

interface Schema {
  safeParse(value: unknown): {
    success: boolean;
    error?: {
      issues: readonly { path: readonly PropertyKey[]; message: string; params?: Record<string, unknown> }[];
    };
  };
}

interface SectionOptions {
  readonly texts: ProfileEditorTexts;
  readonly initial: Values;
  /** The field paths the form sends, given what is chosen (an NRIC or a passport, say). */
  readonly names: (values: Values) => readonly string[];
  readonly schema: Schema;
  /** The section's name in the success message. */
  readonly label: string;
  /** Sends the checked body; answers the API's result. */
  readonly send: (body: Record<string, unknown>) => Promise<ApiResult<unknown>>;
  readonly onSaved?: () => void | Promise<void>;
  /** Paths that belong to another section (shown in the summary, not by a field). */
  readonly extra?: (values: Values) => Record<string, unknown>;
}

/**
 * One profile section's form: checked with the domain's schema before sending, sent, and the
 * server's field messages shown by their fields when it refuses.
 */
export function useSection(o: SectionOptions) {
  const state = useFormState(o.initial);
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<readonly string[] | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (errors: Errors, names: readonly string[]) => {
    state.setErrors(errors);
    // Messages for paths no field of this form shows still need saying.
    setSummary(
      Object.entries(errors)
        .filter(([path]) => !names.includes(path))
        .map(([path, text]) => `${path}: ${text}`),
    );
    requestAnimationFrame(() => focusFirstError(formRef.current));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const names = o.names(state.values);
    const body = { ...nest(state.values, names), ...o.extra?.(state.values) };
    const parsed = o.schema.safeParse(body);
    if (!parsed.success) {
      showErrors(issuesToErrors(parsed.error?.issues ?? [], o.texts.validation), names);
      return;
    }
    setSaving(true);
    try {
      const result = await o.send(body);
      if (!result.ok) {
        const errors = serverFieldErrors(result.message, names);
        if (Object.keys(errors).length > 0) showErrors(errors, names);
        return;
      }
      state.setErrors({});
      setSummary(undefined);
      notify({
        type: 'success',
        title: o.texts.profile.saved,
        description: o.texts.profile.savedText.replace('{section}', o.label),
      });
      await o.onSaved?.();
    } finally {
      setSaving(false);
    }
  }

  return { ...state, saving, summary, formRef, onSubmit };
}

export function SectionForm({
  id,
  title,
  texts,
  section,
  children,
  actions,
}: {
  id: string;
  title: string;
  texts: ProfileEditorTexts;
  section: ReturnType<typeof useSection>;
  children: ReactNode;
  /** More buttons beside Save (e.g. Cancel). */
  actions?: ReactNode;
}) {
  const invalid = Object.keys(section.errors).length > 0;
  const ready = useHydrated();
  return (
    <section className="card edit-section" id={id} aria-labelledby={`${id}-title`} data-section={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form
        ref={section.formRef}
        noValidate
        onSubmit={(e) => void section.onSubmit(e)}
        aria-busy={section.saving}
      >
        {invalid && (
          <div className="form-summary" role="alert">
            <p>{texts.profile.fixErrors}</p>
            {section.summary && section.summary.length > 0 && (
              <ul>
                {section.summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <fieldset className="form-body" disabled={!ready}>
          <div className="field-grid">{children}</div>
          <div className="form-actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={section.saving}
              aria-busy={section.saving}
            >
              <span className="spinner" aria-hidden="true" />
              {section.saving ? texts.profile.saving : texts.profile.save}
            </button>
            {actions}
          </div>
        </fieldset>
      </form>
    </section>
  );
}
