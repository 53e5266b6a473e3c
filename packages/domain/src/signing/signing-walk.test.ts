import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors';
import { attestorMaySignLive } from './live-attestation';
import { decideSession, type SigningSessionStatus, signingSessionStatuses } from './session-machine';
import {
  decideSigning,
  type SigningEvent,
  type SigningStatus,
  type signingModes,
  signingRecordStatuses,
} from './signing-machine';

/**
 * Every state a loan's signing can be in — its signing status, the way the borrower signs, and its
 * live session's status with who has signed in it — walked through every action the signing use
 * cases permit, each decided by the real machines: from every state some action leads on to
 * 'Signed' (and then to stamping). No state is a dead end.
 *
 * The use cases' own conditions are written here by hand, as the use cases state them: the
 * borrower signs after the explanation video or in a session in progress; the attestor signs a
 * live signing where `attestorMaySignLive` allows; a new session is booked only when none is open.
 */

interface Session {
  status: SigningSessionStatus;
  borrowerSigned: boolean;
  attestorSigned: boolean;
}
interface State {
  signing: SigningStatus;
  mode?: (typeof signingModes)[number];
  video: boolean;
  session?: Session;
}

/** The machine's answer, or undefined when it refuses. */
function allowed<T>(decide: () => T): T | undefined {
  try {
    return decide();
  } catch (e) {
    if (isDomainError(e)) return undefined;
    throw e;
  }
}

const signingTo = (s: State, event: SigningEvent) =>
  allowed(() => decideSigning({ status: s.signing }, event))?.status;
const sessionTo = (session: Session, event: Parameters<typeof decideSession>[1]) =>
  allowed(() => decideSession({ status: session.status }, event))?.status;
const open = (session?: Session) =>
  session !== undefined && (session.status === 'Pending Start' || session.status === 'In Progress');
const signedByBorrower = (s: SigningStatus) => s === 'Pending Signing Attestor' || s === 'Signed';

/** Each action a person may take, as its use case allows it: the next state, or undefined. */
const actions: Record<string, (s: State) => State | undefined> = {
  'company signs': (s) => {
    const signing = signingTo(s, { type: 'COMPANY_SIGN' });
    return signing && { ...s, signing };
  },
  'borrower watches the video': (s) => {
    const signing = signingTo(s, { type: 'OPEN_PRE_RECORDED' });
    return signing && { ...s, signing, video: true, mode: s.session ? s.mode : 'Pre-recorded' };
  },
  'borrower books a session': (s) => {
    if (open(s.session)) return undefined;
    const signing = signingTo(s, { type: 'BOOK_SESSION' });
    const session: Session = {
      status: 'Pending Start',
      borrowerSigned: signedByBorrower(s.signing),
      attestorSigned: s.signing === 'Signed',
    };
    return signing && { ...s, signing, mode: 'Live', session };
  },
  'attestor starts the session': (s) => {
    const status = s.session && sessionTo(s.session, { type: 'START' });
    return status && s.session && { ...s, session: { ...s.session, status } };
  },
  'borrower signs in the session': (s) => {
    if (s.session?.status !== 'In Progress') return undefined;
    const signing = signingTo(s, { type: 'BORROWER_SIGN' });
    return signing && { ...s, signing, mode: 'Live', session: { ...s.session, borrowerSigned: true } };
  },
  'borrower signs after the video': (s) => {
    if (!s.video) return undefined;
    const signing = signingTo(s, { type: 'BORROWER_SIGN' });
    return signing && { ...s, signing, mode: 'Pre-recorded' };
  },
  'attestor signs': (s) => {
    if (s.mode === 'Live' && !(s.session && attestorMaySignLive(flags(s.session)))) return undefined;
    const signing = signingTo(s, { type: 'ATTESTOR_SIGN' });
    if (!signing) return undefined;
    return s.mode === 'Live' && s.session
      ? { ...s, signing, session: { ...s.session, attestorSigned: true } }
      : { ...s, signing };
  },
  'attestor ends the session': (s) => {
    const status = s.session && sessionTo(s.session, { type: 'END', ...signatures(s.session) });
    return status && s.session && { ...s, session: { ...s.session, status } };
  },
  'attestor marks no show': (s) => {
    const status = s.session && sessionTo(s.session, { type: 'NO_SHOW', ...signatures(s.session) });
    return status && s.session && { ...s, session: { ...s.session, status } };
  },
};

const signatures = (x: Session) => ({ borrowerSigned: x.borrowerSigned, attestorSigned: x.attestorSigned });
const flags = (x: Session) => ({
  Status: x.status,
  BorrowerSignYN: x.borrowerSigned ? ('Y' as const) : ('N' as const),
  AttestatorSignYN: x.attestorSigned ? ('Y' as const) : ('N' as const),
});

const keyOf = (s: State) =>
  [
    s.signing,
    s.mode ?? 'no way chosen',
    s.video ? 'video watched' : 'no video',
    s.session
      ? `session ${s.session.status}${s.session.borrowerSigned ? ', borrower signed in it' : ''}${s.session.attestorSigned ? ', attestor signed in it' : ''}`
      : 'no session',
  ].join(' / ');

const start: State = { signing: 'Pending Signing Company', video: false };
/** Left by a session ended before the attestor signed, before such an end was refused. */
const leftBehind: State[] = (['Completed', 'No Show'] as const).map((status) => ({
  signing: 'Pending Signing Attestor',
  mode: 'Live',
  video: false,
  session: { status, borrowerSigned: true, attestorSigned: false },
}));

/** Every state reachable from `from` and the moves between them. */
function walk(from: State[]) {
  const states = new Map<string, State>();
  const moves = new Map<string, { action: string; to: string }[]>();
  const queue = [...from];
  for (const s of from) states.set(keyOf(s), s);
  while (queue.length > 0) {
    const s = queue.shift()!;
    const out: { action: string; to: string }[] = [];
    for (const [action, act] of Object.entries(actions)) {
      const next = act(s);
      if (!next || keyOf(next) === keyOf(s)) continue;
      out.push({ action, to: keyOf(next) });
      if (!states.has(keyOf(next))) {
        states.set(keyOf(next), next);
        queue.push(next);
      }
    }
    moves.set(keyOf(s), out);
  }
  return { states, moves };
}

describe("a loan's signing, walked through every state", () => {
  const { states, moves } = walk([start, ...leftBehind]);

  it('reaches every signing status and every session status', () => {
    const all = [...states.values()];
    expect(new Set(all.map((s) => s.signing))).toEqual(new Set(signingRecordStatuses));
    expect(new Set(all.flatMap((s) => (s.session ? [s.session.status] : [])))).toEqual(
      new Set(signingSessionStatuses),
    );
  });

  it("has no dead end: from every state some permitted action leads on to 'Signed'", () => {
    const leadsOn = new Set([...states.values()].filter((s) => s.signing === 'Signed').map(keyOf));
    for (let grew = true; grew; ) {
      grew = false;
      for (const [from, out] of moves) {
        if (!leadsOn.has(from) && out.some((m) => leadsOn.has(m.to))) {
          leadsOn.add(from);
          grew = true;
        }
      }
    }
    const deadEnds = [...states.keys()].filter((k) => !leadsOn.has(k));
    expect(deadEnds).toEqual([]);
    expect(states.size).toBeGreaterThan(20);
  });

  it('keeps the session open once the borrower has signed in it, until the attestor has', () => {
    const waiting = states.get(
      'Pending Signing Attestor / Live / no video / session In Progress, borrower signed in it',
    );
    expect(waiting).toBeDefined();
    expect(moves.get(keyOf(waiting!))?.map((m) => m.action)).toEqual(['attestor signs']);
    expect(() =>
      decideSession({ status: 'In Progress' }, { type: 'END', borrowerSigned: true, attestorSigned: false }),
    ).toThrow(
      expect.objectContaining({
        code: 'SESSION.ATTESTOR_SIGNS_FIRST',
        message:
          'The borrower has signed in this session: the attestor signs the agreement before the session ends.',
      }),
    );
    expect(() =>
      decideSession(
        { status: 'In Progress' },
        { type: 'NO_SHOW', borrowerSigned: true, attestorSigned: false },
      ),
    ).toThrow(expect.objectContaining({ code: 'SESSION.BORROWER_SIGNED' }));
    expect(
      decideSession({ status: 'In Progress' }, { type: 'END', borrowerSigned: true, attestorSigned: true })
        .status,
    ).toBe('Completed');
    expect(
      decideSession({ status: 'In Progress' }, { type: 'END', borrowerSigned: false, attestorSigned: false })
        .status,
    ).toBe('Completed');
  });

  it('lets the attestor of a session ended before they signed sign after it, and only then', () => {
    for (const s of leftBehind) {
      expect(moves.get(keyOf(s))?.map((m) => m.action)).toEqual(['attestor signs']);
    }
    expect(attestorMaySignLive({ Status: 'Completed', BorrowerSignYN: 'N', AttestatorSignYN: 'N' })).toBe(
      false,
    );
    expect(attestorMaySignLive({ Status: 'Pending Start', BorrowerSignYN: 'Y', AttestatorSignYN: 'N' })).toBe(
      false,
    );
  });
});
