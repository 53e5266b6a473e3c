import { clearErrorOnInput, setBusy, setFieldError } from '../lib/form-helpers';
import { authorizeStaff, exchangeCode } from '../lib/staff-sign-in';
import { type CodeKind, checkCode } from '../lib/two-step-sign-in';
import { notify } from '../stores/notifications';

/**
 * The staff sign-in's second steps (components/TwoStepSignIn.astro): asking for the two-step
 * code, or saying that the link to set two-step sign-in up was mailed (it is set up on the link's
 * page, scripts/two-step-setup.ts). The password step (login-form.ts) hands over to these and gets
 * the page back through `restart`.
 */

export interface TwoStepHost {
  /** The e-mail and password of the first step, sent again with the code. */
  readonly credentials: () => { email: string; password: string };
  /** Signed in: go on as a plain sign-in does. `startedAt` is when the session's call began. */
  readonly enter: (startedAt: number) => void;
  /** Back to the password step, with the e-mail cleared too when someone else is to sign in. */
  readonly restart: (options: { readonly notice?: string; readonly otherPerson?: boolean }) => void;
  /** The password step's failure title ('Login Failed'). */
  readonly failedTitle: string;
}

export interface TwoStep {
  askForCode(message: string | undefined): void;
  /** The role must use two-step sign-in, not set up yet: the set-up link went by e-mail. */
  linkSent(message: string | undefined): void;
}

const messageFor = (problem: 'required' | 'app' | 'recovery', kind: CodeKind, data: DOMStringMap): string => {
  if (problem === 'required')
    return (kind === 'recovery' ? data.msgRecoveryRequired : data.msgRequired) ?? '';
  return (problem === 'recovery' ? data.msgRecovery : data.msgApp) ?? '';
};

/** Shows one section and focuses where reading (or typing) starts. */
function show(section: HTMLElement, sections: readonly HTMLElement[], focus: HTMLElement | null): void {
  for (const s of sections) s.hidden = s !== section;
  focus?.focus();
}

export function bindTwoStep(host: TwoStepHost): TwoStep | undefined {
  const codeStep = document.querySelector<HTMLElement>('[data-mfa-code]');
  const linkStep = document.querySelector<HTMLElement>('[data-mfa-link-sent]');
  const otpForm = codeStep?.querySelector<HTMLFormElement>('[data-otp-form]');
  if (!codeStep || !linkStep || !otpForm) return undefined;
  const sections = [codeStep, linkStep];
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
        } else if (result.next === 'link-sent') {
          twoStep.linkSent(result.message);
        } else {
          notify({ type: 'error', title: host.failedTitle, description: result.message });
        }
      } catch {
        notify({ type: 'error', title: host.failedTitle });
      }
      setBusy(otpSubmit, false);
    });
  }

  // ---- Entering the steps --------------------------------------------------------------------
  const twoStep: TwoStep = {
    askForCode(serverText) {
      if (message && serverText) message.textContent = serverText;
      setKind('app');
      if (otp) otp.value = '';
      show(codeStep, sections, otp ?? null);
    },
    linkSent(serverText) {
      const text = linkStep.querySelector<HTMLElement>('[data-link-sent-message]');
      if (text && serverText) text.textContent = serverText;
      show(linkStep, sections, linkStep.querySelector<HTMLElement>('h2'));
    },
  };

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-start-again]')) {
    button.addEventListener('click', () => restart({ otherPerson: true }));
  }
  return twoStep;
}
