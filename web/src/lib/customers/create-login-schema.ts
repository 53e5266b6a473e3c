import { emailField, text } from '@ezc/domain/customers/field-rules';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
} from '@ezc/domain/identity/password-rules';
import * as z from 'zod';

/**
 * Step 1's form: the name (a person's or the company's), the e-mail to sign in with, the
 * password twice (spec §5: creation has a confirmation field), and the consent to the terms and
 * privacy notice. The password's length is checked here as people type; whether it is common or
 * breached is the server's to say.
 */

/** A check whose text is the catalogue's `key` (filled with `values`). */
const says = (key: string, english: string, values: Record<string, string | number> = {}) => ({
  message: english,
  params: { textKey: key, ...values },
});

export const createLoginFormSchema = z
  .object({
    FullName: text(150),
    Email: emailField(),
    Password: z
      .string()
      .refine((p) => p.length > 0, says('login.passwordRequired', 'Enter your password.'))
      .refine(
        (p) => p.length === 0 || passwordLength(p) >= PASSWORD_MIN_LENGTH,
        says('passwordStrength.tooShort', `Too short: use at least ${PASSWORD_MIN_LENGTH} characters.`, {
          min: PASSWORD_MIN_LENGTH,
        }),
      )
      .refine(
        (p) => passwordLength(p) <= PASSWORD_MAX_LENGTH,
        says('passwordStrength.tooLong', `Too long: use at most ${PASSWORD_MAX_LENGTH} characters.`, {
          max: PASSWORD_MAX_LENGTH,
        }),
      ),
    ConfirmPassword: z.string(),
    Consent: z
      .boolean()
      .refine(
        (agreed) => agreed,
        says(
          'onboarding.login.consentRequired',
          'Agree to the Terms of Use and the Privacy Notice to continue.',
        ),
      ),
  })
  .superRefine((form, ctx) => {
    if (form.ConfirmPassword === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['ConfirmPassword'],
        ...says('onboarding.login.confirmRequired', 'Enter the password again.'),
      });
    } else if (form.ConfirmPassword !== form.Password) {
      ctx.addIssue({
        code: 'custom',
        path: ['ConfirmPassword'],
        ...says('onboarding.login.mismatch', 'The passwords do not match.'),
      });
    }
  });

export type CreateLoginForm = z.input<typeof createLoginFormSchema>;
