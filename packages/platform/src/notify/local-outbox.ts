import type { Logger } from '../log';
import type { Clock, Ids } from '../table/aggregate-store';
import { platformKeys } from '../table/keys';
import type { Table } from '../table/table';
import type { Mailer, OutgoingEmail, OutgoingSms, SmsSender } from './messages';

/** One message as the dev outbox shows it (contract: GET /api/dev/outbox). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  /** E-mail only. */
  subject?: string;
  body: string;
  at: string;
}

/** Recipients are looked up the way people type them: e-mail case does not matter. */
const recipientKey = (to: string) => to.trim().toLowerCase();

/**
 * The local stand-in for SES and SNS: every message is kept in the table (so it survives a
 * restart) for the dev outbox, where testers read OTP codes and reset links.
 */
export class LocalOutbox {
  readonly mailer: Mailer = {
    send: (mail: OutgoingEmail) => this.record('email', mail.to, mail.body, mail.subject),
  };
  readonly sms: SmsSender = { send: (sms: OutgoingSms) => this.record('sms', sms.to, sms.body) };

  constructor(private readonly deps: { table: Table; clock: Clock; ids: Ids; log: Logger }) {}

  /** Every message, oldest first (newest last), or only those to one recipient. */
  async list(filter: { to?: string } = {}): Promise<OutboxMessage[]> {
    const rows = filter.to
      ? await this.deps.table.queryAll({ pk: platformKeys.outboxMessage(recipientKey(filter.to)) })
      : await this.deps.table.queryAll({ index: 'GSI1', pk: platformKeys.allOutboxMessages });
    return rows.map((r) => ({
      channel: r.channel as OutboxMessage['channel'],
      to: String(r.to),
      ...(typeof r.subject === 'string' ? { subject: r.subject } : {}),
      body: String(r.body),
      at: String(r.at),
    }));
  }

  private async record(channel: OutboxMessage['channel'], to: string, body: string, subject?: string) {
    const at = this.deps.clock.now().toISOString();
    const id = this.deps.ids.next();
    await this.deps.table.put({
      ...platformKeys.outboxMessageRow(recipientKey(to), at, id),
      EntityType: 'OutboxMessage',
      channel,
      to,
      ...(subject !== undefined ? { subject } : {}),
      body,
      at,
    });
    // Never the body: it may hold an OTP code or a password-reset link.
    this.deps.log.info('message sent (local outbox)', {
      channel,
      to,
      ...(subject !== undefined ? { subject } : {}),
    });
  }
}
