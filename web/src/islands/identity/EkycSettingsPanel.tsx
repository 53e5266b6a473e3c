import type { Catalogue } from '@ezc/domain/i18n/en';
import { useEffect, useId, useState } from 'react';
import { api } from '../../lib/api-client';
import { notify } from '../../stores/notifications';

/**
 * The Admin's switch for the Profile menu's Perform KYC entry (spec §2: disabled until enabled):
 * one checkbox and Save. Pages draw the menu from the saved setting on their next load.
 */
interface Props {
  readonly texts: Catalogue['ekycSettings'];
}

interface Setting {
  readonly Enabled: boolean;
  readonly IsDefault: boolean;
}

const parse = (body: unknown): Setting | undefined => {
  const data = (body as { Data?: Partial<Setting> } | null)?.Data;
  return typeof data?.Enabled === 'boolean' && typeof data.IsDefault === 'boolean'
    ? { Enabled: data.Enabled, IsDefault: data.IsDefault }
    : undefined;
};

export default function EkycSettingsPanel({ texts }: Props) {
  const [saved, setSaved] = useState<Setting | undefined>(undefined);
  const [draft, setDraft] = useState<boolean | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  const noteId = useId();

  useEffect(() => {
    void api.get('/api/settings/ekyc', { failureTitle: texts.fetchFailed, parse }).then((r) => {
      if (r.ok) setSaved(r.data);
    });
  }, [texts]);

  const save = async () => {
    if (draft === undefined || saving) return;
    setSaving(true);
    const r = await api.post(
      '/api/settings/ekyc',
      { Enabled: draft },
      { failureTitle: texts.saveFailed, parse },
    );
    setSaving(false);
    if (!r.ok) return;
    setSaved(r.data);
    setDraft(undefined);
    notify({ type: 'success', title: texts.saved });
  };

  const enabled = draft ?? saved?.Enabled ?? false;
  return (
    <section className="card panel ekyc-settings" aria-labelledby={headingId} aria-busy={saved === undefined}>
      <h2 id={headingId}>{texts.title}</h2>
      <p className="help" id={noteId}>
        {texts.help} {saved?.IsDefault ? texts.usingDefault : ''}
      </p>
      {saved === undefined ? (
        <p className="placeholder">{texts.loading}</p>
      ) : (
        <>
          <label className="role-choice">
            <input
              type="checkbox"
              checked={enabled}
              disabled={saving}
              aria-describedby={noteId}
              onChange={(e) => {
                const next = e.currentTarget.checked;
                setDraft(next === saved.Enabled ? undefined : next);
              }}
            />
            {texts.enable}
          </label>
          <div>
            <button
              type="button"
              className="btn btn-primary"
              aria-busy={saving}
              disabled={draft === undefined || saving}
              onClick={() => void save()}
            >
              {saving ? texts.saving : texts.save}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
