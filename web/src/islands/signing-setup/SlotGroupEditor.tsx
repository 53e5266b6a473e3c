import {
  slotGroupInputSchema,
  slotGroupStatuses,
  slotGroupTypes,
  slotGroupUpdateSchema,
} from '@ezc/domain/signing/slots';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { flash, type NotificationInput } from '../../stores/notifications';
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
import { sessionsPath } from './slot-paths';
import { fill, GROUP_FIELDS, groupBody, NEW_GROUP, type Values, valuesOf } from './slot-values';

/**
 * A slot group's editor: its name, the attestor (chosen from the active attorneys), what it is
 * kept for, a description, its type and status. A new group, once registered, opens its weekday
 * sessions page; a change reloads the listing. Either way with its notification.
 */
interface Props {
  readonly config: SlotConfig;
  /** The group to edit; a new one without it. */
  readonly slotGroupId?: string | undefined;
  readonly onClose: (notes: readonly NotificationInput[]) => void;
}

const FORM = 'slot-group';

export default function SlotGroupEditor({ config, slotGroupId, onClose }: Props) {
  const { texts, common: c } = config;
  const g = texts.groups;
  const t = useMemo(() => translatorOver(config.messages), [config.messages]);
  const creating = slotGroupId === undefined;
  const [loading, setLoading] = useState(!creating);
  const [loadFailed, setLoadFailed] = useState(false);
  const [values, setValues] = useState<Values>(NEW_GROUP);
  const [errors, setErrors] = useState<Values>({});
  const [alert, setAlert] = useState<{ title: string; description: string } | undefined>();
  const [saving, setSaving] = useState(false);
  const notes = useRef<NotificationInput[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const title = creating ? g.createTitle : fill(g.editTitle, { name: values.Name || slotGroupId || '' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the dialog opens
  useEffect(() => {
    if (creating) return;
    void findOne<Record<string, unknown>>('/appointment-slot-groups/find-one', {
      SlotGroupId: slotGroupId,
    }).then((answer) => {
      setLoading(false);
      if (!answer.ok) {
        setLoadFailed(true);
        setAlert({ title: g.fetchFailed, description: answer.message ?? config.defaultDescription });
        return;
      }
      setValues(valuesOf(answer.data, GROUP_FIELDS));
      requestAnimationFrame(() => focusFirstControl(form.current?.closest('dialog')));
    });
  }, []);

  const set = fieldSetter(setValues, setErrors);
  const bind = fieldBinder(FORM, values, errors, set);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const body = groupBody(values, slotGroupId);
    const parsed = creating ? slotGroupInputSchema.safeParse(body) : slotGroupUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues, t));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setSaving(true);
    setAlert(undefined);
    const answer = await send(`/appointment-slot-groups/${creating ? 'add' : 'update'}`, parsed.data);
    setSaving(false);
    if (!answer.ok) {
      setAlert({
        title: creating ? g.createFailed : g.editFailed,
        description: answer.message ?? config.defaultDescription,
      });
      setErrors(serverFieldErrors(answer.message, GROUP_FIELDS));
      if (answer.status === 403) hideManageButtons();
      return;
    }
    const name = parsed.data.Name;
    if (creating) {
      const saved = answer.data.Data as { SlotGroupId?: unknown } | undefined;
      const id = typeof saved?.SlotGroupId === 'string' ? saved.SlotGroupId : undefined;
      if (id) {
        // Registered: on to its weekday sessions, the notification going along.
        flash({ type: 'success', title: g.created, description: fill(g.createdText, { name }) });
        window.location.assign(sessionsPath(id));
        return;
      }
    }
    notes.current.push({
      type: 'success',
      title: creating ? g.created : g.edited,
      description: fill(creating ? g.createdText : g.editedText, { name }),
    });
    form.current?.closest('dialog')?.close();
  };

  const attestors = config.attestors;
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
            <TextInput {...bind('Name')} label={g.name} maxLength={100} wide />
            {attestors ? (
              <SelectInput
                {...bind('AttestatorId')}
                label={g.attestor}
                hint={attestors.length === 0 ? g.noAttestors : g.attestorHint}
                empty={g.chooseAttestor}
                choices={attestors.map((a) => ({ value: a.code, label: `${a.name} (${a.code})` }))}
              />
            ) : (
              <TextInput
                {...bind('AttestatorId')}
                label={g.attestor}
                hint={g.attestorIdHint}
                maxLength={40}
                autoCapitalize="characters"
              />
            )}
            <TextInput
              {...bind('RelatedObjectId')}
              label={g.relatedObjectId}
              hint={g.relatedObjectHint}
              optionalText={c.optional}
              maxLength={100}
            />
            <TextInput
              {...bind('Description')}
              label={g.description}
              optionalText={c.optional}
              maxLength={500}
              wide
            />
            <SelectInput
              {...bind('Type')}
              label={g.type}
              choices={slotGroupTypes.map((v) => ({ value: v, label: texts.types[v] }))}
            />
            <SelectInput
              {...bind('Status')}
              label={c.status}
              choices={slotGroupStatuses.map((v) => ({
                value: v,
                label: v === 'Active' ? c.active : c.inactive,
              }))}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" aria-busy={saving} disabled={saving}>
              {saving ? c.saving : creating ? g.register : g.save}
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
