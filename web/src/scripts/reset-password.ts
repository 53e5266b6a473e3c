import {
  bindPasswordReveal,
  clearErrorOnInput,
  emailCheck,
  postJson,
  serverMessage,
  setBusy,
  setFieldError,
  validateFields,
} from '../lib/form-helpers';
import { confirmState } from '../lib/password-strength';
import { notify } from '../stores/notifications';
import { bindStrengthMeter } from './strength-meter';

/**
 * The two forms of the password recovery screen. Texts and endpoints come from data attributes
 * (page language, customer or staff), so one script serves both audiences.
 */

/** Spec §8: 'Successfully reset password' is shown when the server says this. */
const SERVER_RESET_TEXT = 'Password reset successfully.';

function bindRequestForm(form: HTMLFormElement): void {
  const data = form.dataset;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const submit = form.querySelector<HTMLButtonElement>('[type="submit"]');
  const sent = document.querySelector<HTMLElement>('[data-sent]');
  const sentText = document.querySelector<HTMLElement>('[data-sent-text]');
  if (!email || !submit) return;
  clearErrorOnInput(email);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const valid = validateFields([emailCheck(email, data)]);
    if (!valid) return;
    setBusy(submit, true);
    try {
      // Spec §2: the mailed link is the current page address (the server keeps only its path).
      const answer = await postJson(data.endpoint ?? '', {
        [data.emailField ?? 'Email']: email.value.trim(),
        ResetPasswordLink: window.location.href,
      });
      if (answer.ok) {
        // The link's page uses it to warn against passwords made from the address.
        const address = email.value.trim();
        void import('../lib/reset-email').then((m) => m.rememberResetEmail(address)).catch(() => undefined);
        const title = data.sentTitle ?? serverMessage(answer) ?? '';
        if (sentText) sentText.textContent = title;
        if (sent) sent.hidden = false;
        notify({ type: 'success', title });
      } else {
        notify({ type: 'error', title: data.failedTitle ?? '', description: serverMessage(answer) });
      }
    } catch {
      notify({ type: 'error', title: data.failedTitle ?? '' });
    }
    setBusy(submit, false);
  });
}

function bindResetForm(form: HTMLFormElement): void {
  const data = form.dataset;
  const token = form.querySelector<HTMLInputElement>('input[name="token"]')?.value ?? '';
  const password = form.querySelector<HTMLInputElement>('input[name="password"]');
  const confirm = form.querySelector<HTMLInputElement>('input[name="confirm"]');
  const submit = form.querySelector<HTMLButtonElement>('[type="submit"]');
  const done = document.querySelector<HTMLElement>('[data-done]');
  if (!password || !confirm || !submit) return;
  bindPasswordReveal(form);
  clearErrorOnInput(password, confirm);
  const strength = form.querySelector<HTMLElement>('[data-strength]');
  if (strength) bindStrengthMeter(password, strength);
  bindConfirmation(password, confirm, form.querySelector<HTMLElement>('[data-confirm-status]'), data);

  // The token now lives in the form: keep it out of the address bar, history and bookmarks.
  const url = new URL(window.location.href);
  if (url.searchParams.has('token')) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const valid = validateFields([
      [password, () => (password.value ? '' : (data.msgPasswordRequired ?? ''))],
      [
        confirm,
        () => {
          if (!confirm.value) return data.msgConfirmRequired ?? '';
          return confirm.value === password.value || !password.value ? '' : (data.msgMismatch ?? '');
        },
      ],
    ]);
    if (!valid) return;
    setBusy(submit, true);
    try {
      const answer = await postJson(data.endpoint ?? '', {
        Token: token,
        Password: password.value,
        ConfirmPassword: confirm.value,
      });
      const message = serverMessage(answer);
      if (answer.ok && (message === undefined || message === SERVER_RESET_TEXT)) {
        form.hidden = true;
        void import('../lib/reset-email').then((m) => m.forgetResetEmail()).catch(() => undefined);
        if (done) {
          done.hidden = false;
          done.querySelector<HTMLElement>('a')?.focus();
        }
        notify({ type: 'success', title: data.doneTitle ?? '' });
        return;
      }
      showServerProblems(message, password, confirm, data.failedTitle ?? '');
    } catch {
      notify({ type: 'error', title: data.failedTitle ?? '' });
    }
    setBusy(submit, false);
  });
}

/** Says while typing whether the confirmation matches, once it can no longer become a match. */
function bindConfirmation(
  password: HTMLInputElement,
  confirm: HTMLInputElement,
  status: HTMLElement | null,
  data: DOMStringMap,
): void {
  const update = () => {
    const state = confirmState(password.value, confirm.value);
    if (status) status.hidden = state !== 'match';
    if (state === 'mismatch') setFieldError(confirm, data.msgMismatch ?? '');
    else if (confirm.getAttribute('aria-invalid') === 'true' && state !== 'empty') setFieldError(confirm, '');
  };
  password.addEventListener('input', () => {
    if (confirm.value) update();
  });
  confirm.addEventListener('input', update);
}

/**
 * Validation answers name their fields ('Password: This password is too easy to guess…; …'): those
 * go under their field; anything else (e.g. an expired link) becomes a notification.
 */
function showServerProblems(
  message: string | undefined,
  password: HTMLInputElement,
  confirm: HTMLInputElement,
  failedTitle: string,
): void {
  const byField = new Map<HTMLInputElement, string[]>();
  const other: string[] = [];
  for (const part of (message ?? '').split('; ').filter(Boolean)) {
    const match = /^(Password|ConfirmPassword): (.+)$/.exec(part);
    const field =
      match?.[1] === 'Password' ? password : match?.[1] === 'ConfirmPassword' ? confirm : undefined;
    if (field && match?.[2]) byField.set(field, [...(byField.get(field) ?? []), match[2]]);
    else other.push(part);
  }
  for (const [field, messages] of byField) setFieldError(field, messages.join(' '));
  [...byField.keys()][0]?.focus();
  if (other.length > 0 || byField.size === 0) {
    notify({ type: 'error', title: failedTitle, description: other.join(' ') || undefined });
  }
}

const requestForm = document.querySelector<HTMLFormElement>('[data-request-form]');
if (requestForm) bindRequestForm(requestForm);
const resetForm = document.querySelector<HTMLFormElement>('[data-reset-form]');
if (resetForm) bindResetForm(resetForm);
