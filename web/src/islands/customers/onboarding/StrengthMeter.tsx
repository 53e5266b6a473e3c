import { useEffect, useState } from 'react';
import type { Estimate, StrengthAdvice, StrengthWord } from '../../../lib/password-strength';
import { strengthVerdict } from '../../../lib/password-strength';

/**
 * The live strength meter under the new password, as on the password-reset page: the same
 * verdicts (lib/password-strength.ts) and texts (`passwordStrength.*`). The estimator and its
 * dictionary are large, so they load the first time the field is used; until then the meter says
 * it is checking. What the person typed about themselves (name, e-mail) counts as guessable.
 */

type Estimator = (password: string, inputs: readonly string[]) => Estimate;

export interface StrengthTexts {
  readonly label: string;
  readonly checking: string;
  readonly words: Readonly<Record<StrengthWord, string>>;
  readonly advice: Readonly<Record<StrengthAdvice, string>>;
}

let estimatorLoad: Promise<Estimator> | undefined;
const loadEstimator = () => {
  estimatorLoad ??= import('../../../lib/password-estimator').then((m) => m.estimatePassword);
  return estimatorLoad;
};

/** Starts loading the estimator (on the field's first focus). */
export function useEstimator(): [Estimator | undefined, boolean, () => void] {
  const [estimator, setEstimator] = useState<Estimator>();
  const [unavailable, setUnavailable] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadEstimator().then(
      (ready) => live && setEstimator(() => ready),
      // Offline or blocked: the policy text above the meter still says what is needed.
      () => live && setUnavailable(true),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return [estimator, unavailable, () => setWanted(true)];
}

interface Props {
  readonly id: string;
  readonly password: string;
  readonly personal: readonly string[];
  readonly texts: StrengthTexts;
  readonly estimator: Estimator | undefined;
  readonly unavailable: boolean;
}

export default function StrengthMeter({ id, password, personal, texts, estimator, unavailable }: Props) {
  const hidden = password === '' || unavailable;
  const verdict = !hidden && estimator ? strengthVerdict(password, estimator(password, personal)) : undefined;
  const word = verdict ? texts.words[verdict.word] : '';
  const advice = verdict
    ? verdict.advice.map((a) => texts.advice[a]).join(' ')
    : hidden
      ? ''
      : texts.checking;
  return (
    <div className="strength" hidden={hidden} data-level={verdict?.level}>
      <div className="strength-row">
        <span id={`${id}-label`}>{texts.label}</span>
        <meter
          min={0}
          max={4}
          low={2}
          high={3}
          optimum={4}
          value={verdict?.level ?? 0}
          aria-labelledby={`${id}-label`}
          aria-valuetext={word || undefined}
        />
        <span className="strength-word">{word}</span>
      </div>
      <p id={`${id}-advice`} className="field-hint" aria-live="polite">
        {advice}
      </p>
    </div>
  );
}
