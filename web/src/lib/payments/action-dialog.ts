import { reloadWith } from '../../islands/lending/after-action';
import { fill } from '../../islands/lending/texts';
import { postData } from '../lending/client';

/**
 * The buttons marked `data-action-button` open the page's action dialog (ActionDialog.astro),
 * which asks before the call is made:
 * - `data-title`, `data-text`, `data-confirm-label`: the question and its answer;
 * - `data-remarks` ('required' or 'optional') with `data-remarks-label`: a remarks box, sent as
 *   `Remarks` (spec §5's forbidden characters refused before sending);
 * - `data-details` (JSON, `[field, label, value][]`): what is being decided, shown under the text;
 * - `data-receipt-heading` with `data-receipt-path`, `data-receipt-body`, `data-receipt-file-name`,
 *   `data-receipt-label`, `data-receipt-aria-label` and the download's failure words (a file to
 *   open before deciding, through the page's download buttons, lib/lending/downloads.ts), or
 *   `data-receipt-none` (no file);
 * - `data-path` and `data-body` (JSON): the call; `data-failure-title`: spec §8's notification
 *   title when it is refused; `data-done-title` and `data-done-text`: what the reloaded page says.
 * The page is rendered again after the call, so the row, its status and its actions agree.
 */

const FORBIDDEN = /[{}*<>/]/;
const MAX_REMARKS = 500;

const dialog = document.querySelector<HTMLDialogElement>('dialog[data-action-dialog]');
const form = dialog?.querySelector('form');
const part = <T extends HTMLElement>(selector: string) => dialog?.querySelector<T>(selector) ?? undefined;
const title = part('[data-dialog-title]');
const text = part('[data-dialog-text]');
const remarksField = part('[data-remarks-field]');
const remarksLabel = part('[data-remarks-label]');
const remarks = part<HTMLTextAreaElement>('textarea');
const remarksError = part('[data-remarks-error]');
const confirm = part<HTMLButtonElement>('[data-dialog-confirm]');
const confirmLabel = part('[data-confirm-label]');
const back = part<HTMLButtonElement>('[data-dialog-back]');
const details = part('[data-dialog-details]');
const receiptRow = part('[data-dialog-receipt]');
const receiptHeading = part('[data-receipt-heading]');
const receiptButton = part<HTMLButtonElement>('[data-dialog-receipt-button]');
const noReceipt = part('[data-dialog-no-receipt]');

let current: HTMLButtonElement | undefined;
let busy = false;

function remarksProblem(value: string, required: boolean): string {
  const d = dialog?.dataset ?? {};
  const v = value.trim();
  if (v === '') return required ? (d.required ?? '') : '';
  if (v.length > MAX_REMARKS) return fill(d.tooLong ?? '', { max: MAX_REMARKS });
  if (FORBIDDEN.test(v)) return d.forbidden ?? '';
  return '';
}

function showError(message: string): void {
  if (!remarks || !remarksError) return;
  remarksError.textContent = message;
  remarksError.hidden = message === '';
  if (message) {
    remarks.setAttribute('aria-invalid', 'true');
    remarks.setAttribute('aria-describedby', remarksError.id);
  } else {
    remarks.removeAttribute('aria-invalid');
    remarks.removeAttribute('aria-describedby');
  }
}

function setBusy(on: boolean): void {
  busy = on;
  if (!confirm || !back || !confirmLabel) return;
  confirm.disabled = on;
  back.disabled = on;
  confirm.setAttribute('aria-busy', String(on));
  confirmLabel.textContent = on ? (dialog?.dataset.working ?? '') : (current?.dataset.confirmLabel ?? '');
}

/** The facts of `data-details`, each a `<div data-field><dt/><dd/></div>` before the receipt's row. */
function showDetails(d: DOMStringMap): void {
  if (!details) return;
  for (const old of details.querySelectorAll('[data-detail]')) old.remove();
  let rows: [string, string, string][] = [];
  try {
    rows = JSON.parse(d.details ?? '[]') as [string, string, string][];
  } catch {
    rows = [];
  }
  for (const [field, label, value] of rows) {
    const row = document.createElement('div');
    row.dataset.detail = '';
    row.dataset.field = field;
    const dt = document.createElement('dt');
    dt.textContent = label;
    const dd = document.createElement('dd');
    dd.textContent = value;
    row.append(dt, dd);
    details.insertBefore(row, receiptRow ?? null);
  }
  const withReceipt = d.receiptHeading !== undefined;
  if (receiptRow && receiptHeading && receiptButton && noReceipt) {
    receiptRow.hidden = !withReceipt;
    receiptHeading.textContent = d.receiptHeading ?? '';
    const file = d.receiptPath !== undefined;
    receiptButton.hidden = !file;
    noReceipt.hidden = file;
    noReceipt.textContent = d.receiptNone ?? '';
    receiptButton.textContent = d.receiptLabel ?? '';
    receiptButton.dataset.path = d.receiptPath ?? '';
    receiptButton.dataset.body = d.receiptBody ?? '{}';
    receiptButton.dataset.fileName = d.receiptFileName ?? 'receipt';
    receiptButton.dataset.failureTitle = d.receiptFailureTitle ?? '';
    receiptButton.dataset.missingTitle = d.receiptMissingTitle ?? '';
    receiptButton.dataset.missingText = d.receiptMissingText ?? '';
    receiptButton.setAttribute('aria-label', d.receiptAriaLabel ?? d.receiptLabel ?? '');
  }
  details.hidden = rows.length === 0 && !withReceipt;
}

function open(button: HTMLButtonElement): void {
  if (!dialog || !title || !text || !remarksField || !remarks || !confirm || !confirmLabel || !back) return;
  current = button;
  const d = button.dataset;
  title.textContent = d.title ?? '';
  text.textContent = d.text ?? '';
  confirmLabel.textContent = d.confirmLabel ?? '';
  confirm.className = d.danger !== undefined ? 'btn btn-danger' : 'btn btn-primary';
  const withRemarks = d.remarks === 'required' || d.remarks === 'optional';
  remarksField.hidden = !withRemarks;
  remarks.value = '';
  remarks.required = d.remarks === 'required';
  if (remarksLabel) remarksLabel.textContent = d.remarksLabel ?? '';
  showDetails(d);
  showError('');
  dialog.showModal();
  // The remarks are the one thing to do here; without them focus starts on the harmless answer.
  (withRemarks ? remarks : back).focus();
}

async function run(): Promise<void> {
  const button = current;
  if (!button || busy) return;
  const d = button.dataset;
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(d.body ?? '{}') as Record<string, unknown>;
  } catch {
    body = {};
  }
  if (d.remarks === 'required' || d.remarks === 'optional') {
    const value = remarks?.value ?? '';
    const problem = remarksProblem(value, d.remarks === 'required');
    showError(problem);
    if (problem) {
      remarks?.focus();
      return;
    }
    if (value.trim()) body = { ...body, Remarks: value.trim() };
  }
  setBusy(true);
  const answer = await postData(d.path ?? '', body, { failureTitle: d.failureTitle ?? '' });
  if (answer.ok) {
    reloadWith({ type: 'success', title: d.doneTitle ?? '', description: d.doneText ?? answer.message });
    return;
  }
  setBusy(false);
  dialog?.close();
}

if (dialog && form) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  back?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('cancel', (event) => {
    if (busy) event.preventDefault();
  });
  dialog.addEventListener('close', () => {
    current?.focus();
  });
  remarks?.addEventListener('input', () => {
    if (remarksError && !remarksError.hidden) showError('');
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-action-button]')) {
    button.disabled = false;
    button.addEventListener('click', () => open(button));
  }
}
