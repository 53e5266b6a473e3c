import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import {
  $mfaDraft,
  $mfaLoadState,
  $mfaSaving,
  $mfaSettings,
  loadMfaSettings,
  type MfaRole,
  type SecurityTexts,
  saveMfaSettings,
  setRequiredRole,
} from '../../stores/mfa-settings';

/**
 * Which staff roles must use two-step sign-in: one checkbox per role, whether the default still
 * applies, and Save. The role list comes from the page (the domain's), typed as the API accepts.
 */
interface Props {
  readonly texts: SecurityTexts;
  readonly staffRoles: readonly MfaRole[];
}

export default function MfaSettingsPanel({ texts, staffRoles }: Props) {
  const settings = useStore($mfaSettings);
  const draft = useStore($mfaDraft);
  const saving = useStore($mfaSaving);
  const loadState = useStore($mfaLoadState);
  const headingId = useId();
  const noteId = useId();

  useEffect(() => {
    void loadMfaSettings(texts, staffRoles);
  }, [texts, staffRoles]);

  const chosen = draft ?? settings?.Roles ?? [];

  return (
    <section
      className="card panel mfa-settings"
      aria-labelledby={headingId}
      aria-busy={loadState === 'loading'}
    >
      <h2 id={headingId}>{texts.title}</h2>
      <p className="help">{texts.help}</p>
      {settings === undefined ? (
        <p className="placeholder">{loadState === 'loading' ? texts.loading : ''}</p>
      ) : (
        <>
          <fieldset className="role-set" disabled={saving} aria-describedby={noteId}>
            <legend>{texts.rolesLegend}</legend>
            {staffRoles.map((role) => (
              <label key={role} className="role-choice">
                <input
                  type="checkbox"
                  checked={chosen.includes(role)}
                  onChange={(e) => setRequiredRole(role, e.currentTarget.checked, staffRoles)}
                />
                {role}
              </label>
            ))}
          </fieldset>
          <div id={noteId} className="mfa-notes">
            <p>
              <strong>{settings.IsDefault ? texts.usingDefault : texts.usingChoice}</strong>{' '}
              {texts.defaultNote}
            </p>
            <p>{texts.nextSignIn}</p>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            aria-busy={saving}
            disabled={draft === undefined || saving}
            onClick={() => void saveMfaSettings(texts, staffRoles)}
          >
            {saving ? texts.saving : texts.save}
          </button>
        </>
      )}
    </section>
  );
}
