import type { Catalogue } from '@ezc/domain/i18n/en';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { apiFetch } from '../../lib/api-client';
import { notify } from '../../stores/notifications';

/**
 * The Admin publishes a new Privacy Notice version: its date and what changed in both languages.
 * Customers are then asked to accept it at their next sign-in.
 */
interface Props {
  readonly texts: Catalogue['privacyNotice'];
}

interface Notice {
  readonly Version: string;
  readonly PublishedAt: string;
}

const parse = (body: unknown): Notice | undefined => {
  const data = (body as { Data?: Partial<Notice> } | null)?.Data;
  return typeof data?.Version === 'string' && typeof data.PublishedAt === 'string'
    ? { Version: data.Version, PublishedAt: data.PublishedAt }
    : undefined;
};

const ddmmyyyy = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

export default function PrivacyNoticePanel({ texts }: Props) {
  const [current, setCurrent] = useState<Notice | undefined>(undefined);
  const [version, setVersion] = useState('');
  const [changesEn, setChangesEn] = useState('');
  const [changesMs, setChangesMs] = useState('');
  const [errors, setErrors] = useState<{ version?: string; changes?: string }>({});
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    void apiFetch('/api/privacy-notice', { failureTitle: texts.fetchFailed, parse }).then((r) => {
      if (r.ok) setCurrent(r.data);
    });
  }, [texts]);

  const publish = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = {
      ...(version ? {} : { version: texts.versionRequired }),
      ...(changesEn.trim() && changesMs.trim() ? {} : { changes: texts.changesRequired }),
    };
    setErrors(found);
    if (found.version || found.changes) return;
    setBusy(true);
    const r = await apiFetch('/api/privacy-notice', {
      body: { Version: version, ChangesEn: changesEn.trim(), ChangesMs: changesMs.trim() },
      failureTitle: texts.publishFailed,
      parse,
    });
    setBusy(false);
    if (!r.ok) return;
    setCurrent(r.data);
    setVersion('');
    setChangesEn('');
    setChangesMs('');
    notify({ type: 'success', title: texts.published.replace('{version}', r.data.Version) });
  };

  return (
    <section className="card panel privacy-notice" aria-labelledby={`${id}-title`} aria-busy={!current}>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <p className="help">{texts.help}</p>
      <p data-notice-current>
        {current
          ? texts.current
              .replace('{version}', current.Version)
              .replace('{date}', ddmmyyyy(current.PublishedAt))
          : texts.loading}
      </p>
      <form onSubmit={(e) => void publish(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-version`}>{texts.version}</label>
          <input
            id={`${id}-version`}
            className="input"
            type="date"
            value={version}
            aria-invalid={errors.version ? 'true' : undefined}
            aria-describedby={errors.version ? `${id}-version-error` : undefined}
            onChange={(e) => setVersion(e.currentTarget.value)}
          />
          {errors.version && (
            <p className="field-error" id={`${id}-version-error`}>
              {errors.version}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-en`}>{texts.changesEn}</label>
          <textarea
            id={`${id}-en`}
            className="input"
            rows={3}
            maxLength={1000}
            value={changesEn}
            aria-invalid={errors.changes && !changesEn.trim() ? 'true' : undefined}
            aria-describedby={errors.changes ? `${id}-changes-error` : undefined}
            onChange={(e) => setChangesEn(e.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-ms`}>{texts.changesMs}</label>
          <textarea
            id={`${id}-ms`}
            className="input"
            rows={3}
            maxLength={1000}
            value={changesMs}
            aria-invalid={errors.changes && !changesMs.trim() ? 'true' : undefined}
            aria-describedby={errors.changes ? `${id}-changes-error` : undefined}
            onChange={(e) => setChangesMs(e.currentTarget.value)}
          />
          {errors.changes && (
            <p className="field-error" id={`${id}-changes-error`}>
              {errors.changes}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? texts.publishing : texts.publish}
        </button>
      </form>
    </section>
  );
}
