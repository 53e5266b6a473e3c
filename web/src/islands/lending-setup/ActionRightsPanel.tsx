import type { Catalogue } from '@ezc/domain/i18n/en';
import { useEffect, useId, useState } from 'react';
import { apiFetch } from '../../lib/api-client';
import { notify } from '../../stores/notifications';

/**
 * The Admin's grant of lending actions to staff roles (who may manage products, approve
 * applications, stamp and disburse loans…): a table of actions by roles with a checkbox each, saved
 * as a whole. The server reads the saved grant on every action, so a change applies at once.
 */
interface Props {
  readonly texts: Catalogue['lendingSetup']['actionRights'];
  /** The staff roles, in the product's order, for when the answer does not list them. */
  readonly staffRoles: readonly string[];
}

type Rights = Readonly<Record<string, readonly string[]>>;

interface Grant {
  readonly Rights: Rights;
  readonly Actions: readonly string[];
  readonly Roles: readonly string[];
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;

function parseGrant(body: unknown): Grant | undefined {
  const data = (body as { Data?: Record<string, unknown> } | null)?.Data;
  const rights = data?.Rights;
  if (typeof rights !== 'object' || rights === null) return undefined;
  const clean: Record<string, string[]> = {};
  for (const [action, roles] of Object.entries(rights)) clean[action] = strings(roles) ?? [];
  return {
    Rights: clean,
    Actions: strings(data?.Actions) ?? Object.keys(clean),
    Roles: strings(data?.Roles) ?? [],
  };
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

const same = (a: Rights, b: Rights, actions: readonly string[]) =>
  actions.every((action) => {
    const x = a[action] ?? [];
    const y = b[action] ?? [];
    return x.length === y.length && x.every((r) => y.includes(r));
  });

export default function ActionRightsPanel({ texts, staffRoles }: Props) {
  const [grant, setGrant] = useState<Grant | undefined>();
  const [draft, setDraft] = useState<Rights | undefined>();
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  const helpId = useId();
  const noteId = useId();

  useEffect(() => {
    void apiFetch<Grant>('/api/settings/action-rights/find', {
      method: 'POST',
      body: {},
      failureTitle: texts.fetchFailed,
      parse: parseGrant,
    }).then((answer) => {
      if (answer.ok) setGrant(answer.data);
    });
  }, [texts]);

  const rights = draft ?? grant?.Rights ?? {};
  const actions = grant?.Actions ?? [];
  const roles = grant && grant.Roles.length > 0 ? grant.Roles : staffRoles;
  const changed = grant !== undefined && draft !== undefined && !same(draft, grant.Rights, actions);
  const label = (action: string) => (texts.actions as Readonly<Record<string, string>>)[action] ?? action;

  const toggle = (action: string, role: string, on: boolean) => {
    const current = rights[action] ?? [];
    const next = roles.filter((r) => (r === role ? on : current.includes(r)));
    setDraft({ ...rights, [action]: next });
  };

  const save = async () => {
    if (!grant || !draft || saving) return;
    setSaving(true);
    const answer = await apiFetch<Grant>('/api/settings/action-rights/update', {
      method: 'POST',
      body: { Rights: draft },
      failureTitle: texts.saveFailed,
      parse: parseGrant,
    });
    setSaving(false);
    if (!answer.ok) return;
    setGrant({ ...grant, Rights: answer.data.Rights });
    setDraft(undefined);
    notify({ type: 'success', title: texts.saved, description: texts.savedText });
  };

  return (
    <section
      className="card panel action-rights"
      aria-labelledby={headingId}
      aria-busy={grant === undefined}
      data-action-rights
    >
      <h2 id={headingId}>{texts.title}</h2>
      <p className="help" id={helpId}>
        {texts.help}
      </p>
      {grant === undefined ? (
        <p className="placeholder">{texts.loading}</p>
      ) : (
        <>
          <p className="action-rights-hint">{texts.scrollHint}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be focusable (WCAG 2.1.1) */}
          <section className="table-scroll" aria-labelledby={headingId} tabIndex={0}>
            <table className="data-table matrix">
              <caption className="visually-hidden">{texts.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.action}</th>
                  {roles.map((role) => (
                    <th scope="col" key={role}>
                      {role}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {actions.map((action) => (
                  <tr key={action} data-action={action}>
                    <th scope="row">{label(action)}</th>
                    {roles.map((role) => (
                      <td key={role} className="check-cell">
                        <input
                          type="checkbox"
                          aria-label={fill(texts.checkbox, { role, action: label(action) })}
                          checked={(rights[action] ?? []).includes(role)}
                          disabled={saving}
                          onChange={(e) => toggle(action, role, e.currentTarget.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div className="action-rights-save">
            <button
              type="button"
              className="btn btn-primary"
              aria-busy={saving}
              aria-describedby={changed ? noteId : undefined}
              disabled={!changed || saving}
              onClick={() => void save()}
            >
              {saving ? texts.saving : texts.save}
            </button>
            <p id={noteId} className="action-rights-note" aria-live="polite">
              {changed ? texts.unsaved : ''}
            </p>
          </div>
        </>
      )}
    </section>
  );
}
