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
import { Checkbox, DialogAlert, focusFirstInvalid, RadioGroup, SelectInput, TextInput } from './setup-fields';

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

type ProductWithFees = Product & { readonly Fees?: readonly ProductFee[] };

export default function ProductEditor({ config, sku, onClose }: Props) {
  const { texts, notify: n } = config;
  const c = texts.common;
  const p = texts.product;
  const t = useMemo(() => translatorOver(config.messages), [config.messages]);
  const [savedSku, setSavedSku] = useState<string | undefined>(sku);
  const [loading, setLoading] = useState(sku !== undefined);
  const [loadFailed, setLoadFailed] = useState(false);
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
      setValues(productValues(answer.data));
      setFees(answer.data.Fees ?? (await loadFees(sku)));
      setLoading(false);
      requestAnimationFrame(() => focusFirstControl(form.current?.closest('dialog')));
    });
  }, []);

  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _, ...rest } = e;
      return rest;
    });
  };

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
      if (answer.status === 403) hideManageButtons();
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
                form={FORM}
                name="SKU"
                label={p.sku}
                value={values.SKU ?? ''}
                error={errors.SKU}
                hint={creating ? p.skuHint : undefined}
                readOnly={!creating}
                maxLength={40}
                autoCapitalize="characters"
                onChange={set}
              />
              <TextInput
                form={FORM}
                name="Name"
                label={p.name}
                value={values.Name ?? ''}
                error={errors.Name}
                maxLength={100}
                onChange={set}
              />
              <TextInput
                form={FORM}
                name="Remark"
                label={p.remark}
                optionalText={c.optional}
                value={values.Remark ?? ''}
                error={errors.Remark}
                maxLength={500}
                wide
                onChange={set}
              />
              <RadioGroup
                form={FORM}
                name="Regime"
                label={p.regimeLegend}
                hint={p.regimeHint}
                wide
                value={values.Regime ?? ''}
                error={errors.Regime}
                choices={choices(regimes, (r) => texts.regimes[r])}
                onChange={set}
              />
              <RadioGroup
                form={FORM}
                name="WithCollateralYN"
                label={p.withCollateralYN}
                value={values.WithCollateralYN ?? ''}
                error={errors.WithCollateralYN}
                choices={[
                  { value: 'Y', label: c.yes },
                  { value: 'N', label: c.no },
                ]}
                onChange={set}
              />
              <SelectInput
                form={FORM}
                name="InterestType"
                label={p.interestType}
                value={values.InterestType ?? ''}
                error={errors.InterestType}
                choices={choices(interestTypes, (v) => texts.interestTypes[v])}
                onChange={set}
              />
              <TextInput
                form={FORM}
                name="InterestRate"
                label={p.interestRate}
                inputMode="decimal"
                value={values.InterestRate ?? ''}
                error={errors.InterestRate}
                describedBy={NOTE_ID}
                invalid={tried && note.tone === 'error'}
                maxLength={6}
                onChange={set}
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
                form={FORM}
                name="InterestPercentageKind"
                label={p.interestPercentageKind}
                value={values.InterestPercentageKind ?? ''}
                error={errors.InterestPercentageKind}
                choices={choices(interestPercentageKinds, (v) => texts.interestKinds[v])}
                onChange={set}
              />
              {variable && (
                <TextInput
                  form={FORM}
                  name="VariableRateMargin"
                  label={p.variableRateMargin}
                  inputMode="decimal"
                  value={values.VariableRateMargin ?? ''}
                  error={errors.VariableRateMargin}
                  maxLength={6}
                  onChange={set}
                />
              )}
              <TextInput
                form={FORM}
                name="NumberOfInstallments"
                label={p.numberOfInstallments}
                hint={p.installmentsHint}
                inputMode="numeric"
                value={values.NumberOfInstallments ?? ''}
                error={errors.NumberOfInstallments}
                maxLength={3}
                onChange={set}
              />
              <TextInput
                form={FORM}
                name="MinAmount"
                label={p.minAmount}
                inputMode="decimal"
                value={values.MinAmount ?? ''}
                error={errors.MinAmount}
                maxLength={16}
                onChange={set}
              />
              <TextInput
                form={FORM}
                name="MaxAmount"
                label={p.maxAmount}
                inputMode="decimal"
                value={values.MaxAmount ?? ''}
                error={errors.MaxAmount}
                maxLength={16}
                onChange={set}
              />
              <SelectInput
                form={FORM}
                name="EarlySettlementPenaltyType"
                label={p.earlySettlementPenaltyType}
                value={penalty ?? ''}
                error={errors.EarlySettlementPenaltyType}
                choices={choices(earlySettlementPenaltyTypes, (v) => texts.penaltyTypes[v])}
                onChange={set}
              />
              {penalty !== 'None' && (
                <TextInput
                  form={FORM}
                  name="EarlySettlementPenalty"
                  label={
                    penalty === 'Amount' ? p.earlySettlementPenaltyAmount : p.earlySettlementPenaltyPercent
                  }
                  inputMode="decimal"
                  value={values.EarlySettlementPenalty ?? ''}
                  error={errors.EarlySettlementPenalty}
                  maxLength={16}
                  onChange={set}
                />
              )}
              <SelectInput
                form={FORM}
                name="Status"
                label={c.status}
                value={values.Status ?? ''}
                error={errors.Status}
                choices={choices(productStatuses, (v) => (v === 'Active' ? c.active : c.inactive))}
                onChange={set}
              />
              {config.packages ? (
                <SelectInput
                  form={FORM}
                  name="PackageCode"
                  label={p.package}
                  optionalText={c.optional}
                  empty={p.noPackage}
                  value={values.PackageCode ?? ''}
                  error={errors.PackageCode}
                  choices={config.packages.map((o) => ({ value: o.code, label: `${o.code} – ${o.name}` }))}
                  onChange={set}
                />
              ) : (
                <TextInput
                  form={FORM}
                  name="PackageCode"
                  label={p.package}
                  optionalText={c.optional}
                  value={values.PackageCode ?? ''}
                  error={errors.PackageCode}
                  maxLength={40}
                  autoCapitalize="characters"
                  onChange={set}
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
              onFees={setFees}
              onNote={(note) => notes.current.push(note)}
            />
          )}
        </>
      )}
    </EditorDialog>
  );
}
