import { clearErrorOnInput, setBusy, setFieldError } from '../lib/form-helpers';
import { drawQr } from '../lib/qr-svg';
import { completeEnrolment, openEnrolment } from '../lib/staff-sign-in';
import { checkAppCode, groupSecret } from '../lib/two-step-sign-in';
import { notify } from '../stores/notifications';

/**
 * The set-up page of the mailed link (components/TwoStepSetUp.astro): reads the set-up with the
 * link's token, shows the key and its QR code, takes the app's first code, then shows the recovery
 * codes once. A link that ran out or was used shows the server's word and the way to sign in.
 */

async function copy(text: string, button: HTMLElement, status: HTMLElement | null, select?: HTMLElement) {
  try {
    await navigator.clipboard.writeText(text);
    if (status) status.textContent = button.dataset.copied ?? '';
  } catch {
    if (status) status.textContent = button.dataset.copyFailed ?? '';
    if (select) window.getSelection()?.selectAllChildren(select);
  }
}

function bindSetUp(root: HTMLElement): void {
  const token = root.dataset.token ?? '';
  const failedTitle = root.dataset.failedTitle ?? '';
  const opening = root.querySelector<HTMLElement>('[data-mfa-opening]');
  const expiredStep = root.querySelector<HTMLElement>('[data-mfa-expired]');
  const setupStep = root.querySelector<HTMLElement>('[data-mfa-setup]');
  const recoveryStep = root.querySelector<HTMLElement>('[data-mfa-recovery]');
  const enrolForm = setupStep?.querySelector<HTMLFormElement>('[data-enrol-form]');
  if (!opening || !expiredStep || !setupStep || !recoveryStep || !enrolForm) return;
  const sections = [expiredStep, setupStep, recoveryStep];
  const show = (section: HTMLElement) => {
    opening.hidden = true;
    for (const s of sections) s.hidden = s !== section;
    section.querySelector<HTMLElement>('h2')?.focus();
  };
  const expired = (message: string | undefined) => {
    const text = expiredStep.querySelector<HTMLElement>('[data-expired-message]');
    if (text && message) text.textContent = message;
    show(expiredStep);
  };

  // ---- The key to add to the app, and its first code ---------------------------------------
  const qrHost = setupStep.querySelector<HTMLElement>('[data-qr]');
  const secretText = setupStep.querySelector<HTMLElement>('[data-secret]');
  const copySecret = setupStep.querySelector<HTMLButtonElement>('[data-copy-secret]');
  const copySecretStatus = setupStep.querySelector<HTMLElement>('[data-copy-secret-status]');
  const setupOtp = enrolForm.querySelector<HTMLInputElement>('input[name="otp"]');
  const enrolSubmit = enrolForm.querySelector<HTMLButtonElement>('[type="submit"]');
  let secret = '';

  copySecret?.addEventListener('click', () => {
    if (secret) void copy(secret, copySecret, copySecretStatus, secretText ?? undefined);
  });

  if (setupOtp && enrolSubmit) {
    clearErrorOnInput(setupOtp);
    enrolForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (enrolSubmit.disabled || !secret) return;
      const checked = checkAppCode(setupOtp.value);
      if (!checked.ok) {
        const data = enrolForm.dataset;
        setFieldError(setupOtp, (checked.problem === 'required' ? data.msgRequired : data.msgApp) ?? '');
        setupOtp.focus();
        return;
      }
      setBusy(enrolSubmit, true);
      try {
        const result = await completeEnrolment(token, checked.otp);
        if (result.next === 'show-recovery-codes') {
          showRecoveryCodes(result.recoveryCodes);
        } else if (result.next === 'wrong-code') {
          setFieldError(setupOtp, result.message ?? enrolForm.dataset.msgApp ?? '');
          setupOtp.select();
        } else if (result.next === 'expired') {
          expired(result.message);
        } else {
          notify({ type: 'error', title: failedTitle, description: result.message });
        }
      } catch {
        notify({ type: 'error', title: failedTitle });
      }
      setBusy(enrolSubmit, false);
    });
  }

  // ---- The recovery codes, shown once ------------------------------------------------------
  const codeList = recoveryStep.querySelector<HTMLOListElement>('[data-recovery-codes]');
  const copyCodes = recoveryStep.querySelector<HTMLButtonElement>('[data-copy-codes]');
  const copyCodesStatus = recoveryStep.querySelector<HTMLElement>('[data-copy-codes-status]');
  let codes: readonly string[] = [];

  // The page says in its own language what the server says in English: it is on, sign in now.
  const showRecoveryCodes = (next: readonly string[]): void => {
    codes = next;
    secret = '';
    codeList?.replaceChildren(
      ...next.map((c) => {
        const item = document.createElement('li');
        const text = document.createElement('code');
        text.textContent = c;
        item.append(text);
        return item;
      }),
    );
    show(recoveryStep);
  };
  copyCodes?.addEventListener('click', () => {
    if (codes.length) void copy(codes.join('\n'), copyCodes, copyCodesStatus, codeList ?? undefined);
  });
  recoveryStep.querySelector('[data-print-codes]')?.addEventListener('click', () => window.print());

  // ---- Opening the link --------------------------------------------------------------------
  void (async () => {
    if (!token) return expired(undefined);
    try {
      const opened = await openEnrolment(token);
      if (opened.next === 'set-up') {
        secret = opened.enrolment.secret;
        if (qrHost) drawQr(qrHost, opened.enrolment.qr, qrHost.dataset.label ?? '');
        if (secretText) secretText.textContent = groupSecret(secret);
        show(setupStep);
      } else {
        expired(opened.message);
      }
    } catch {
      notify({ type: 'error', title: failedTitle });
    }
  })();
}

const root = document.querySelector<HTMLElement>('[data-mfa-setup-page]');
if (root) bindSetUp(root);
