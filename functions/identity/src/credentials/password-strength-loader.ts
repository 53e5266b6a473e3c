import { lazyModule } from '@ezc/platform/runtime/lazy-module';
import * as z from 'zod';
import type * as Strength from './password-strength';

/** The strength check, imported on first use (see `password-strength.ts`). */
export const loadPasswordStrength: () => Promise<typeof Strength> = lazyModule<typeof Strength>(
  import.meta.url,
  'password-strength',
);

/** Why a chosen password is refused, or undefined: the policy's answer, loaded on first use. */
export async function passwordProblemOf(password: string, userInputs: readonly string[] = []) {
  return (await loadPasswordStrength()).passwordProblem(password, userInputs);
}

/**
 * A newly chosen password in a request body, checked against the domain's policy
 * (`passwordProblem`, its texts too); the check is asynchronous because it loads on first use.
 */
export const chosenPasswordSchema = z.string().superRefine(async (password, ctx) => {
  const problem = await passwordProblemOf(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
