import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessClock } from '../clock/clock';
import { randomIds } from '../ids';
import { createLogger } from '../log';
import { createTestTable } from '../testing/test-table';
import { LocalOutbox } from './local-outbox';

let t: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  t = await createTestTable('outbox');
});
afterAll(async () => t.drop());

describe('local outbox for e-mail and SMS', () => {
  it('keeps every message in the table, newest last, for everyone or one recipient', async () => {
    // A clock that stands still between sends, so the stored times are exactly the ones set.
    let now = new Date(0);
    const clock = { now: () => now };
    const lines: string[] = [];
    const log = createLogger('info', {}, (l) => lines.push(l));
    const outbox = new LocalOutbox({ table: t.table, clock, ids: randomIds, log });

    now = new Date('2026-03-01T01:00:00.000Z');
    await outbox.mailer.send({ to: 'Borrower@demo.test', subject: 'Your sign-in code', body: 'Code 482913' });
    now = new Date('2026-03-01T01:00:05.000Z');
    await outbox.sms.send({ to: '+60123456789', body: 'EZC: your code is 771204' });
    now = new Date('2026-03-01T01:00:10.000Z');
    await outbox.mailer.send({
      to: 'finance@demo.test',
      subject: 'Payment received',
      body: 'RM 1,000.00 for EZC000001',
    });
    now = new Date('2026-03-01T01:00:20.000Z');
    await outbox.mailer.send({ to: 'borrower@demo.test', subject: 'Reminder', body: 'Installment due' });

    const all = await outbox.list();
    expect(all.map((m) => m.at)).toEqual([
      '2026-03-01T01:00:00.000Z',
      '2026-03-01T01:00:05.000Z',
      '2026-03-01T01:00:10.000Z',
      '2026-03-01T01:00:20.000Z',
    ]);
    expect(all[1]).toEqual({
      channel: 'sms',
      to: '+60123456789',
      body: 'EZC: your code is 771204',
      at: '2026-03-01T01:00:05.000Z',
    });

    const borrower = await outbox.list({ to: 'borrower@demo.test' });
    expect(borrower).toEqual([
      {
        channel: 'email',
        to: 'Borrower@demo.test',
        subject: 'Your sign-in code',
        body: 'Code 482913',
        at: '2026-03-01T01:00:00.000Z',
      },
      {
        channel: 'email',
        to: 'borrower@demo.test',
        subject: 'Reminder',
        body: 'Installment due',
        at: '2026-03-01T01:00:20.000Z',
      },
    ]);
    expect(await outbox.list({ to: 'nobody@demo.test' })).toEqual([]);

    // One log line per message, never with the body (OTP codes).
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      channel: 'email',
      to: 'Borrower@demo.test',
      subject: 'Your sign-in code',
    });
    expect(lines.join('\n')).not.toMatch(/482913|771204/);
  });

  it('survives a restart: a new outbox on the same table lists what the old one sent', async () => {
    const log = createLogger('silent');
    const again = new LocalOutbox({ table: t.table, clock: new BusinessClock(), ids: randomIds, log });
    expect((await again.list({ to: '+60123456789' })).map((m) => m.body)).toEqual([
      'EZC: your code is 771204',
    ]);
  });
});
