import { type EventEnvelope, reminderSchema, scheduleDue } from '@ezc/domain';
import type { Mailer, SmsSender } from '@ezc/platform';

export interface ReminderPorts {
  mail: Mailer;
  sms: SmsSender;
  /** Runs the sending once per event, whatever the number of deliveries. */
  once(eventId: string, effect: () => Promise<void>): Promise<boolean>;
}

/** A reminder that came due: sent by e-mail or SMS, once. */
export async function sendReminder(ports: ReminderPorts, event: EventEnvelope): Promise<void> {
  const due = scheduleDue.parse(event);
  const reminder = reminderSchema.parse(due.payload);
  await ports.once(event.id, async () => {
    if (reminder.Channel === 'email') {
      await ports.mail.send({
        to: reminder.To,
        subject: reminder.Subject ?? 'EZC reminder',
        body: reminder.Body,
      });
    } else {
      await ports.sms.send({ to: reminder.To, body: reminder.Body });
    }
  });
}
