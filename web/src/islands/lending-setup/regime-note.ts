import { effectiveAnnualRate } from '@ezc/domain/lending/product';
import { rateCap } from '@ezc/domain/lending/regime';
import { numberOf, type Values } from './form-values';

/**
 * What the product editor says beside the interest rate, as the person types: under the
 * Moneylenders Act 1951 the yearly cap for the collateral choice (12% with collateral, 18%
 * without) and simple interest only, in the words the API refuses with; nothing of the sort under
 * another licence. The same rules as the domain's `checkProductTerms`, so the form and the server
 * agree before anything is sent.
 */

export interface RegimeNoteTexts {
  readonly capRule: string;
  readonly capExceeded: string;
  readonly capExceededSecured: string;
  readonly simpleOnly: string;
  readonly otherRegimeNote: string;
  readonly withCollateral: string;
  readonly withoutCollateral: string;
}

export interface RegimeNote {
  /** 'error' when the Act does not allow these terms: the form is not sent. */
  readonly tone: 'info' | 'error';
  readonly text: string;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (values[k] === undefined ? m : String(values[k])));

export function regimeNote(v: Values, texts: RegimeNoteTexts): RegimeNote {
  if (v.Regime === 'Other') return { tone: 'info', text: texts.otherRegimeNote };
  const secured = v.WithCollateralYN === 'Y';
  const limit = rateCap(secured ? 'Y' : 'N');
  if (v.InterestType && v.InterestType !== 'Simple') return { tone: 'error', text: texts.simpleOnly };
  const rate = numberOf(v.InterestRate);
  const margin = numberOf(v.VariableRateMargin);
  if (rate !== undefined && Number.isFinite(rate)) {
    const charged = effectiveAnnualRate({
      InterestRate: rate,
      InterestPercentageKind: v.InterestPercentageKind === 'Fixed' ? 'Fixed' : 'Variable',
      ...(margin !== undefined && Number.isFinite(margin) ? { VariableRateMargin: margin } : {}),
    });
    if (charged > limit) {
      return { tone: 'error', text: fill(secured ? texts.capExceededSecured : texts.capExceeded, { limit }) };
    }
  }
  const collateral = (secured ? texts.withCollateral : texts.withoutCollateral).toLowerCase();
  return { tone: 'info', text: fill(texts.capRule, { limit, collateral }) };
}
