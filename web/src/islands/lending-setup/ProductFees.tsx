import { feeAssociatedObjects, feeInputSchema, feeTypes, type ProductFee } from '@ezc/domain/lending/product';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { percent, ringgit } from '../../components/lending-setup/format';
import type { NotificationInput } from '../../stores/notifications';
import { serverFieldErrors } from '../customers/server-fields';
import ConfirmDialog from '../identity/ConfirmDialog';
import { type Errors, FEE_FIELDS, type FeeValues, feeBody, feeValues, NEW_FEE } from './form-values';
import { errorsOf, translatorOver } from './messages';
import { send } from './setup-api';
import type { SetupConfig } from './setup-config';
import { CheckboxGroup, DialogAlert, focusFirstInvalid, RadioGroup, TextInput } from './setup-fields';

/**
 * A product's fees inside its editor: the list, and one inline form to add or edit a fee (an
 * amount in ringgit or a percentage, and what it is charged on). Each change is saved on its own.
 */
interface Props {
  readonly config: SetupConfig;
  readonly sku: string;
  readonly fees: readonly ProductFee[];
  /** Whether the caller may manage products now: the fee buttons are offered only then. */
  readonly mayManage: boolean;
  /** A fee change was refused (403): the caller may no longer manage products. */
  readonly onRefused: () => void;
  readonly onFees: (fees: readonly ProductFee[]) => void;
  readonly onNote: (note: NotificationInput) => void;
}

const FORM = 'fee';
/** Enough for any product: fees are a handful. */
const FEE_ROWS = 100;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/** A product's fees; none when they cannot be read (spec §8: a failed fee fetch sets empty data). */
export async function loadFees(sku: string): Promise<ProductFee[]> {
  const answer = await send('/products/get-fees', { Rows: FEE_ROWS, Page: 1, SKU: sku });
  return answer.ok && Array.isArray(answer.data.Data) ? (answer.data.Data as ProductFee[]) : [];
}

export default function ProductFees({ config, sku, fees, mayManage, onRefused, onFees, onNote }: Props) {
  const { texts, notify: n } = config;
  const c = texts.common;
  const f = texts.fees;
  const t = useMemo(() => translatorOver(config.messages), [config.messages]);
  /** The fee being edited: 'new', a FeeId, or none (the form is closed). */
  const [editing, setEditing] = useState<string | undefined>();
  const [values, setValues] = useState<FeeValues>(NEW_FEE);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<{ title: string; description: string } | undefined>();
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<ProductFee | undefined>();
  const headingId = useId();
  const formHeadingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const open = (fee: ProductFee | undefined) => {
    setEditing(fee ? fee.FeeId : 'new');
    setValues(fee ? feeValues(fee) : NEW_FEE);
    setErrors({});
    setAlert(undefined);
    setStatus('');
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('input')?.focus());
  };

  /** Refused: the form closes and the fee buttons go with the listing's. */
  const refuse = () => {
    setEditing(undefined);
    onRefused();
  };

  const closeForm = () => {
    setEditing(undefined);
    setErrors({});
    requestAnimationFrame(() => heading.current?.focus());
  };

  const set = (name: string, value: string | string[]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _, ...rest } = e;
      return rest;
    });
  };

  const done = async (title: string, text: string) => {
    onNote({ type: 'success', title, description: text });
    setStatus(text);
    onFees(await loadFees(sku));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || editing === undefined) return;
    const parsed = feeInputSchema.safeParse(feeBody(sku, values));
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues, t));
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    const creating = editing === 'new';
    setSaving(true);
    setAlert(undefined);
    const answer = await send(
      creating ? '/products/add-fee' : '/product-fees/update',
      creating ? parsed.data : { FeeId: editing, ...parsed.data },
    );
    setSaving(false);
    if (!answer.ok) {
      // spec §8: the server's message, else 'An error occured.'
      setAlert({
        title: creating ? f.createFailed : f.editFailed,
        description: answer.message ?? n.defaultDescription,
      });
      setErrors(serverFieldErrors(answer.message, FEE_FIELDS));
      if (answer.status === 403) refuse();
      return;
    }
    const name = parsed.data.Name;
    closeForm();
    await done(
      creating ? n.productFeeCreated : n.productFeeEdited,
      fill(creating ? f.createdText : f.editedText, { name }),
    );
  };

  const remove = async (fee: ProductFee) => {
    setAlert(undefined);
    setStatus('');
    const answer = await send('/product-fees/delete', { FeeId: fee.FeeId });
    if (!answer.ok) {
      // spec §8: delete failures are generic.
      setAlert({ title: n.productFeeDeleteFailed, description: n.defaultDescription });
      if (answer.status === 403) refuse();
      return;
    }
    if (editing === fee.FeeId) setEditing(undefined);
    await done(n.productFeeDeleted, fill(f.deletedText, { name: fee.Name }));
  };

  const amountOf = (fee: ProductFee) =>
    fee.FeeType === 'Amount' ? ringgit(fee.Amount) : percent(fee.Percentage);
  const editingFee = fees.find((fee) => fee.FeeId === editing);

  return (
    <section className="fees" aria-labelledby={headingId}>
      <div className="fees-head">
        <div>
          <h3 id={headingId} ref={heading} tabIndex={-1}>
            {f.heading}
          </h3>
          <p>{f.intro}</p>
        </div>
        {mayManage && editing === undefined && (
          <button type="button" className="btn btn-small" onClick={() => open(undefined)}>
            {f.add}
          </button>
        )}
      </div>
      {alert && <DialogAlert title={alert.title} description={alert.description} />}
      <p className="dialog-status" role="status">
        {status}
      </p>
      {fees.length === 0 ? (
        <p className="muted">{f.none}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be focusable (WCAG 2.1.1)
        <section className="table-scroll" aria-labelledby={headingId} tabIndex={0}>
          <table className="setup-table">
            <caption className="visually-hidden">{f.heading}</caption>
            <thead>
              <tr>
                <th scope="col">{f.name}</th>
                <th scope="col">{f.feeType}</th>
                <th scope="col" className="num">
                  {f.value}
                </th>
                <th scope="col">{f.associatedObjects}</th>
                {mayManage && <th scope="col">{c.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {fees.map((fee) => (
                <tr key={fee.FeeId} data-fee={fee.FeeId}>
                  <th scope="row">{fee.Name}</th>
                  <td>{texts.feeTypes[fee.FeeType] ?? fee.FeeType}</td>
                  <td className="num nowrap">{amountOf(fee)}</td>
                  <td>{fee.AssociatedObjects.map((o) => texts.feeObjects[o] ?? o).join(', ')}</td>
                  {mayManage && (
                    <td className="row-actions">
                      <button
                        type="button"
                        className="btn btn-small"
                        aria-label={fill(c.editOf, { name: fee.Name })}
                        onClick={() => open(fee)}
                      >
                        {c.edit}
                      </button>
                      <button
                        type="button"
                        className="btn btn-small btn-danger"
                        aria-label={fill(c.deleteOf, { name: fee.Name })}
                        onClick={() => setConfirming(fee)}
                      >
                        {c.delete}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {mayManage && editing !== undefined && (
        <form
          ref={form}
          className="setup-form fee-form"
          noValidate
          aria-labelledby={formHeadingId}
          onSubmit={(e) => void submit(e)}
        >
          <h3 id={formHeadingId}>{editingFee ? fill(f.editTitle, { name: editingFee.Name }) : f.addTitle}</h3>
          <div className="field-grid">
            <TextInput
              form={FORM}
              name="Name"
              label={f.name}
              value={values.Name}
              error={errors.Name}
              maxLength={100}
              onChange={set}
            />
            <RadioGroup
              form={FORM}
              name="FeeType"
              label={f.feeType}
              value={values.FeeType}
              error={errors.FeeType}
              choices={feeTypes.map((v) => ({ value: v, label: texts.feeTypes[v] }))}
              onChange={set}
            />
            {values.FeeType === 'Percentage' ? (
              <TextInput
                form={FORM}
                name="Percentage"
                label={f.percentage}
                inputMode="decimal"
                value={values.Percentage}
                error={errors.Percentage}
                maxLength={6}
                onChange={set}
              />
            ) : (
              <TextInput
                form={FORM}
                name="Amount"
                label={f.amount}
                inputMode="decimal"
                value={values.Amount}
                error={errors.Amount}
                maxLength={16}
                onChange={set}
              />
            )}
            <CheckboxGroup
              form={FORM}
              name="AssociatedObjects"
              label={f.associatedObjects}
              hint={f.associatedHint}
              values={values.AssociatedObjects}
              error={errors.AssociatedObjects}
              choices={feeAssociatedObjects.map((v) => ({ value: v, label: texts.feeObjects[v] }))}
              wide
              onChange={set}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" aria-busy={saving} disabled={saving}>
              {saving ? c.saving : f.saveFee}
            </button>
            <button type="button" className="btn" onClick={closeForm}>
              {c.cancel}
            </button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        title={f.deleteTitle}
        text={confirming ? fill(f.deleteText, { name: confirming.Name }) : ''}
        confirmLabel={c.delete}
        cancelLabel={c.cancel}
        onConfirm={() => {
          const fee = confirming;
          setConfirming(undefined);
          if (fee) void remove(fee);
        }}
        onDismiss={() => setConfirming(undefined)}
      />
    </section>
  );
}
