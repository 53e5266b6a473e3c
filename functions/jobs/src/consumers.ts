import { jobsTick, REMINDER_KIND, scheduleDue } from '@ezc/domain';
import { type Consumer, deliverOnce, platform } from '@ezc/platform';
import { sendReminder } from './use-cases/send-reminder';

/**
 * What runs when the scheduler says something is due. A kind of schedule or a recurring job with
 * no handler here fails loudly (it is retried, then kept as a dead letter) rather than vanishing.
 */
const runScheduled: Consumer = async (event) => {
  const p = platform();
  if (event.name === scheduleDue.name) {
    const due = scheduleDue.parse(event);
    if (due.kind === REMINDER_KIND) {
      return sendReminder(
        {
          mail: p.mail,
          sms: p.sms,
          once: (eventId, effect) =>
            deliverOnce({
              table: p.table,
              consumer: 'jobs-reminders',
              eventId,
              now: p.clock.now().toISOString(),
              effect,
            }),
        },
        event,
      );
    }
    throw new Error(`No handler for schedules of kind ${due.kind}`);
  }
  if (event.name === jobsTick.name)
    throw new Error(`No handler for the recurring job ${jobsTick.parse(event).job}`);
};

/** Bus rule name → consumer, for the rules that target this context (see platform bus rules). */
export const consumers: Partial<Record<string, Consumer>> = {
  'jobs-run-scheduled': runScheduled,
};
