import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signingSessionBooked } from '@ezc/domain';
import { DEMO_PASSWORD, type LocalRuntime, startLocal } from '@ezc/local';
import { type DynamoLocal, startDynamoLocal } from '@ezc/platform/table/dynamo-local';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, signIn } from '../support/api';
import {
  type BookableLoan,
  companySignedLoan,
  DEMO_ATTORNEY,
  ensureAttorneyCalendar,
  setClock,
  slotAt,
} from '../support/booking';
import { TEST_PASSWORD_HASH_COST } from '../support/demo-password-hash';
import { devHeaders } from '../support/dev';
import { noteProductStart } from '../support/product-starts';
import { TEST_EPOCH } from '../support/test-clock';

/**
 * Signing reminders (spec §9): 1 day, 2 hours and 30 minutes before a live session, by e-mail and
 * SMS, each sent once at its moment — however often the jobs run, and across a restart of the
 * product on the same data. Moving the session replaces its reminders. 15 minutes before the
 * start, staff who follow signing sessions are told the borrower has not joined.
 *
 * The business clock starts on Monday 7 December 2026, 09:00 in Malaysia (UTC+8). The session is
 * booked for Thursday 10 December 16:00, then moved to Wednesday 9 December 16:00, whose reminders
 * are due on Tuesday 8 December 16:00 (1 day), Wednesday 14:00 (2 hours) and 15:30 (30 minutes),
 * and the not-joined check on Wednesday 15:45.
 */

const root = resolve(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'ezc-reminders-'));
const tableName = `ezc-${randomUUID().slice(0, 8)}`;

/** The database that outlives the product's restarts in this file. */
let db: DynamoLocal;

/** The product on a store that outlives it: the same table and data folder on every start. */
const start = () => {
  noteProductStart('restart on a kept store');
  return startLocal({
    port: 0,
    dataDir,
    dynamoEndpoint: db.endpoint,
    env: { TABLE_NAME: tableName, PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) },
    seed: true,
    seedPasswordHashes: { [DEMO_PASSWORD]: inject('demoPasswordHash') },
    web: false,
    root,
    logLevel: 'silent',
    clockAt: TEST_EPOCH,
  });
};

let rt: LocalRuntime;
let loan: BookableLoan;
let sessionId = '';
const tokens: Record<string, string> = {};

/** Thursday 10 December 2026, 16:00 in Malaysia. */
const THU_16 = '2026-12-10T08:00:00.000Z';
/** Wednesday 9 December 2026, 16:00 in Malaysia. */
const WED_16 = '2026-12-09T08:00:00.000Z';

const customerOf = { borrower: 'CUST-000001', company: 'CUST-000002' } as const;
const contact = {
  company: { email: 'company@demo.test', mobile: '+60129876543' },
  borrower: { email: 'borrower@demo.test', mobile: '+60123456789' },
} as const;

interface Message {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
  at: string;
}

/** The signing reminders sent so far to the loan's borrower, by channel. */
async function reminders(): Promise<{ email: Message[]; sms: Message[] }> {
  const to = contact[loan.owner];
  const read = async (address: string) =>
    (
      await api(rt.url).call<{ Data: Message[] }>('GET', `/dev/outbox?to=${encodeURIComponent(address)}`, {
        headers: devHeaders(rt),
      })
    ).body.Data;
  const [mails, texts] = await Promise.all([read(to.email), read(to.mobile)]);
  return {
    email: mails.filter((m) => m.channel === 'email' && m.subject?.startsWith('Reminder: your loan signing')),
    sms: texts.filter((m) => m.channel === 'sms' && m.body.startsWith('EZC: Your signing session')),
  };
}

/** Runs what is due at `now`; answers how many one-off schedules came due. */
async function runJobsAt(now: string): Promise<number> {
  await setClock(rt, now);
  const r = await api(rt.url).call<{ Data: { oneOff: number } }>('POST', '/dev/run-jobs', {
    body: {},
    headers: devHeaders(rt),
  });
  expect(r.status).toBe(200);
  return r.body.Data.oneOff;
}

const move = (slot: { SlotSessionId: string; Start: string }, path: string) =>
  api(rt.url).post<Record<string, unknown>>(
    path,
    {
      LoanNo: loan.LoanNo,
      AttestatorId: DEMO_ATTORNEY,
      SlotSessionId: slot.SlotSessionId,
      Start: slot.Start,
    },
    tokens[loan.owner],
  );

beforeAll(async () => {
  db = await startDynamoLocal({ inMemory: true, shortLived: true });
  rt = await start();
  for (const who of ['borrower', 'company', 'signer', 'attorney']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
  await ensureAttorneyCalendar(rt);
  loan = await companySignedLoan(rt, tokens);
});
afterAll(async () => {
  await rt?.stop();
  await db?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('signing reminders', () => {
  it('schedules nothing that is due yet when the session is booked, and moves the reminders with it', async () => {
    await setClock(rt, '2026-12-07T09:00:00+08:00');
    const booked = await move(
      await slotAt(rt, tokens[loan.owner]!, THU_16),
      '/loans/schedule-signing-session',
    );
    expect(booked.status).toBe(200);
    sessionId = String((booked.body.Data as { SigningSessionId: string }).SigningSessionId);
    await runJobsAt('2026-12-07T09:05:00+08:00');
    const moved = await move(
      await slotAt(rt, tokens[loan.owner]!, WED_16),
      '/loans/reschedule-signing-session',
    );
    expect(moved.status).toBe(200);
    expect((moved.body.Data as { SigningSessionId: string }).SigningSessionId).toBe(sessionId);
    await runJobsAt('2026-12-07T09:10:00+08:00');
    expect(await reminders()).toEqual({ email: [], sms: [] });
  });

  it('sends the 1-day reminder by e-mail and SMS at its moment, not before', async () => {
    await runJobsAt('2026-12-08T15:59:00+08:00');
    expect(await reminders()).toEqual({ email: [], sms: [] });
    await runJobsAt('2026-12-08T16:01:00+08:00');
    const sent = await reminders();
    expect(sent.email).toHaveLength(1);
    expect(sent.sms).toHaveLength(1);
    const [mail] = sent.email;
    const [sms] = sent.sms;
    expect(mail!.to).toBe(contact[loan.owner].email);
    expect(mail!.subject).toBe(
      'Reminder: your loan signing session on Wednesday, 9 December 2026 / Peringatan: sesi menandatangani pinjaman anda pada Rabu, 9 Disember 2026',
    );
    expect(mail!.body).toContain(
      `This is a reminder of your live signing session for loan ${loan.LoanNo} with`,
    );
    expect(mail!.body).toContain('on Wednesday, 9 December 2026 at 16:00 (Malaysia time).');
    expect(mail!.body).toContain('Please be ready 15 minutes before the session starts, at 15:45.');
    expect(mail!.body).toContain('pada Rabu, 9 Disember 2026 jam 16:00 (waktu Malaysia).');
    expect(mail!.body).toContain('Sila bersedia 15 minit sebelum sesi bermula, iaitu pada jam 15:45.');
    expect(sms!.to).toBe(contact[loan.owner].mobile);
    expect(sms!.body).toBe(
      `EZC: Your signing session for loan ${loan.LoanNo} is on Wednesday, 9 December 2026 at 16:00 (Malaysia time). Please be ready 15 minutes before, at 15:45.\n` +
        `EZC: Sesi menandatangani bagi pinjaman ${loan.LoanNo} anda adalah pada Rabu, 9 Disember 2026 jam 16:00 (waktu Malaysia). Sila bersedia 15 minit sebelum itu, pada jam 15:45.`,
    );
    // Sent at the business clock's moment, just after 16:00 on Tuesday (08:00Z).
    for (const m of [mail!, sms!]) {
      expect(m.at >= '2026-12-08T08:00:00.000Z' && m.at < '2026-12-08T08:05:00.000Z').toBe(true);
    }
  });

  it('sends nothing twice when the jobs run again', async () => {
    await runJobsAt('2026-12-08T16:02:00+08:00');
    await runJobsAt('2026-12-08T16:03:00+08:00');
    const sent = await reminders();
    expect([sent.email.length, sent.sms.length]).toEqual([1, 1]);
  });

  it('sends nothing twice after a restart on the same data, even when the booking is delivered again', async () => {
    await rt.stop();
    rt = await start();
    await runJobsAt('2026-12-08T16:04:00+08:00');
    // The booking's event arriving once more (as the bus may deliver it after a restart) sets the
    // schedules again, the 1-day one included; it must still not be sent a second time.
    await rt.platform.bus.publish([
      signingSessionBooked.create({
        id: randomUUID(),
        occurredAt: '2026-12-07T01:05:00.000Z',
        data: {
          SigningSessionId: sessionId,
          LoanNo: loan.LoanNo,
          Status: 'Pending Start',
          CustomerId: customerOf[loan.owner],
          AttestatorId: DEMO_ATTORNEY,
        },
      }),
    ]);
    // Both 1-day reminders came due again, and were not sent again.
    expect(await runJobsAt('2026-12-08T16:05:00+08:00')).toBeGreaterThanOrEqual(2);
    const sent = await reminders();
    expect([sent.email.length, sent.sms.length]).toEqual([1, 1]);
  }, 120_000);

  it('sends the 2-hour and the 30-minute reminders at their moments, once each', async () => {
    await runJobsAt('2026-12-09T13:59:00+08:00');
    expect((await reminders()).email).toHaveLength(1);
    await runJobsAt('2026-12-09T14:01:00+08:00');
    await runJobsAt('2026-12-09T14:02:00+08:00');
    let sent = await reminders();
    expect([sent.email.length, sent.sms.length]).toEqual([2, 2]);
    expect(sent.sms[1]!.at >= '2026-12-09T06:00:00.000Z').toBe(true);
    await runJobsAt('2026-12-09T15:29:00+08:00');
    expect((await reminders()).sms).toHaveLength(2);
    await runJobsAt('2026-12-09T15:31:00+08:00');
    await runJobsAt('2026-12-09T15:32:00+08:00');
    sent = await reminders();
    expect([sent.email.length, sent.sms.length]).toEqual([3, 3]);
    expect(sent.email[2]!.at >= '2026-12-09T07:30:00.000Z').toBe(true);
  });

  it('tells staff who follow signing sessions, not the borrower, that the borrower has not joined', async () => {
    const feed = async (who: string) => {
      const r = await api(rt.url).get<{ Data: Record<string, unknown>[] }>(
        `/realtime/events?after=${encodeURIComponent('2026-12-01T00:00:00.000Z')}`,
        tokens[who],
      );
      expect(r.status).toBe(200);
      // The demo data's own session (long past by now) is checked too; this one is ours.
      return r.body.Data.filter(
        (m) => m.type === 'signing-session.not-joined' && m.SigningSessionId === sessionId,
      );
    };
    await runJobsAt('2026-12-09T15:44:00+08:00');
    expect(await feed('attorney')).toEqual([]);
    await runJobsAt('2026-12-09T15:46:00+08:00');
    await runJobsAt('2026-12-09T15:47:00+08:00');
    expect(await feed('attorney')).toEqual([
      expect.objectContaining({
        type: 'signing-session.not-joined',
        SigningSessionId: sessionId,
        LoanNo: loan.LoanNo,
        AttestatorId: DEMO_ATTORNEY,
        Status: 'Pending Start',
      }),
    ]);
    expect(await feed(loan.owner)).toEqual([]);
    const history = await rt.platform.store.history('SigningSession', sessionId);
    expect(history.filter((h) => h.Activity === 'Borrower not joined')).toHaveLength(1);
    // The jobs context left the check to signing: nothing was dead-lettered.
    expect(await rt.platform.table.queryAll({ pk: 'DLQ#jobs-run-scheduled' })).toEqual([]);
    expect(await rt.platform.table.queryAll({ pk: 'DLQ#signing-check-joined' })).toEqual([]);
  });

  it("never sends the moved session's old reminders", async () => {
    // The old session's moments: Wednesday 16:00 (1 day), Thursday 14:00 and 15:30.
    await runJobsAt('2026-12-09T16:01:00+08:00');
    await runJobsAt('2026-12-10T14:01:00+08:00');
    await runJobsAt('2026-12-10T15:31:00+08:00');
    const sent = await reminders();
    expect([sent.email.length, sent.sms.length]).toEqual([3, 3]);
    expect([...sent.email, ...sent.sms].some((m) => m.body.includes('10 December'))).toBe(false);
  });
});
