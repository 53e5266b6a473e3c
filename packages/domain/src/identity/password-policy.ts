import * as z from 'zod';

/**
 * Password policy: long enough to resist guessing, with a mix that users of Malaysian banking
 * portals are used to. Checked at creation and reset; never at sign-in (old passwords still work).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`)
  .refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p), 'Password must mix upper and lower case letters.')
  .refine((p) => /\d/.test(p), 'Password must contain a number.')
  .refine((p) => /[^A-Za-z0-9]/.test(p), 'Password must contain a symbol.');

/** A new password and its confirmation (spec §5: password creation has a confirmation field). */
export const passwordWithConfirmationSchema = z
  .object({ Password: newPasswordSchema, ConfirmPassword: z.string() })
  .refine((v) => v.Password === v.ConfirmPassword, {
    message: 'Passwords do not match.',
    path: ['ConfirmPassword'],
  });
