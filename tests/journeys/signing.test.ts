import { signingEntity } from '@ezc/fn-signing/signing/signing-record';
import type { LocalRuntime } from '@ezc/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, api, signIn } from '../support/api';
import { setClock, signaturePng } from '../support/booking';
import { startTestServer } from '../support/server';

/**
 * Signing from 'Pending Signing Company' to 'Signed' through the API: the company signs, the
 * borrower watches the explanation video and signs, the attestor signs. Every signature is a new
 * version of the agreement holding the SHA-256 of the one before; the chain verifies and fails
 * once a single byte of a version is changed. The loan follows its signing (the loans context
 * handles the signing's events).
 */

type Problem = { message: string; code: string };
interface Version {
  Version: number;
  MediaId: string;
  Sha256: string;
  PreviousSha256?: string;
  SignedAs?: string;
  SignerName?: string;
  Ip?: string;
  ReportedIp?: string;
}
interface Signing {
  LoanNo: string;
  Status: string;
  Mode?: string;
  CompanySignerSignYN: string;
  BorrowerSignYN: string;
  AttestatorSignYN: string;
  AgreementMediaId?: string;
  Versions: Version[];
  VideoWatchedAt?: string;
}

let rt: LocalRuntime;
let a: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  rt = await startTestServer({ web: false, lending: true });
  a = api(rt.url);
  for (const who of ['borrower', 'company', 'signer', 'attorney', 'finance', 'staff', 'admin']) {
    tokens[who] = await signIn(rt.url, `${who}@demo.test`);
  }
}, 240_000);
afterAll(async () => rt?.stop());

const post = <T = Record<string, unknown>>(path: string, body: unknown, who: string) =>
  a.call<T & Problem>('POST', path, { body, token: tokens[who] });
const problem = (r: Answer<Problem>) => [r.status, r.body.code, r.body.message];
const loanStatus = async (LoanNo: string) =>
  (
    await post<{ Data: { Status: string; LoanAgreements: { MediaId: string }[] } }>(
      '/loans/find-one',
      { LoanNo },
      'finance',
    )
  ).body.Data;
/** The loan follows its signing once the signing's event is handled. */
async function loanAfterEvents(LoanNo: string) {
  await rt.settle();
  return loanStatus(LoanNo);
}

describe('the demo loans waiting at each signing status', () => {
  it('are signed through the use cases, each step a version of the agreement', async () => {
    const expected: [string, string, number][] = [
      ['EZC000001', 'Pending Signing Company', 1],
      ['EZC000002', 'Signed By Company', 2],
      ['EZC000003', 'Pending Signing Borrower', 2],
      ['EZC000004', 'Pending Signing Attestor', 3],
      ['EZC000005', 'Signed', 4],
    ];
    for (const [LoanNo, status, versions] of expected) {
      const signing = (await post<{ Data: Signing }>('/agreements/find-one', { LoanNo }, 'admin')).body.Data;
      expect([LoanNo, signing.Status, signing.Versions.length]).toEqual([LoanNo, status, versions]);
      expect((await loanAfterEvents(LoanNo)).Status).toBe(status);
    }
    // EZC000004 was signed by its borrower after the video; EZC000003's borrower booked a session.
    const four = (await post<{ Data: Signing }>('/agreements/find-one', { LoanNo: 'EZC000004' }, 'admin'))
      .body.Data;
    expect(four.Mode).toBe('Pre-recorded');
    expect(four.VideoWatchedAt).toBeTruthy();
    const sessions = await post<{ Data: { Status: string; AttestatorId: string }[] }>(
      '/loans/get-signing-sessions',
      { LoanNo: 'EZC000003' },
      'admin',
    );
    expect(sessions.body.Data.map((s) => [s.Status, s.AttestatorId])).toEqual([
      ['Pending Start', 'STF-0006'],
    ]);
  });

  it("gives staff the attestor's queue, which an Attorney may read though not the loan list", async () => {
    const r = await post<{ Data: { LoanNo: string; Mode?: string; Amount?: number }[]; Count: number }>(
      '/agreements/find-all',
      { Status: 'Pending Signing Attestor' },
      'attorney',
    );
    expect(r.status).toBe(200);
    expect(r.body.Data.map((s) => [s.LoanNo, s.Mode, s.Amount])).toEqual([
      ['EZC000004', 'Pre-recorded', 100000],
    ]);
    expect(
      (await post('/loans/find-all', { Search: { Status: 'Pending Signing Attestor' } }, 'attorney')).status,
    ).toBe(403);
  });

  it("points a signed loan's LoanAgreements at its agreement's latest version", async () => {
    const loan = await loanAfterEvents('EZC000005');
    expect(loan.LoanAgreements).toEqual([{ MediaId: 'AGR-EZC000005-v4' }]);
  });
});

describe('signing after the explanation video', () => {
  const LoanNo = 'EZC000001';

  it('lets only a Company Signer sign for the company', async () => {
    for (const who of ['finance', 'attorney', 'borrower']) {
      const r = await post('/loans/sign-as-company', { LoanNo, SignatureFile: signaturePng() }, who);
      expect([who, r.status]).toEqual([who, 403]);
    }
  });

  it('refuses the borrower before the company has signed', async () => {
    const r = await post(
      '/loans/sign-without-live-session',
      { LoanNo, SignatureFile: signaturePng() },
      'borrower',
    );
    expect(problem(r)).toEqual([
      422,
      'SIGNING.NOT_ALLOWED',
      "A loan that is 'Pending Signing Company' cannot be signed by the borrower.",
    ]);
  });

  it("signs for the company: version 2, 'Signed By Company', the loan follows", async () => {
    const r = await post<{ Data: Signing }>(
      '/loans/sign-as-company',
      { LoanNo, SignatureFile: signaturePng(), IpAddress: '198.51.100.7' },
      'signer',
    );
    expect(r.status).toBe(200);
    expect(r.body.Data.Status).toBe('Signed By Company');
    expect(r.body.Data.CompanySignerSignYN).toBe('Y');
    const v2 = r.body.Data.Versions[1]!;
    expect([v2.Version, v2.SignedAs, v2.ReportedIp]).toEqual([2, 'Company', '198.51.100.7']);
    expect(v2.PreviousSha256).toBe(r.body.Data.Versions[0]!.Sha256);
    expect(v2.Ip).toBeTruthy();
    expect((await loanAfterEvents(LoanNo)).Status).toBe('Signed By Company');
    const again = await post('/loans/sign-as-company', { LoanNo, SignatureFile: signaturePng() }, 'signer');
    expect(problem(again)[0]).toBe(422);
  });

  it("answers another borrower's loan as missing", async () => {
    const r = await post('/loans/video-watched', { LoanNo }, 'company');
    expect(problem(r)).toEqual([404, 'SIGNING.NOT_FOUND', 'Loan not found']);
  });

  it('asks for the video before the borrower signs, then opens their signing', async () => {
    const early = await post(
      '/loans/sign-without-live-session',
      { LoanNo, SignatureFile: signaturePng() },
      'borrower',
    );
    expect(problem(early)).toEqual([
      422,
      'SIGNING.VIDEO_NOT_WATCHED',
      'Please watch the explanation video to the end before signing.',
    ]);
    const watched = await post<{ Data: Signing }>('/loans/video-watched', { LoanNo }, 'borrower');
    expect(watched.body.Data.Status).toBe('Pending Signing Borrower');
    expect(watched.body.Data.Mode).toBe('Pre-recorded');
    expect((await loanAfterEvents(LoanNo)).Status).toBe('Pending Signing Borrower');
  });

  it('refuses a signature that is not an image', async () => {
    const r = await post(
      '/loans/sign-without-live-session',
      { LoanNo, SignatureFile: Buffer.from('not an image at all').toString('base64') },
      'borrower',
    );
    expect(problem(r)).toEqual([
      400,
      'SIGNATURE.TYPE_NOT_ALLOWED',
      'You can only upload Image (JPG, JPEG, and PNG)',
    ]);
  });

  it("signs for the borrower: 'Pending Signing Attestor'", async () => {
    const r = await post<{ Data: Signing }>(
      '/loans/sign-without-live-session',
      { LoanNo, SignatureFile: signaturePng() },
      'borrower',
    );
    expect(r.status).toBe(200);
    expect([r.body.Data.Status, r.body.Data.BorrowerSignYN, r.body.Data.Versions.length]).toEqual([
      'Pending Signing Attestor',
      'Y',
      4 - 1,
    ]);
    expect((await loanAfterEvents(LoanNo)).Status).toBe('Pending Signing Attestor');
  });

  it("lets an Attorney sign after reviewing it: 'Signed', four versions chained", async () => {
    const byStaff = await post(
      '/loans/sign-as-attestator',
      { LoanNo, SignatureFile: signaturePng() },
      'staff',
    );
    expect(byStaff.status).toBe(403);
    const r = await post<{ Data: Signing }>(
      '/loans/sign-as-attestator',
      { LoanNo, SignatureFile: signaturePng() },
      'attorney',
    );
    expect(r.status).toBe(200);
    expect(r.body.Data.Status).toBe('Signed');
    expect(r.body.Data.Versions.map((v) => v.SignedAs ?? '-')).toEqual([
      '-',
      'Company',
      'Borrower',
      'Attestor',
    ]);
    const versions = r.body.Data.Versions;
    for (let i = 1; i < versions.length; i++)
      expect(versions[i]!.PreviousSha256).toBe(versions[i - 1]!.Sha256);
    const loan = await loanAfterEvents(LoanNo);
    expect(loan.Status).toBe('Signed');
    expect(loan.LoanAgreements).toEqual([{ MediaId: 'AGR-EZC000001-v4' }]);
  });

  it("gives the borrower their copy: the latest version's PDF", async () => {
    const r = await fetch(`${rt.url}/api/agreements/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.borrower}` },
      body: JSON.stringify({ LoanNo }),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toContain('agreement-EZC000001-v4.pdf');
    expect(
      Buffer.from(await r.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('verifies the chain, and finds the version whose byte was changed', async () => {
    const ok = await post<{ Data: { Valid: boolean; Versions: { HashOk: boolean; ChainOk: boolean }[] } }>(
      '/agreements/verify',
      { LoanNo },
      'admin',
    );
    expect(ok.body.Data.Valid).toBe(true);
    expect(ok.body.Data.Versions.every((v) => v.HashOk && v.ChainOk)).toBe(true);

    // One byte of version 3, changed in the store behind the product's back.
    const signing = await rt.platform.store.load(signingEntity, LoanNo);
    const key = signing!.value.Versions[2]!.BlobKey;
    const stored = (await rt.platform.blobs.get(key))!;
    const changed = new Uint8Array(stored.body);
    changed[200] = changed[200]! ^ 0x01;
    await rt.platform.blobs.put(key, changed, { contentType: 'application/pdf' });

    const broken = await post<{ Data: { Valid: boolean; BrokenAt?: number } }>(
      '/agreements/verify',
      { LoanNo },
      'admin',
    );
    expect([broken.body.Data.Valid, broken.body.Data.BrokenAt]).toEqual([false, 3]);
    const byBorrower = await post('/agreements/verify', { LoanNo }, 'borrower');
    expect(byBorrower.status).toBe(403);
  });
});

describe('the explanation video', () => {
  it("gives a borrower the default video of their loan's product", async () => {
    const r = await post<{ Data: { IsDefault: boolean; Url: string; FileName: string } }>(
      '/signing-videos/find-one',
      { LoanNo: 'EZC000001' },
      'borrower',
    );
    expect(r.status).toBe(200);
    expect(r.body.Data.IsDefault).toBe(true);
    const video = await fetch(
      r.body.Data.Url.startsWith('http') ? r.body.Data.Url : `${rt.url}${r.body.Data.Url}`,
    );
    const head = Buffer.from(await video.arrayBuffer())
      .subarray(4, 8)
      .toString('latin1');
    expect(head).toBe('ftyp');
  });

  it('refuses a file named otherwise than MP4', async () => {
    const r = await post('/signing-videos/upload', { SKU: 'PL-SIMPLE-18', FileName: 'intro.mov' }, 'admin');
    expect(problem(r)).toEqual([422, 'SIGNING.VIDEO_NOT_MP4', 'You can only upload MP4']);
  });
});

describe('signing in a live session', () => {
  // The demo borrower booked a session with the demo attorney a few days from the seed's moment.
  const LoanNo = 'EZC000003';
  let session: { SigningSessionId: string; DateTimeRange: [string, string]; Status: string };

  it('waits for the session: nobody signs before it is in progress', async () => {
    const sessions = await post<{ Data: (typeof session)[] }>(
      '/loans/get-signing-sessions',
      { LoanNo },
      'borrower',
    );
    session = sessions.body.Data[0]!;
    expect(session.Status).toBe('Pending Start');
    const early = await post(
      '/loans/sign-as-borrower',
      { LoanNo, SignatureFile: signaturePng() },
      'borrower',
    );
    expect(problem(early)).toEqual([
      422,
      'SIGNING.LIVE_SESSION_NEEDED',
      'The borrower signs in the live session: the session must be in progress.',
    ]);
  });

  it("takes both signatures while the session runs → 'Signed', then ends it 'Completed'", async () => {
    await setClock(rt, session.DateTimeRange[0]);
    const started = await post<{ Data: { Status: string } }>(
      '/signing-sessions/start',
      { SigningSessionId: session.SigningSessionId },
      'attorney',
    );
    expect([started.status, started.body.Data.Status]).toEqual([200, 'In Progress']);

    const byBorrower = await post<{ Data: Signing }>(
      '/loans/sign-as-borrower',
      { LoanNo, SignatureFile: signaturePng() },
      'borrower',
    );
    expect([byBorrower.status, byBorrower.body.Data.Status, byBorrower.body.Data.Mode]).toEqual([
      200,
      'Pending Signing Attestor',
      'Live',
    ]);
    const byAdmin = await post(
      '/loans/sign-as-attestator',
      { LoanNo, SignatureFile: signaturePng() },
      'admin',
    );
    expect(byAdmin.status).toBe(403);
    const byAttorney = await post<{ Data: Signing }>(
      '/loans/sign-as-attestator',
      { LoanNo, SignatureFile: signaturePng() },
      'attorney',
    );
    expect([byAttorney.status, byAttorney.body.Data.Status]).toEqual([200, 'Signed']);

    const flags = await post<{
      Data: { BorrowerSignYN: string; AttestatorSignYN: string; Status: string }[];
    }>('/loans/get-signing-sessions', { LoanNo }, 'attorney');
    expect(flags.body.Data.map((s) => [s.Status, s.BorrowerSignYN, s.AttestatorSignYN])).toEqual([
      ['In Progress', 'Y', 'Y'],
    ]);
    const ended = await post<{ Data: { Status: string } }>(
      '/signing-sessions/end',
      { SigningSessionId: session.SigningSessionId },
      'attorney',
    );
    expect([ended.status, ended.body.Data.Status]).toEqual([200, 'Completed']);
    expect((await loanAfterEvents(LoanNo)).Status).toBe('Signed');
  });
});
