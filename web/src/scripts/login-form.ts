import { notifySessionExpired } from '../lib/client-session';
import { clearClientState } from '../lib/client-state';
import {
  bindPasswordReveal,
  clearErrorOnInput,
  emailCheck,
  type JsonAnswer,
  postJson,
  serverMessage,
  setBusy,
  validateFields,
} from '../lib/form-helpers';
import { notify } from '../stores/notifications';

/**
 * The customer and staff sign-in forms (spec §5): checks the fields, then signs in as the web
 * client so the tokens land in HttpOnly cookies, and reloads `/`, which the page server turns
 * into the account's home page. Texts come from data attributes in the page language.
 */

/** The product tokens were issued (as cookies for the web client, or in the body for others). */
const hasProductSession = (answer: JsonAnswer) =>
  answer.ok && (answer.body.session === 'cookie' || typeof answer.body.access_token === 'string');

/** Undefined when signed in; otherwise the message to show ('' when the server sent none). */
async function customerSignIn(email: string, password: string): Promise<string | undefined> {
  const answer = await postJson('/api/auth/customer/login', { username: email, password });
  return hasProductSession(answer) ? undefined : (serverMessage(answer) ?? '');
}

/** Staff go through single sign-on: a code and SSO token first, then the product tokens for the code. */
async function staffSignIn(email: string, password: string): Promise<string | undefined> {
  const sso = await postJson('/api/sso/authorization', { email, password, client_id: 'loan-web' });
  const { code, sso_token: ssoToken } = sso.body;
  if (!sso.ok || typeof code !== 'string' || !code || typeof ssoToken !== 'string' || !ssoToken) {
    return serverMessage(sso) ?? '';
  }
  const product = await postJson('/api/staff/auth/login', { code });
  return hasProductSession(product) ? undefined : (serverMessage(product) ?? '');
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
  if (email && password && submit) {
    bindPasswordReveal(form);
    clearErrorOnInput(email, password);
    handleExpiredSession();

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      const valid = validateFields([
        emailCheck(email, data),
        [password, () => (password.value ? '' : (data.msgPasswordRequired ?? ''))],
      ]);
      if (!valid) return;

      setBusy(submit, true);
      let failure: string | undefined;
      try {
        const signIn = data.kind === 'staff' ? staffSignIn : customerSignIn;
        failure = await signIn(email.value.trim(), password.value);
      } catch {
        failure = '';
      }
      if (failure === undefined) {
        // Stays busy: the next page is on its way.
        window.location.assign('/');
        return;
      }
      setBusy(submit, false);
      notify({ type: 'error', title: data.failedTitle ?? 'Login Failed', description: failure || undefined });
      password.select();
    });
  }
}
