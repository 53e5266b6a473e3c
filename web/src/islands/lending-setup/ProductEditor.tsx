import {
  earlySettlementPenaltyTypes,
  interestPercentageKinds,
  interestTypes,
  type Product,
  type ProductFee,
  productInputSchema,
  productStatuses,
  regimes,
} from '@ezc/domain/lending/product';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { NotificationInput } from '../../stores/notifications';
import { serverFieldErrors } from '../customers/server-fields';
import ProductVideo from '../signing/ProductVideo';
import EditorDialog, { focusFirstControl } from './EditorDialog';
import {
  type Errors,
  NEW_PRODUCT,
  PRODUCT_FIELDS,
  productBody,
  productValues,
  type Values,
} from './form-values';
import { errorsOf, translatorOver } from './messages';
import ProductFees, { loadFees } from './ProductFees';
import { regimeNote } from './regime-note';
import { findOne, hideManageButtons, send } from './setup-api';
import type { SetupConfig } from './setup-config';
import {
  Checkbox,
  DialogAlert,
  fieldBinder,
  fieldSetter,
  focusFirstInvalid,
  RadioGroup,
  SelectInput,
  TextInput,
} from './setup-fields';

/**
 * The product editor: every field of a product, the regime's rule said beside the rate as it is
 * typed (the Moneylenders Act 1951 cap for the collateral choice), and, once the product exists,
 * its fees. A new product stays open after it is created so its fees can be added at once.
 */
interface Props {
  readonly config: SetupConfig;
  /** The product to edit; a new one without it. */
  readonly sku?: string | undefined;
  /** The dialog closed; the notifications of what was saved, if anything was. */
  readonly onClose: (notes: readonly NotificationInput[]) => void;
}

const FORM = 'product';
const NOTE_ID = 'product-regime-note';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/** The find-one answer: the product, its fees, and the lending actions the caller may take on it now. */
type ProductWithFees = Product & {
  readonly Fees?: readonly ProductFee[];
  readonly Actions?: readonly string[];
};

export default function ProductEditor({ config, sku, onClose }: Props) {
  const { texts, notify: n } = config;
  const c = texts.common;
  const p = texts.product;
  const t = useMemo(() => translatorOver(config.messages), [config.messages]);
  const [savedSku, setSavedSku] = useState<string | undefined>(sku);
  const [loading, setLoading] = useState(sku !== undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  // The listing offered New or Edit because the caller may manage products; find-one says it again.
  const [mayManage, setMayManage] = useState(true);
  const [values, setValues] = useState<Values>(NEW_PRODUCT);
  const [fees, setFees] = useState<readonly ProductFee[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<{ title: string; description: string } | undefined>();
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const notes = useRef<NotificationInput[]>([]);
  const form = useRef<HTMLFormElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the dialog opens
  useEffect(() => {
    if (sku === undefined) return;
    void findOne<ProductWithFees>('/products/find-one', { SKU: sku }).then(async (answer) => {
      if (!answer.ok) {
        setLoading(false);
        setLoadFailed(true);
        setAlert({ title: p.fetchFailed, description: answer.message ?? n.defaultDescription });
        return;
      }
      if (!(answer.data.Actions ?? []).includes(config.action)) {
        // The right was revoked since the listing was rendered: as a refused save would.
        refused();
        setLoading(false);
        setLoadFailed(true);
        setAlert({ title: p.editFailed, description: fill(c.rightsRefused, { action: config.action }) });
        return;
      }
      setValues(productValues(answer.data));
      setFees(answer.data.Fees ?? (await loadFees(sku)));
      setLoading(false);
      requestAnimationFrame(() => focusFirstControl(form.current?.closest('dialog')));
    });
  }, []);

  /** A refusal (403): the listing's buttons and the fees' go for the rest of the page's life. */
  const refused = () => {
    setMayManage(false);
    hideManageButtons();
  };

  const set = fieldSetter(setValues, setErrors);

  const bind = fieldBinder(FORM, values, errors, set);
  const note = regimeNote(values, p);
  const creating = savedSku === undefined;
  const variable = values.InterestPercentageKind !== 'Fixed';
  const penalty = values.EarlySettlementPenaltyType;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    const body = productBody(values);
    const parsed = productInputSchema.safeParse(body);
    if (!parsed.success || note.tone === 'error') {
      setErrors(parsed.success ? {} : errorsOf(parsed.error.issues, t));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setSaving(true);
    setAlert(undefined);
    setStatus('');
    const answer = await send(creating ? '/products/add' : '/products/update', parsed.data);
    setSaving(false);
    if (!answer.ok) {
      // spec §8: the server's message, else 'An error occured.'
      setAlert({
        title: creating ? p.createFailed : p.editFailed,
        description: answer.message ?? n.defaultDescription,
      });
      setErrors(serverFieldErrors(answer.message, PRODUCT_FIELDS));
      if (answer.status === 403) refused();
      return;
    }
    const saved = answer.data.Data as Partial<Product> | undefined;
    const code = saved?.SKU ?? parsed.data.SKU;
    if (creating) {
      const text = fill(p.createdText, { sku: code });
      notes.current.push({ type: 'success', title: n.productCreated, description: text });
      setSavedSku(code);
      setValues((v) => ({ ...v, SKU: code }));
      setStatus(text);
      return;
    }
    notes.current.push({
      type: 'success',
      title: n.productEdited,
      description: fill(p.editedText, { sku: code }),
    });
    form.current?.closest('dialog')?.close();
  };

  const title =
    sku === undefined
      ? savedSku
        ? fill(p.editTitle, { sku: savedSku })
        : p.createTitle
      : fill(p.editTitle, { sku });
  const choices = <T extends string>(list: readonly T[], label: (v: T) => string) =>
    list.map((v) => ({ value: v, label: label(v) }));

  return (
    <EditorDialog title={title} closeLabel={c.close} busy={loading} onClose={() => onClose(notes.current)}>
      {alert && <DialogAlert title={alert.title} description={alert.description} />}
      <p className="dialog-status" role="status">
        {status}
      </p>
      {loading ? (
        <p className="muted">{c.loading}</p>
      ) : loadFailed ? null : (
        <>
          <form
            ref={form}
            className="setup-form"
            noValidate
            onSubmit={(e) => void submit(e)}
            aria-label={p.detailsHeading}
          >
            <div className="field-grid">
              <TextInput
                {...bind('SKU')}
                label={p.sku}
                hint={creating ? p.skuHint : undefined}
                readOnly={!creating}
                maxLength={40}
                autoCapitalize="characters"
              />
              <TextInput {...bind('Name')} label={p.name} maxLength={100} />
              <TextInput
                {...bind('Remark')}
                label={p.remark}
                optionalText={c.optional}
                maxLength={500}
                wide
              />
              <RadioGroup
                {...bind('Regime')}
                label={p.regimeLegend}
                hint={p.regimeHint}
                wide
                choices={choices(regimes, (r) => texts.regimes[r])}
              />
              <RadioGroup
                {...bind('WithCollateralYN')}
                label={p.withCollateralYN}
                choices={[
                  { value: 'Y', label: c.yes },
                  { value: 'N', label: c.no },
                ]}
              />
              <SelectInput
                {...bind('InterestType')}
                label={p.interestType}
                choices={choices(interestTypes, (v) => texts.interestTypes[v])}
              />
              <TextInput
                {...bind('InterestRate')}
                label={p.interestRate}
                inputMode="decimal"
                describedBy={NOTE_ID}
                invalid={tried && note.tone === 'error'}
                maxLength={6}
              />
              {/* The regime's rule for these terms, beside the rate, kept current as they change. */}
              <p
                id={NOTE_ID}
                className={
                  note.tone === 'error' ? 'regime-note is-error field-wide' : 'regime-note field-wide'
                }
                aria-live="polite"
              >
                {note.text}
              </p>
              <SelectInput
                {...bind('InterestPercentageKind')}
                label={p.interestPercentageKind}
                choices={choices(interestPercentageKinds, (v) => texts.interestKinds[v])}
              />
              {variable && (
                <TextInput
                  {...bind('VariableRateMargin')}
                  label={p.variableRateMargin}
                  inputMode="decimal"
                  maxLength={6}
                />
              )}
              <TextInput
                {...bind('NumberOfInstallments')}
                label={p.numberOfInstallments}
                hint={p.installmentsHint}
                inputMode="numeric"
                maxLength={3}
              />
              <TextInput {...bind('MinAmount')} label={p.minAmount} inputMode="decimal" maxLength={16} />
              <TextInput {...bind('MaxAmount')} label={p.maxAmount} inputMode="decimal" maxLength={16} />
              <SelectInput
                {...bind('EarlySettlementPenaltyType')}
                label={p.earlySettlementPenaltyType}
                choices={choices(earlySettlementPenaltyTypes, (v) => texts.penaltyTypes[v])}
              />
              {penalty !== 'None' && (
                <TextInput
                  {...bind('EarlySettlementPenalty')}
                  label={
                    penalty === 'Amount' ? p.earlySettlementPenaltyAmount : p.earlySettlementPenaltyPercent
                  }
                  inputMode="decimal"
                  maxLength={16}
                />
              )}
              <SelectInput
                {...bind('Status')}
                label={c.status}
                choices={choices(productStatuses, (v) => (v === 'Active' ? c.active : c.inactive))}
              />
              {config.packages ? (
                <SelectInput
                  {...bind('PackageCode')}
                  label={p.package}
                  optionalText={c.optional}
                  empty={p.noPackage}
                  choices={config.packages.map((o) => ({ value: o.code, label: `${o.code} – ${o.name}` }))}
                />
              ) : (
                <TextInput
                  {...bind('PackageCode')}
                  label={p.package}
                  optionalText={c.optional}
                  maxLength={40}
                  autoCapitalize="characters"
                />
              )}
              <Checkbox
                form={FORM}
                name="AutoCompanySigningYN"
                label={p.autoCompanySigning}
                hint={p.autoCompanySigningHint}
                checked={values.AutoCompanySigningYN === 'Y'}
                wide
                onChange={(name, checked) => set(name, checked ? 'Y' : 'N')}
              />
            </div>
            <div className="form-actions">
              <button type="submit" className="btn btn-primary" aria-busy={saving} disabled={saving}>
                {saving ? c.saving : creating ? p.createProduct : p.saveProduct}
              </button>
              <button
                type="button"
                className="btn"
                onClick={(e) => e.currentTarget.closest('dialog')?.close()}
              >
                {notes.current.length > 0 ? c.close : c.cancel}
              </button>
            </div>
          </form>
          {savedSku === undefined ? (
            <p className="muted">{texts.fees.saveProductFirst}</p>
          ) : (
            <ProductFees
              config={config}
              sku={savedSku}
              fees={fees}
              mayManage={mayManage}
              onRefused={refused}
              onFees={setFees}
              onNote={(note) => notes.current.push(note)}
            />
          )}
          {savedSku !== undefined && mayManage && (
            <ProductVideo
              sku={savedSku}
              texts={texts.productVideo}
              onUploaded={(title, text) => notes.current.push({ type: 'success', title, description: text })}
            />
          )}
        </>
      )}
    </EditorDialog>
  );
}
