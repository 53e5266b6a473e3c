import type { Estimate, StrengthAdvice, StrengthWord } from '../lib/password-strength';
import { strengthVerdict } from '../lib/password-strength';

/**
 * The live strength meter under a new-password field. The estimator and its dictionary are
 * large, so they are imported the first time the field is used, not with the page; until they
 * arrive the meter says it is checking.
 */

type Estimator = (password: string) => Estimate;

const WORD_KEYS: Readonly<Record<StrengthWord, string>> = {
  weak: 'wordWeak',
  fair: 'wordFair',
  strong: 'wordStrong',
  veryStrong: 'wordVeryStrong',
};

const ADVICE_KEYS: Readonly<Record<StrengthAdvice, string>> = {
  tooShort: 'adviceTooShort',
  tooLong: 'adviceTooLong',
  tooCommon: 'adviceTooCommon',
  passphrase: 'advicePassphrase',
  containsEmail: 'adviceContainsEmail',
  longer: 'adviceLonger',
  accepted: 'adviceAccepted',
};

async function loadEstimator(): Promise<Estimator> {
  const [{ estimatePassword }, email] = await Promise.all([
    import('../lib/password-estimator'),
    import('../lib/reset-email').then((m) => m.recallResetEmail()).catch(() => undefined),
  ]);
  const inputs = email ? [email] : [];
  return (password) => estimatePassword(password, inputs);
}

export function bindStrengthMeter(input: HTMLInputElement, box: HTMLElement): void {
  const texts = box.dataset;
  const meter = box.querySelector<HTMLMeterElement>('[data-strength-meter]');
  const word = box.querySelector<HTMLElement>('[data-strength-word]');
  const advice = box.querySelector<HTMLElement>('[data-strength-advice]');
  if (!meter || !word || !advice) return;

  let estimator: Estimator | undefined;
  let requested = false;
  let unavailable = false;
  let frame = 0;

  const render = () => {
    frame = 0;
    const password = input.value;
    box.hidden = password === '' || unavailable;
    if (box.hidden) return;
    if (!estimator) {
      delete box.dataset.level;
      meter.value = 0;
      meter.removeAttribute('aria-valuetext');
      word.textContent = '';
      advice.textContent = texts.checking ?? '';
      return;
    }
    const verdict = strengthVerdict(password, estimator(password));
    const wordText = texts[WORD_KEYS[verdict.word]] ?? '';
    box.dataset.level = String(verdict.level);
    meter.value = verdict.level;
    meter.setAttribute('aria-valuetext', wordText);
    word.textContent = wordText;
    advice.textContent = verdict.advice.map((a) => texts[ADVICE_KEYS[a]] ?? '').join(' ');
  };
  // Typing fast must not queue an estimate per key: one per frame is enough.
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(render);
  };

  const load = () => {
    if (requested) return;
    requested = true;
    loadEstimator().then(
      (ready) => {
        estimator = ready;
        schedule();
      },
      () => {
        // Offline or blocked: the policy text above the meter still says what is needed.
        unavailable = true;
        schedule();
      },
    );
  };

  input.addEventListener('focus', load, { once: true });
  input.addEventListener('input', () => {
    load();
    schedule();
  });
}
