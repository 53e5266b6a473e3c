import { packageInputSchema, partnerInputSchema, recordStatuses } from '@ezc/domain/lending/product';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { NotificationInput } from '../../stores/notifications';
import { serverFieldErrors } from '../customers/server-fields';
import EditorDialog, { focusFirstControl } from './EditorDialog';
import { type Errors, recordBody, type Values } from './form-values';
import { errorsOf, translatorOver } from './messages';
import { findOne, hideManageButtons, send } from './setup-api';
import type { SetupConfig } from './setup-config';
import {
  DialogAlert,
  fieldBinder,
  fieldSetter,
  focusFirstInvalid,
  SelectInput,
  TextInput,
} from './setup-fields';

/**
 * The package and partner editors: a handful of codes and names and a status. A package may name
 * its partner (chosen from the partners the person may read). Saved, the listing reloads with the
 * notification of spec §8.
 */
interface Props {
  readonly config: SetupConfig;
  /** The record to edit; a new one without it. */
  readonly recordKey?: string | undefined;
  readonly onClose: (notes: readonly NotificationInput[]) => void;
}

interface Spec {
  readonly keyField: 'PackageCode' | 'PartnerCode';
  readonly fields: readonly string[];
  readonly schema: typeof packageInputSchema | typeof partnerInputSchema;
  readonly path: string;
}

const SPECS: Readonly<Record<'package' | 'partner', Spec>> = {
  package: {
    keyField: 'PackageCode',
    fields: ['PackageCode', 'Name', 'CompanyCode', 'PartnerCode', 'Status'],
    schema: packageInputSchema,
    path: '/packages',
  },
  partner: {
    keyField: 'PartnerCode',
    fields: ['PartnerCode', 'Name', 'AccountCode', 'CompanyCode', 'Status'],
    schema: partnerInputSchema,
    path: '/partners',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

export default function RecordEditor({ config, recordKey, onClose }: Props) {
  const kind = config.kind === 'partner' ? 'partner' : 'package';
  const spec = SPECS[kind];
  const { texts, notify: n } = config;
  const c = texts.common;
  const t = useMemo(() => translatorOver(config.messages), [config.messages]);
  const creating = recordKey === undefined;
  const [loading, setLoading] = useState(!creating);
  const [loadFailed, setLoadFailed] = useState(false);
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(spec.fields.map((name) => [name, name === 'Status' ? 'Active' : ''])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<{ title: string; description: string } | undefined>();
  const [saving, setSaving] = useState(false);
  const notes = useRef<NotificationInput[]>([]);
  const form = useRef<HTMLFormElement>(null);

  // What this kind of record says: spec §8's package texts, the partner's own.
  const words =
    kind === 'package'
      ? {
          title: creating ? texts.package.createTitle : fill(texts.package.editTitle, { code: recordKey }),
          save: texts.package.savePackage,
          codeHint: texts.package.codeHint,
          failed: n.editPackageFailed,
          fetchFailed: n.fetchPackageFailed,
          saved: (): NotificationInput =>
            creating
              ? { type: 'success', title: n.createPackageSuccess, description: n.createPackageSuccessText }
              : { type: 'success', title: n.editPackageSuccess, description: n.editPackageSuccessText },
        }
      : {
          title: creating ? texts.partner.createTitle : fill(texts.partner.editTitle, { code: recordKey }),
          save: texts.partner.savePartner,
          codeHint: texts.partner.codeHint,
          failed: creating ? texts.partner.createFailed : texts.partner.editFailed,
          fetchFailed: texts.partner.fetchFailed,
          saved: (code: string): NotificationInput =>
            creating
              ? {
                  type: 'success',
                  title: texts.partner.created,
                  description: fill(texts.partner.createdText, { code }),
                }
              : {
                  type: 'success',
                  title: texts.partner.edited,
                  description: fill(texts.partner.editedText, { code }),
                },
        };

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the dialog opens
  useEffect(() => {
    if (creating) return;
    void findOne<Record<string, unknown>>(`${spec.path}/find-one`, { [spec.keyField]: recordKey }).then(
      (answer) => {
        setLoading(false);
        if (!answer.ok) {
          setLoadFailed(true);
          // spec §8: 'Fetch Package Failed' says 'An error occured.'
          setAlert({
            title: words.fetchFailed,
            description: kind === 'package' ? n.defaultDescription : (answer.message ?? n.defaultDescription),
          });
          return;
        }
        setValues(
          Object.fromEntries(
            spec.fields.map((name) => {
              const value = answer.data[name];
              return [name, value === undefined || value === null ? '' : String(value)];
            }),
          ),
        );
        requestAnimationFrame(() => focusFirstControl(form.current?.closest('dialog')));
      },
    );
  }, []);

  const set = fieldSetter(setValues, setErrors);
  const bind = fieldBinder(kind, values, errors, set);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = spec.schema.safeParse(recordBody(values, spec.fields));
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues, t));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setSaving(true);
    setAlert(undefined);
    const answer = await send(`${spec.path}/${creating ? 'add' : 'update'}`, parsed.data);
    setSaving(false);
    if (!answer.ok) {
      setAlert({ title: words.failed, description: answer.message ?? n.defaultDescription });
      setErrors(serverFieldErrors(answer.message, spec.fields));
      if (answer.status === 403) hideManageButtons();
      return;
    }
    const code = String((parsed.data as Record<string, unknown>)[spec.keyField] ?? '');
    notes.current.push(words.saved(code));
    form.current?.closest('dialog')?.close();
  };

  const text = (name: string, label: string, optional = false) => (
    <TextInput
      {...bind(name)}
      label={label}
      optionalText={optional ? c.optional : undefined}
      hint={name === spec.keyField && creating ? words.codeHint : undefined}
      readOnly={name === spec.keyField && !creating}
      maxLength={name === 'Name' ? 100 : 40}
      autoCapitalize={name === 'Name' ? undefined : 'characters'}
    />
  );
  const status = (
    <SelectInput
      {...bind('Status')}
      label={c.status}
      choices={recordStatuses.map((v) => ({ value: v, label: v === 'Active' ? c.active : c.inactive }))}
    />
  );

  return (
    <EditorDialog
      title={words.title}
      closeLabel={c.close}
      busy={loading}
      onClose={() => onClose(notes.current)}
    >
      {alert && <DialogAlert title={alert.title} description={alert.description} />}
      {loading ? (
        <p className="muted">{c.loading}</p>
      ) : loadFailed ? null : (
        <form
          ref={form}
          className="setup-form"
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-label={words.title}
        >
          <div className="field-grid">
            {kind === 'package' ? (
              <>
                {text('PackageCode', texts.package.packageCode)}
                {text('Name', texts.package.name)}
                {text('CompanyCode', texts.package.companyCode)}
                {config.partners ? (
                  <SelectInput
                    {...bind('PartnerCode')}
                    label={texts.package.partner}
                    optionalText={c.optional}
                    empty={texts.package.noPartner}
                    choices={config.partners.map((o) => ({ value: o.code, label: `${o.code} – ${o.name}` }))}
                  />
                ) : (
                  text('PartnerCode', texts.package.partnerCode, true)
                )}
              </>
            ) : (
              <>
                {text('PartnerCode', texts.partner.partnerCode)}
                {text('Name', texts.partner.name)}
                {text('AccountCode', texts.partner.accountCode)}
                {text('CompanyCode', texts.partner.companyCode, true)}
              </>
            )}
            {status}
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" aria-busy={saving} disabled={saving}>
              {saving ? c.saving : words.save}
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
