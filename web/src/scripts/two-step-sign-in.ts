import { clearErrorOnInput, setBusy, setFieldError } from '../lib/form-helpers';
import { drawQr } from '../lib/qr-svg';
import { authorizeStaff, completeEnrolment, exchangeCode } from '../lib/staff-sign-in';
import {
  type CodeKind,
  checkAppCode,
  checkCode,
  groupSecret,
  type MfaEnrolment,
} from '../lib/two-step-sign-in';
import { notify } from '../stores/notifications';

/**
 * The staff sign-in's second steps (components/TwoStepSignIn.astro): asking for the two-step
 * code, setting two-step sign-in up, and showing the recovery codes. The password step
 * (login-form.ts) hands over to these and gets the page back through `restart`.
 */

export interface TwoStepHost {
  /** The e-mail and password of the first step, sent again with the code. */
  readonly credentials: () => { email: string; password: string };
  /** Signed in: go on as a plain sign-in does. `startedAt` is when the session's call began. */
  readonly enter: (startedAt: number) => void;
  /**
   * Back to the password step: with a notice when the sign-in ran out, or with the e-mail cleared
   * too when someone else is to sign in.
   */
  readonly restart: (options: { readonly notice?: string; readonly otherPerson?: boolean }) => void;
  /** The password step's failure title ('Login Failed'). */
  readonly failedTitle: string;
}

export interface TwoStep {
  askForCode(message: string | undefined): void;
  setUp(enrolment: MfaEnrolment): void;
}

const messageFor = (problem: 'required' | 'app' | 'recovery', kind: CodeKind, data: DOMStringMap): string => {
  if (problem === 'required')
    return (kind === 'recovery' ? data.msgRecoveryRequired : data.msgRequired) ?? '';
  return (problem === 'recovery' ? data.msgRecovery : data.msgApp) ?? '';
};

async function copy(text: string, button: HTMLElement, status: HTMLElement | null, select?: HTMLElement) {
  try {
    await navigator.clipboard.writeText(text);
    if (status) status.textContent = button.dataset.copied ?? '';
  } catch {
    if (status) status.textContent = button.dataset.copyFailed ?? '';
    if (select) window.getSelection()?.selectAllChildren(select);
  }
}

/** Shows one section and focuses where reading (or typing) starts. */
function show(section: HTMLElement, sections: readonly HTMLElement[], focus: HTMLElement | null): void {
  for (const s of sections) s.hidden = s !== section;
  focus?.focus();
}

export function bindTwoStep(host: TwoStepHost): TwoStep | undefined {
  const codeStep = document.querySelector<HTMLElement>('[data-mfa-code]');
  const setupStep = document.querySelector<HTMLElement>('[data-mfa-setup]');
  const recoveryStep = document.querySelector<HTMLElement>('[data-mfa-recovery]');
  const otpForm = codeStep?.querySelector<HTMLFormElement>('[data-otp-form]');
  const enrolForm = setupStep?.querySelector<HTMLFormElement>('[data-enrol-form]');
  if (!codeStep || !setupStep || !recoveryStep || !otpForm || !enrolForm) return undefined;
  const sections = [codeStep, setupStep, recoveryStep];
  const restart: TwoStepHost['restart'] = (options) => {
    for (const s of sections) s.hidden = true;
    host.restart(options);
  };

  // ---- The code from the app, or a recovery code -----------------------------------------------
  const otp = otpForm.querySelector<HTMLInputElement>('input[name="otp"]');
  const otpLabel = otpForm.querySelector<HTMLElement>('[data-otp-label]');
  const otpHint = otpForm.querySelector<HTMLElement>('[data-recovery-hint]');
  const modeToggle = otpForm.querySelector<HTMLButtonElement>('[data-otp-mode]');
  const otpSubmit = otpForm.querySelector<HTMLButtonElement>('[type="submit"]');
  const message = codeStep.querySelector<HTMLElement>('[data-mfa-message]');
  const codeData = otpForm.dataset;
  let kind: CodeKind = 'app';

  const setKind = (next: CodeKind) => {
    kind = next;
    if (!otp) return;
    const recovery = next === 'recovery';
    otp.inputMode = recovery ? 'text' : 'numeric';
    otp.autocomplete = recovery ? 'off' : 'one-time-code';
    if (otpLabel) otpLabel.textContent = (recovery ? codeData.labelRecovery : codeData.labelApp) ?? '';
    if (otpHint) otpHint.hidden = !recovery;
    if (modeToggle) modeToggle.textContent = (recovery ? codeData.toggleApp : codeData.toggleRecovery) ?? '';
    setFieldError(otp, '');
  };

  if (otp && otpSubmit) {
    clearErrorOnInput(otp);
    modeToggle?.addEventListener('click', () => {
      setKind(kind === 'app' ? 'recovery' : 'app');
      otp.value = '';
      otp.focus();
    });
    otpForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (otpSubmit.disabled) return;
      const checked = checkCode(otp.value, kind);
      if (!checked.ok) {
        setFieldError(otp, messageFor(checked.problem, kind, codeData));
        otp.focus();
        return;
      }
      setBusy(otpSubmit, true);
      try {
        const { startedAt, result } = await authorizeStaff({ ...host.credentials(), otp: checked.otp });
        if (result.next === 'exchange') {
          const failure = await exchangeCode(result.code);
          if (!failure) {
            host.enter(startedAt);
            return;
          }
          notify({ type: 'error', title: host.failedTitle, description: failure.message });
        } else if (result.next === 'wrong-code' || result.next === 'ask-code') {
          // The field stays as typed, selected, so the next attempt replaces it.
          setFieldError(otp, result.message ?? messageFor('app', kind, codeData));
          otp.select();
        } else if (result.next === 'set-up') {
          twoStep.setUp(result.enrolment);
        } else {
          notify({ type: 'error', title: host.failedTitle, description: result.message });
        }
      } catch {
        notify({ type: 'error', title: host.failedTitle });
      }
      setBusy(otpSubmit, false);
    });
  }

  // ---- Setting it up -------------------------------------------------------------------------
  const qrHost = setupStep.querySelector<HTMLElement>('[data-qr]');
  const secretText = setupStep.querySelector<HTMLElement>('[data-secret]');
  const copySecret = setupStep.querySelector<HTMLButtonElement>('[data-copy-secret]');
  const copySecretStatus = setupStep.querySelector<HTMLElement>('[data-copy-secret-status]');
  const setupOtp = enrolForm.querySelector<HTMLInputElement>('input[name="otp"]');
  const enrolSubmit = enrolForm.querySelector<HTMLButtonElement>('[type="submit"]');
  let enrolment: MfaEnrolment | undefined;

  copySecret?.addEventListener('click', () => {
    if (enrolment) void copy(enrolment.secret, copySecret, copySecretStatus, secretText ?? undefined);
  });

  if (setupOtp && enrolSubmit) {
    clearErrorOnInput(setupOtp);
    enrolForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (enrolSubmit.disabled || !enrolment) return;
      const checked = checkAppCode(setupOtp.value);
      if (!checked.ok) {
        setFieldError(setupOtp, messageFor(checked.problem, 'app', enrolForm.dataset));
        setupOtp.focus();
        return;
      }
      setBusy(enrolSubmit, true);
      const failedTitle = enrolForm.dataset.failedTitle ?? host.failedTitle;
      try {
        const { startedAt, result } = await completeEnrolment(enrolment.enrolmentToken, checked.otp);
        if (result.next === 'show-recovery-codes') {
          showRecoveryCodes(result.recoveryCodes, result.code, startedAt);
        } else if (result.next === 'wrong-code') {
          setFieldError(setupOtp, result.message ?? messageFor('app', 'app', enrolForm.dataset));
          setupOtp.select();
        } else if (result.next === 'expired') {
          enrolment = undefined;
          restart({ notice: result.message });
        } else {
          notify({ type: 'error', title: failedTitle, description: result.message });
        }
      } catch {
        notify({ type: 'error', title: failedTitle });
      }
      setBusy(enrolSubmit, false);
    });
  }

  // ---- The recovery codes, shown once --------------------------------------------------------
  const codeList = recoveryStep.querySelector<HTMLOListElement>('[data-recovery-codes]');
  const copyCodes = recoveryStep.querySelector<HTMLButtonElement>('[data-copy-codes]');
  const copyCodesStatus = recoveryStep.querySelector<HTMLElement>('[data-copy-codes-status]');
  const continueButton = recoveryStep.querySelector<HTMLButtonElement>('[data-continue]');
  let pending: { code: string; startedAt: number; codes: readonly string[] } | undefined;

  const showRecoveryCodes = (codes: readonly string[], code: string, startedAt: number): void => {
    pending = { code, startedAt, codes };
    enrolment = undefined;
    codeList?.replaceChildren(
      ...codes.map((c) => {
        const item = document.createElement('li');
        const text = document.createElement('code');
        text.textContent = c;
        item.append(text);
        return item;
      }),
    );
    if (copyCodesStatus) copyCodesStatus.textContent = '';
    show(recoveryStep, sections, recoveryStep.querySelector<HTMLElement>('h2'));
  };

  copyCodes?.addEventListener('click', () => {
    if (pending) void copy(pending.codes.join('\n'), copyCodes, copyCodesStatus, codeList ?? undefined);
  });
  recoveryStep.querySelector('[data-print-codes]')?.addEventListener('click', () => window.print());
  continueButton?.addEventListener('click', async () => {
    if (!pending || continueButton.disabled) return;
    setBusy(continueButton, true);
    let failure: { message: string | undefined } | undefined;
    try {
      failure = await exchangeCode(pending.code);
    } catch {
      // Offline: the codes stay on screen and Continue can be tried again.
      setBusy(continueButton, false);
      notify({ type: 'error', title: host.failedTitle });
      return;
    }
    if (!failure) {
      host.enter(pending.startedAt);
      return;
    }
    setBusy(continueButton, false);
    // The code lives a minute; reading and saving the codes may take longer. Two-step sign-in
    // is on now, so the next sign-in asks for a code from the app.
    pending = undefined;
    codeList?.replaceChildren();
    restart({ notice: continueButton.dataset.msgExpired });
  });

  // ---- Entering the steps --------------------------------------------------------------------
  const twoStep: TwoStep = {
    askForCode(serverText) {
      if (message && serverText) message.textContent = serverText;
      setKind('app');
      if (otp) otp.value = '';
      show(codeStep, sections, otp ?? null);
    },
    setUp(next) {
      enrolment = next;
      if (qrHost) drawQr(qrHost, next.qr, qrHost.dataset.label ?? '');
      if (secretText) secretText.textContent = groupSecret(next.secret);
      if (copySecretStatus) copySecretStatus.textContent = '';
      if (setupOtp) {
        setupOtp.value = '';
        setFieldError(setupOtp, '');
      }
      show(setupStep, sections, setupStep.querySelector<HTMLElement>('h2'));
    },
  };

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-start-again]')) {
    button.addEventListener('click', () => {
      enrolment = undefined;
      restart({ otherPerson: true });
    });
  }
  return twoStep;
}
