import { crc32, deflateSync } from 'node:zlib';
import { seedSlotGroups } from '@ezc/fn-signing/slots/seed-slots';
import { slotsPorts } from '@ezc/fn-signing/slots/slots-ports';
import type { LocalRuntime } from '@ezc/local';
import { api } from './api';
import { devHeaders } from './dev';

/** What the signing-session journeys share: the attorney's calendar and a loan ready to book. */

export const DEMO_ATTORNEY = 'STF-0006';

/** A tiny valid PNG, as a drawn signature. */
export function signaturePng(): string {
  const chunk = (type: string, body: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([len, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * The demo attorney's weekday sessions (Monday to Friday 10:00, 11:00, 14:30 and 16:00, half an
 * hour each), set up as the demo data does; nothing is added when they are there already.
 */
export async function ensureAttorneyCalendar(rt: LocalRuntime): Promise<void> {
  await seedSlotGroups(slotsPorts(rt.platform));
}

export interface BookableLoan {
  LoanNo: string;
  /** The demo customer who owns it. */
  owner: 'company' | 'borrower';
  /** The other demo customer. */
  other: 'company' | 'borrower';
}

/**
 * A demo loan the company has signed, for its borrower to book a live session: EZC000002
 * (company@demo.test) as the demo data leaves it, or else EZC000001 (borrower@demo.test) signed
 * for the company now by the demo Company Signer.
 */
export async function companySignedLoan(
  rt: LocalRuntime,
  tokens: Record<string, string>,
): Promise<BookableLoan> {
  const a = api(rt.url);
  const seeded = await a.post<{ Status?: string; Data?: { Status?: string } }>(
    '/agreements/find-one',
    { LoanNo: 'EZC000002' },
    tokens.company,
  );
  const status = seeded.body.Data?.Status ?? seeded.body.Status;
  if (seeded.status === 200 && status === 'Signed By Company') {
    return { LoanNo: 'EZC000002', owner: 'company', other: 'borrower' };
  }
  const signed = await a.post<{ Status?: string; Data?: { Status?: string } }>(
    '/loans/sign-as-company',
    { LoanNo: 'EZC000001', SignatureFile: signaturePng() },
    tokens.signer,
  );
  const after = signed.body.Data?.Status ?? signed.body.Status;
  if (signed.status !== 200 || after !== 'Signed By Company') {
    throw new Error(
      `could not prepare a company-signed loan: ${signed.status} ${JSON.stringify(signed.body)}`,
    );
  }
  return { LoanNo: 'EZC000001', owner: 'borrower', other: 'company' };
}

/** Sets the business clock (Malaysian wall time given with its offset). */
export async function setClock(rt: LocalRuntime, now: string): Promise<void> {
  const r = await api(rt.url).call('POST', '/dev/clock', { body: { now }, headers: devHeaders(rt) });
  if (r.status !== 200) throw new Error(`clock not set: ${r.status} ${JSON.stringify(r.body)}`);
}

export interface CalendarDay {
  Date: string;
  State: string;
  Slots: { SlotSessionId: string; Start: string; End: string; Available: boolean }[];
}

/** The attorney's calendar of a month as the caller sees it. */
export async function calendar(rt: LocalRuntime, token: string, month: string): Promise<CalendarDay[]> {
  const r = await api(rt.url).post<{ Data: { Days: CalendarDay[] } }>(
    '/signing-sessions/available-sessions',
    { AttestatorId: DEMO_ATTORNEY, Month: month },
    token,
  );
  if (r.status !== 200) throw new Error(`calendar: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.Data.Days;
}

/** The attorney's slot starting at `start` (ISO UTC), as the calendar offers it. */
export async function slotAt(rt: LocalRuntime, token: string, start: string) {
  const days = await calendar(rt, token, start.slice(0, 7));
  const slot = days.flatMap((d) => d.Slots).find((s) => s.Start === start);
  if (!slot) throw new Error(`no slot of the attorney at ${start}`);
  return slot;
}
