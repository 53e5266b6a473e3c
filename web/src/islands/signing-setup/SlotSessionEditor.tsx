import { slotSessionInputSchema, slotSessionUpdateSchema, weekdays } from '@ezc/domain/signing/slots';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { NotificationInput } from '../../stores/notifications';
import { serverFieldErrors } from '../customers/server-fields';
import EditorDialog, { focusFirstControl } from '../lending-setup/EditorDialog';
import { errorsOf, translatorOver } from '../lending-setup/messages';
import { findOne, hideManageButtons, send } from '../lending-setup/setup-api';
import {
  DialogAlert,
  fieldBinder,
  fieldSetter,
  focusFirstInvalid,
  SelectInput,
  TextInput,
} from '../lending-setup/setup-fields';
import type { SlotConfig } from './slot-config';
import { fill, NEW_SESSION, SESSION_FIELDS, sessionBody, type Values, valuesOf } from './slot-values';

/**
 * A weekday session's editor: the day and the hours (24-hour, Malaysia time). Saved, the page
 * reloads with its notification; an overlap with another session of the day is the server's
 * refusal, said inside the dialog.
 */
interface Props {
  readonly config: SlotConfig;
  /** The session to edit; a new one without it. */
  readonly slotSessionId?: string | undefined;
  readonly onClose: (notes: readonly NotificationInput[]) => void;
}

const FORM = 'slot-session';

export default function SlotSessionEditor({ config, slotSessionId, onClose }: Props) {
  const { texts, common: c } = config;
  const s = texts.sessions;
  const slotGroupId = config.slotGroupId ?? '';
  const t = useMemo(() => translatorOver(config.messages), [config.messages]);
  const creating = slotSessionId === undefined;
  const [loading, setLoading] = useState(!creating);
  const [loadFailed, setLoadFailed] = useState(false);
  const [values, setValues] = useState<Values>(NEW_SESSION);
  const [loaded, setLoaded] = useState<Values>(NEW_SESSION);
  const [errors, setErrors] = useState<Values>({});
  const [alert, setAlert] = useState<{ title: string; description: string } | undefined>();
  const [saving, setSaving] = useState(false);
  const notes = useRef<NotificationInput[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const dayOf = (weekday: string | undefined) =>
    texts.weekdays[(weekday ?? '') as keyof typeof texts.weekdays] ?? weekday ?? '';
  const title = creating
    ? s.addTitle
    : fill(s.editTitle, {
        day: dayOf(loaded.Weekday),
        start: loaded.StartTime ?? '',
        end: loaded.EndTime ?? '',
      });

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the dialog opens
  useEffect(() => {
    if (creating) return;
    void findOne<Record<string, unknown>>('/appointment-slot-sessions/find-one', {
      SlotSessionId: slotSessionId,
    }).then((answer) => {
      setLoading(false);
      if (!answer.ok) {
        setLoadFailed(true);
        setAlert({ title: s.fetchFailed, description: answer.message ?? config.defaultDescription });
        return;
      }
      const current = valuesOf(answer.data, SESSION_FIELDS);
      setValues(current);
      setLoaded(current);
      requestAnimationFrame(() => focusFirstControl(form.current?.closest('dialog')));
    });
  }, []);

  const set = fieldSetter(setValues, setErrors);
  const bind = fieldBinder(FORM, values, errors, set);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const body = sessionBody(values, slotGroupId, slotSessionId);
    const parsed = creating
      ? slotSessionInputSchema.safeParse(body)
      : slotSessionUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues, t));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setSaving(true);
    setAlert(undefined);
    const answer = await send(`/appointment-slot-sessions/${creating ? 'add' : 'update'}`, parsed.data);
    setSaving(false);
    if (!answer.ok) {
      setAlert({
        title: creating ? s.createFailed : s.editFailed,
        description: answer.message ?? config.defaultDescription,
      });
      setErrors(serverFieldErrors(answer.message, SESSION_FIELDS));
      if (answer.status === 403) hideManageButtons();
      return;
    }
    const words = {
      day: dayOf(String(parsed.data.Weekday)),
      start: parsed.data.StartTime,
      end: parsed.data.EndTime,
    };
    notes.current.push({
      type: 'success',
      title: creating ? s.created : s.edited,
      description: fill(creating ? s.createdText : s.editedText, words),
    });
    form.current?.closest('dialog')?.close();
  };

  return (
    <EditorDialog title={title} closeLabel={c.close} busy={loading} onClose={() => onClose(notes.current)}>
      {alert && <DialogAlert title={alert.title} description={alert.description} />}
      {loading ? (
        <p className="muted">{c.loading}</p>
      ) : loadFailed ? null : (
        <form
          ref={form}
          className="setup-form"
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-label={title}
        >
          <div className="field-grid">
            <SelectInput
              {...bind('Weekday')}
              label={s.weekday}
              wide
              choices={weekdays.map((d) => ({ value: String(d), label: dayOf(String(d)) }))}
            />
            <TextInput {...bind('StartTime')} label={s.startTime} hint={s.timeHint} maxLength={5} />
            <TextInput {...bind('EndTime')} label={s.endTime} hint={s.timeHint} maxLength={5} />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" aria-busy={saving} disabled={saving}>
              {saving ? c.saving : s.save}
            </button>
            <button type="button" className="btn" onClick={(e) => e.currentTarget.closest('dialog')?.close()}>
              {c.cancel}
            </button>
          </div>
        </form>
      )}
    </EditorDialog>
  );
}
