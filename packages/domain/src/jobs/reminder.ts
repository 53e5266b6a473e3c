import * as z from 'zod';

/**
 * A reminder set for later (a signing session tomorrow, an installment due): at its time the
 * scheduler puts a `schedule.due` event of this kind on the bus, and the jobs context sends it.
 */
export const REMINDER_KIND = 'reminder';

export const reminderSchema = z.object({
  Channel: z.enum(['email', 'sms']),
  /** An e-mail address or a phone number in E.164 form (+60…). */
  To: z.string().min(3).max(254),
  Subject: z.string().max(200).optional(),
  Body: z.string().min(1).max(2000),
});
export type Reminder = z.infer<typeof reminderSchema>;
