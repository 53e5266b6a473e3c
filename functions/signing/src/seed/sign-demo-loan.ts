import type { Actor, DemoLoanSigner, DemoSigningStep, Platform, Principal } from '@ezc/platform';
import { signingPortsAt } from '../ports';
import type { SigningView } from '../signing/signing-record';
import { DEMO_ATTESTOR_ID } from '../slots/seed-slots';
import { activeSessionsOfAttestor } from '../slots/slots-reader';
import { scheduleSigningSession } from '../use-cases/booking/schedule-signing-session';
import { recordVideoWatched } from '../use-cases/signing/record-video-watched';
import { signAsAttestor } from '../use-cases/signing/sign-as-attestor';
import { signAsBorrower } from '../use-cases/signing/sign-as-borrower';
import { signAsCompany } from '../use-cases/signing/sign-as-company';
import { demoSignaturePng } from './demo-signature';

/** The demo's signers (identity's demo accounts), signing from the office or from home. */
const staff = (id: string, name: string, role: string, privileges: string[]): Principal => ({
  id,
  kind: 'staff',
  sessionId: 'seed',
  name,
  roles: [role],
  privileges,
});
const companySigner = staff('STF-0005', 'Tan Chee Keong', 'Company Signer', ['Signer - Company']);
const attorney = staff(DEMO_ATTESTOR_ID, 'Farah Aziz', 'Attorney', ['Menu - Signing Sessions']);
const borrowers: Record<string, string> = { 'CUST-000001': 'ACC-0001', 'CUST-000002': 'ACC-0002' };
const officeIp = '10.0.0.20';
const homeIp = '203.0.113.45';

const actorOf = (who: Principal, ip: string): Actor => ({
  id: who.id,
  kind: who.kind === 'customer' ? 'customer' : 'staff',
  ...(who.name ? { name: who.name } : {}),
  ip,
});
const drawn = (name: string) => Buffer.from(demoSignaturePng(name)).toString('base64');
const MYT = 8 * 3600 * 1000;
const DAY = 24 * 3600 * 1000;

/** The first weekday 10:00 (Malaysia) slot of the demo attorney at least `days` after `from`. */
async function slotAfter(p: Platform, from: Date, days: number) {
  const sessions = await activeSessionsOfAttestor(p.table, DEMO_ATTESTOR_ID);
  for (let d = days; d < days + 14; d++) {
    const day = new Date(from.getTime() + MYT + d * DAY);
    const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    const slot = sessions.find((s) => s.Weekday === weekday);
    if (!slot) continue;
    const [h, m] = slot.StartTime.split(':').map(Number);
    const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h!, m!) - MYT;
    return {
      AttestatorId: DEMO_ATTESTOR_ID,
      SlotSessionId: slot.SlotSessionId,
      Start: new Date(start).toISOString(),
    };
  }
  throw new Error('The demo attorney has no weekday sessions to book');
}

/**
 * A demo loan signed through the product's own use cases, each at its moment: the company signs;
 * the borrower's signing opens (the explanation video watched, or a live session booked a few days
 * ahead); the borrower signs after the video; the attorney signs after reviewing it.
 */
export const signDemoLoan: DemoLoanSigner = async (p, request) => {
  const [companyAt, openedAt, borrowerAt, attestorAt] = request.moments;
  const ports = (when: Date) => signingPortsAt(p, { now: () => when });
  const steps: DemoSigningStep[] = [];
  const took = (view: SigningView, at: Date, by: Actor) =>
    steps.push({ Status: view.Status, AgreementMediaId: view.AgreementMediaId, at, by });

  took(
    await signAsCompany(
      ports(companyAt),
      { principal: companySigner, actor: actorOf(companySigner, officeIp) },
      { LoanNo: request.LoanNo, SignatureFile: drawn(companySigner.name!) },
    ),
    companyAt,
    actorOf(companySigner, officeIp),
  );
  if (request.upTo === 'Signed By Company') return steps;

  const loan = (await ports(openedAt).loans.load(request.LoanNo))!;
  const accountId = borrowers[loan.CustomerId] ?? loan.CustomerId;
  const borrower: Principal = {
    id: accountId,
    kind: 'customer',
    sessionId: 'seed',
    name: loan.BorrowerName,
    roles: ['Borrower'],
    privileges: [],
    customerId: loan.CustomerId,
  };
  const asBorrower = { principal: borrower, actor: actorOf(borrower, homeIp) };
  if (request.way === 'Live') {
    await scheduleSigningSession(ports(openedAt), asBorrower, {
      LoanNo: request.LoanNo,
      // Booked for a few days from today, so the demo has a session to come.
      ...(await slotAfter(p, p.clock.now(), 3)),
    });
    steps.push({ Status: 'Pending Signing Borrower', at: openedAt, by: asBorrower.actor });
    return steps;
  }
  took(
    await recordVideoWatched(ports(openedAt), asBorrower, { LoanNo: request.LoanNo }),
    openedAt,
    asBorrower.actor,
  );
  if (request.upTo === 'Pending Signing Borrower') return steps;

  took(
    await signAsBorrower(
      ports(borrowerAt),
      asBorrower,
      { LoanNo: request.LoanNo, SignatureFile: drawn(loan.BorrowerName), IpAddress: homeIp },
      'pre-recorded',
    ),
    borrowerAt,
    asBorrower.actor,
  );
  if (request.upTo === 'Pending Signing Attestor') return steps;

  took(
    await signAsAttestor(
      ports(attestorAt),
      { principal: attorney, actor: actorOf(attorney, officeIp) },
      { LoanNo: request.LoanNo, SignatureFile: drawn(attorney.name!) },
    ),
    attestorAt,
    actorOf(attorney, officeIp),
  );
  return steps;
};
