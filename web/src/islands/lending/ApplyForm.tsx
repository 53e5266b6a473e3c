import { useEffect, useId, useRef, useState } from 'react';
import { type Outcome, postData } from '../../lib/lending/client';
import { displayDate, money } from '../../lib/lending/format';
import { labelFor, toneOf } from '../../lib/lending/statuses';
import type { ApplicationAnswer, AvailableProduct, Quote } from '../../lib/lending/types';
import { notify } from '../../stores/notifications';
import { useHydrated } from '../customers/hydrated';
import { type CommonTexts, fill, type LendingTexts } from './texts';

/**
 * A borrower's application (spec §1, §4): a product, the amount and the number of monthly
 * installments, with a quote worked out by the API as the choices change (the installment, the
 * totals and the schedule, or the regime's refusal). The borrower saves a draft ('New') or
 * submits; the answer says where the application now stands: in review (3 to 5 working days) or
 * waiting for the profile, with the way to complete it.
 */

export interface Draft {
  readonly ApplicationId: string;
  readonly SKU: string;
  readonly Amount: number;
  readonly NumberOfInstallments: number;
}

interface Props {
  readonly products: readonly AvailableProduct[];
  readonly draft?: Draft;
  readonly initialSku?: string;
  readonly texts: LendingTexts['apply'];
  readonly common: CommonTexts;
  readonly fields: LendingTexts['fields'];
  readonly words: Pick<LendingTexts, 'interestType' | 'regime' | 'collateral' | 'applicationStatus'>;
}

type QuoteState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading'; readonly last?: Quote }
  | { readonly kind: 'ready'; readonly quote: Quote }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed' };

const QUOTE_DELAY_MS = 350;

/** Ringgit with at most two decimals, as typed ('1,000.50' and '1000.5' both read). */
function parseAmount(text: string): number | undefined {
  const clean = text.replace(/[,\s]/g, '').replace(/^RM/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return undefined;
  const value = Number(clean);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

interface Checked {
  readonly amount?: number;
  readonly installments?: number;
  readonly amountError: string;
  readonly installmentsError: string;
}

function check(
  product: AvailableProduct | undefined,
  amountText: string,
  installmentsText: string,
  t: Props['texts'],
): Checked {
  if (!product) return { amountError: '', installmentsError: '' };
  const range = { min: money(product.MinAmount), max: money(product.MaxAmount) };
  const amount = parseAmount(amountText);
  const amountError =
    amountText.trim() === ''
      ? t.amountRequired
      : amount === undefined
        ? t.amountInvalid
        : amount < product.MinAmount || amount > product.MaxAmount
          ? fill(t.amountOutOfRange, range)
          : '';
  const n = Number(installmentsText);
  const installmentsOk = /^\d+$/.test(installmentsText.trim()) && n >= 1 && n <= product.NumberOfInstallments;
  return {
    ...(amountError ? {} : { amount }),
    ...(installmentsOk ? { installments: n } : {}),
    amountError,
    installmentsError: installmentsOk
      ? ''
      : fill(t.installmentsInvalid, { max: product.NumberOfInstallments }),
  };
}

export default function ApplyForm({ products, draft, initialSku, texts: t, common, fields, words }: Props) {
  const hydrated = useHydrated();
  const ids = {
    amount: useId(),
    installments: useId(),
    quote: useId(),
    result: useId(),
  };
  // The draft's product, else the one asked for, else the first; a product since closed is skipped.
  const firstSku =
    [draft?.SKU, initialSku].find((sku) => products.some((p) => p.SKU === sku)) ?? products[0]?.SKU;
  const [sku, setSku] = useState(firstSku ?? '');
  const product = products.find((p) => p.SKU === sku);
  const [amountText, setAmountText] = useState(draft ? String(draft.Amount) : '');
  const [installmentsText, setInstallmentsText] = useState(
    String(draft?.NumberOfInstallments ?? product?.NumberOfInstallments ?? ''),
  );
  const [touched, setTouched] = useState({ amount: Boolean(draft), installments: Boolean(draft) });
  const [quote, setQuote] = useState<QuoteState>({ kind: 'idle' });
  const [draftId, setDraftId] = useState(draft?.ApplicationId);
  const [busy, setBusy] = useState<'draft' | 'submit' | undefined>();
  const [result, setResult] = useState<
    { answer: ApplicationAnswer; message: string | undefined } | undefined
  >();
  const sequence = useRef(0);
  const amountRef = useRef<HTMLInputElement>(null);
  const installmentsRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  const checked = check(product, amountText, installmentsText, t);

  // The quote follows the choices, a moment after the typing stops; a late answer to an older
  // question is dropped.
  useEffect(() => {
    if (!product || checked.amount === undefined || checked.installments === undefined) {
      setQuote({ kind: 'idle' });
      return;
    }
    const mine = ++sequence.current;
    setQuote((q) => ({ kind: 'loading', ...(q.kind === 'ready' ? { last: q.quote } : {}) }));
    const timer = window.setTimeout(async () => {
      const answer = await postData<Quote>(
        '/api/applications/quote',
        { SKU: product.SKU, Amount: checked.amount, NumberOfInstallments: checked.installments },
        { failureTitle: t.quoteFetchFailed, quiet: true },
      );
      if (mine !== sequence.current) return;
      if (answer.ok && Array.isArray(answer.data.Rows)) setQuote({ kind: 'ready', quote: answer.data });
      else if (!answer.ok && answer.status >= 400 && answer.status < 500 && answer.message)
        setQuote({ kind: 'refused', message: answer.message });
      else setQuote({ kind: 'failed' });
    }, QUOTE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [product, checked.amount, checked.installments, t.quoteFetchFailed]);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const choose = (next: AvailableProduct) => {
    setSku(next.SKU);
    setInstallmentsText(String(next.NumberOfInstallments));
  };

  /** Checks the fields, shows what is wrong and focuses the first; true when both are fine. */
  const validate = (): boolean => {
    setTouched({ amount: true, installments: true });
    if (checked.amountError) {
      amountRef.current?.focus();
      return false;
    }
    if (checked.installmentsError) {
      installmentsRef.current?.focus();
      return false;
    }
    return true;
  };

  const values = () => ({ SKU: sku, Amount: checked.amount, NumberOfInstallments: checked.installments });

  const saveDraft = async () => {
    if (!validate()) return;
    setBusy('draft');
    const answer = await postData<ApplicationAnswer>(
      '/api/applications/save-draft',
      { ...(draftId ? { ApplicationId: draftId } : {}), ...values() },
      { failureTitle: t.saveDraftFailed },
    );
    setBusy(undefined);
    if (!answer.ok) return;
    setDraftId(answer.data.ApplicationId);
    // A reload of this address continues the same draft.
    window.history.replaceState(null, '', `?draft=${encodeURIComponent(answer.data.ApplicationId)}`);
    notify({
      type: 'success',
      title: t.draftSaved,
      description: fill(t.draftSavedText, { id: answer.data.ApplicationId }),
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setBusy('submit');
    let answer: Outcome<ApplicationAnswer>;
    if (draftId) {
      const saved = await postData<ApplicationAnswer>(
        '/api/applications/save-draft',
        { ApplicationId: draftId, ...values() },
        { failureTitle: t.submitFailed },
      );
      answer = saved.ok
        ? await postData<ApplicationAnswer>(
            '/api/applications/submit',
            { ApplicationId: draftId },
            { failureTitle: t.submitFailed },
          )
        : saved;
    } else {
      answer = await postData<ApplicationAnswer>('/api/applications/add', values(), {
        failureTitle: t.submitFailed,
      });
    }
    setBusy(undefined);
    if (answer.ok) setResult({ answer: answer.data, message: answer.message });
  };

  if (result) {
    const { answer } = result;
    const pending = answer.Status === 'Pending Profile';
    const viewHref = `/application/view/${encodeURIComponent(answer.ApplicationId)}`;
    return (
      <section
        className="card lending-section"
        aria-labelledby={ids.result}
        data-apply-result={answer.Status}
      >
        <h2 id={ids.result} ref={resultRef} tabIndex={-1}>
          {t.submittedHeading}
        </h2>
        <dl className="facts">
          <div data-field="ApplicationId">
            <dt>{fields.ApplicationId}</dt>
            <dd>{answer.ApplicationId}</dd>
          </div>
          <div data-field="Status">
            <dt>{t.status}</dt>
            <dd>
              <span className={`badge tone-${toneOf(answer.Status)}`} data-status={answer.Status}>
                {labelFor(words.applicationStatus, answer.Status)}
              </span>
            </dd>
          </div>
        </dl>
        <p
          className={pending ? 'note is-attention result-message' : 'note result-message'}
          role="status"
          data-answer-message
        >
          {result.message ??
            fill(pending ? t.submittedPendingProfile : t.submittedInReview, { id: answer.ApplicationId })}
        </p>
        <div className="form-actions result-actions">
          {pending && (
            <a className="btn btn-primary" href="/profile/manage">
              {t.completeProfile}
            </a>
          )}
          <a className={pending ? 'btn' : 'btn btn-primary'} href={viewHref}>
            {t.viewApplication}
          </a>
          <a className="btn" href="/application/listing">
            {t.myApplications}
          </a>
        </div>
      </section>
    );
  }

  const shownQuote = quote.kind === 'ready' ? quote.quote : quote.kind === 'loading' ? quote.last : undefined;
  const refused = quote.kind === 'refused';
  return (
    <form className="lending-form apply-form" onSubmit={submit} noValidate>
      {draftId && <p className="note">{fill(t.continuingDraft, { id: draftId })}</p>}
      <fieldset className="product-choice">
        <legend>{t.productLegend}</legend>
        <div className="product-cards">
          {products.map((p) => (
            <label
              key={p.SKU}
              className={p.SKU === sku ? 'product-card is-chosen' : 'product-card'}
              data-sku={p.SKU}
            >
              <input
                type="radio"
                name="SKU"
                value={p.SKU}
                checked={p.SKU === sku}
                disabled={!hydrated}
                onChange={() => choose(p)}
              />
              <span className="product-name">{p.Name}</span>
              <span className="product-rate">
                {fill(common.ratePerYear, { rate: Number(p.InterestRate.toFixed(2)) })}
              </span>
              <span className="product-facts">
                <span>
                  {fields.InterestType}: {labelFor(words.interestType, p.InterestType)}
                </span>
                <span>
                  {fields.Regime}: {labelFor(words.regime, p.Regime)}
                </span>
                <span>
                  {p.WithCollateralYN === 'Y'
                    ? words.collateral.withCollateral
                    : words.collateral.withoutCollateral}
                </span>
                <span>
                  {fields.AmountRange}: {fill(t.range, { min: money(p.MinAmount), max: money(p.MaxAmount) })}
                </span>
                <span>
                  {fields.Term}: {fill(common.months, { count: p.NumberOfInstallments })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {product && (
        <div className="grid">
          <div className="field">
            <label htmlFor={ids.amount}>{t.amountLabel}</label>
            <input
              ref={amountRef}
              id={ids.amount}
              className="input"
              name="Amount"
              inputMode="decimal"
              autoComplete="off"
              required
              disabled={!hydrated}
              value={amountText}
              aria-invalid={touched.amount && checked.amountError ? 'true' : undefined}
              aria-describedby={`${ids.amount}-hint${touched.amount && checked.amountError ? ` ${ids.amount}-error` : ''}`}
              onChange={(e) => setAmountText(e.target.value)}
              onBlur={() => setTouched((x) => ({ ...x, amount: true }))}
            />
            <p className="field-hint" id={`${ids.amount}-hint`}>
              {fill(t.amountHint, { min: money(product.MinAmount), max: money(product.MaxAmount) })}
            </p>
            {touched.amount && checked.amountError && (
              <p className="field-error" id={`${ids.amount}-error`}>
                {checked.amountError}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={ids.installments}>{t.installmentsLabel}</label>
            <input
              ref={installmentsRef}
              id={ids.installments}
              className="input"
              name="NumberOfInstallments"
              type="number"
              inputMode="numeric"
              min={1}
              max={product.NumberOfInstallments}
              step={1}
              required
              disabled={!hydrated}
              value={installmentsText}
              aria-invalid={touched.installments && checked.installmentsError ? 'true' : undefined}
              aria-describedby={`${ids.installments}-hint${touched.installments && checked.installmentsError ? ` ${ids.installments}-error` : ''}`}
              onChange={(e) => {
                setInstallmentsText(e.target.value);
                setTouched((x) => ({ ...x, installments: true }));
              }}
            />
            <p className="field-hint" id={`${ids.installments}-hint`}>
              {fill(t.installmentsHint, { max: product.NumberOfInstallments })}
            </p>
            {touched.installments && checked.installmentsError && (
              <p className="field-error" id={`${ids.installments}-error`}>
                {checked.installmentsError}
              </p>
            )}
          </div>
        </div>
      )}

      <section
        className="quote"
        aria-labelledby={ids.quote}
        aria-busy={quote.kind === 'loading'}
        data-quote={quote.kind}
      >
        <h2 id={ids.quote}>{t.quoteHeading}</h2>
        {refused ? (
          <div className="note is-attention" role="alert" data-quote-refused>
            <strong>{t.quoteRefused}</strong>
            <p>{quote.message}</p>
          </div>
        ) : quote.kind === 'failed' ? (
          <p className="note is-attention" role="alert">
            {t.quoteFailed}
          </p>
        ) : !shownQuote ? (
          <p className="muted">{quote.kind === 'loading' ? t.quoteLoading : t.quoteWaiting}</p>
        ) : (
          <>
            <dl className="facts quote-figures" aria-live="polite">
              <div className="is-strong" data-field="MonthlyInstallment">
                <dt>{fields.MonthlyInstallment}</dt>
                <dd>{money(shownQuote.MonthlyInstallment)}</dd>
              </div>
              <div className="is-strong" data-field="TotalInterest">
                <dt>{fields.TotalInterest}</dt>
                <dd>{money(shownQuote.TotalInterest)}</dd>
              </div>
              <div className="is-strong" data-field="TotalRepayment">
                <dt>{fields.TotalRepayment}</dt>
                <dd>{money(shownQuote.TotalRepayment)}</dd>
              </div>
              <div data-field="Regime">
                <dt>{fields.Regime}</dt>
                <dd>{labelFor(words.regime, shownQuote.Regime)}</dd>
              </div>
            </dl>
            <details className="quote-schedule">
              <summary>{fill(t.showSchedule, { count: shownQuote.Rows.length })}</summary>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is scrolled by keyboard too */}
              <section className="lending-table-wrap" tabIndex={0} aria-label={t.scheduleCaption}>
                <table className="lending-table">
                  <caption className="visually-hidden">{t.scheduleCaption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.columns.no}</th>
                      <th scope="col">{t.columns.dueDate}</th>
                      <th scope="col" className="num">
                        {t.columns.principal}
                      </th>
                      <th scope="col" className="num">
                        {t.columns.interest}
                      </th>
                      <th scope="col" className="num">
                        {t.columns.total}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {shownQuote.Rows.map((r) => (
                      <tr key={r.InstallmentNo}>
                        <th scope="row" data-label={t.columns.no}>
                          {r.InstallmentNo}
                        </th>
                        <td data-label={t.columns.dueDate}>{displayDate(r.DueDate)}</td>
                        <td data-label={t.columns.principal} className="num">
                          {money(r.Principal)}
                        </td>
                        <td data-label={t.columns.interest} className="num">
                          {money(r.Interest)}
                        </td>
                        <td data-label={t.columns.total} className="num">
                          {money(r.TotalInstallment)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </details>
          </>
        )}
      </section>

      <div className="form-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!hydrated || busy !== undefined || !product || refused}
          aria-busy={busy === 'submit'}
        >
          <span className="spinner" aria-hidden="true" />
          {busy === 'submit' ? t.submitting : t.submit}
        </button>
        <button
          type="button"
          className="btn"
          disabled={!hydrated || busy !== undefined || !product}
          aria-busy={busy === 'draft'}
          onClick={() => void saveDraft()}
        >
          <span className="spinner" aria-hidden="true" />
          {busy === 'draft' ? t.saving : t.saveDraft}
        </button>
      </div>
    </form>
  );
}
