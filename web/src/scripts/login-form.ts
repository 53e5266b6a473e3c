import { notifySessionExpired } from '../lib/client-session';
import { clearClientState } from '../lib/client-state';
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
import { recordSignIn } from '../lib/idle-record';
import { authorizeStaff, exchangeCode, hasProductSession } from '../lib/staff-sign-in';
import { notify } from '../stores/notifications';
import type { TwoStep } from './two-step-sign-in';

/**
 * The customer and staff sign-in forms (spec §5): checks the fields, then signs in as the web
 * client so the tokens land in HttpOnly cookies, and reloads `/`, which the page server turns
 * into the account's home page. Staff with two-step sign-in go on to its steps on this page
 * (two-step-sign-in.ts). Texts come from data attributes in the page language.
 */

/** Signed in: the session's idle count starts at the call that began it; the next page is home. */
function enter(startedAt: number): void {
  recordSignIn(startedAt, Date.now());
  window.location.assign('/');
}

type Outcome =
  /** Signed in: the account's home page is on its way. */
  | { readonly next: 'home' }
  /** Handed over to a step of two-step sign-in. */
  | { readonly next: 'second-step' }
  /** The message to show ('' when the server sent none). */
  | { readonly next: 'failed'; readonly message: string };

async function customerSignIn(email: string, password: string): Promise<Outcome> {
  const startedAt = Date.now();
  const answer = await postJson('/api/auth/customer/login', { username: email, password });
  if (!hasProductSession(answer)) return { next: 'failed', message: serverMessage(answer) ?? '' };
  enter(startedAt);
  return { next: 'home' };
}

/**
 * Staff go through single sign-on: a code and SSO token first, then the product tokens for the
 * code. The first call may instead ask for the two-step code, or to set two-step sign-in up.
 */
async function staffSignIn(email: string, password: string, twoStep: TwoStep | undefined): Promise<Outcome> {
  const { startedAt, result } = await authorizeStaff({ email, password });
  if (result.next === 'exchange') {
    const failure = await exchangeCode(result.code);
    if (failure) return { next: 'failed', message: failure.message ?? '' };
    enter(startedAt);
    return { next: 'home' };
  }
  if (twoStep && result.next === 'ask-code') {
    twoStep.askForCode(result.message);
    return { next: 'second-step' };
  }
  if (twoStep && result.next === 'link-sent') {
    twoStep.linkSent(result.message);
    return { next: 'second-step' };
  }
  return { next: 'failed', message: ('message' in result ? result.message : undefined) ?? '' };
}

/** Arrived from an expired session (`?expired=1`): say so once and forget what the browser kept. */
function handleExpiredSession(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('expired') !== '1') return;
  url.searchParams.delete('expired');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  void clearClientState();
  notifySessionExpired();
}

const form = document.querySelector<HTMLFormElement>('[data-login-form]');
if (form) {
  const data = form.dataset;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const password = form.querySelector<HTMLInputElement>('input[name="password"]');
  const submit = form.querySelector<HTMLButtonElement>('[type="submit"]');
  const passwordStep = document.querySelector<HTMLElement>('[data-password-step]');
  const notice = document.querySelector<HTMLElement>('[data-login-notice]');
  if (email && password && submit) {
    bindPasswordReveal(form);
    clearErrorOnInput(email, password);
    handleExpiredSession();
    const failedTitle = data.failedTitle ?? 'Login Failed';

    // Only the staff page has second steps: their script loads there alone, with the page.
    const twoStep: Promise<TwoStep | undefined> =
      data.kind === 'staff'
        ? import('./two-step-sign-in')
            .then(({ bindTwoStep }) =>
              bindTwoStep({
                credentials: () => ({ email: email.value.trim(), password: password.value }),
                enter,
                failedTitle,
                restart: ({ notice: text, otherPerson }) => {
                  if (passwordStep) passwordStep.hidden = false;
                  if (notice) {
                    notice.textContent = text ?? '';
                    notice.hidden = !text;
                  }
                  password.value = '';
                  setFieldError(password, '');
                  if (otherPerson) {
                    email.value = '';
                    email.focus();
                  } else {
                    password.focus();
                  }
                },
              }),
            )
            .catch(() => undefined)
        : Promise.resolve(undefined);

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      const valid = validateFields([
        emailCheck(email, data),
        [password, () => (password.value ? '' : (data.msgPasswordRequired ?? ''))],
      ]);
      if (!valid) return;

      setBusy(submit, true);
      let outcome: Outcome;
      try {
        outcome =
          data.kind === 'staff'
            ? await staffSignIn(email.value.trim(), password.value, await twoStep)
            : await customerSignIn(email.value.trim(), password.value);
      } catch {
        outcome = { next: 'failed', message: '' };
      }
      // Signed in: the button stays busy while the next page loads.
      if (outcome.next === 'home') return;
      if (outcome.next === 'second-step') {
        if (passwordStep) passwordStep.hidden = true;
        if (notice) {
          notice.hidden = true;
          notice.textContent = '';
        }
        setBusy(submit, false);
        return;
      }
      setBusy(submit, false);
      notify({ type: 'error', title: failedTitle, description: outcome.message || undefined });
      password.select();
    });
  }
}
