import { describe, expect, it } from 'vitest';
import { signingServerTexts } from '../i18n/signing-server';
import {
  attestorNotEligible,
  byWeekdayAndStart,
  minutesOf,
  overlappingSession,
  slotGroupIdOf,
  slotGroupInputSchema,
  slotGroupUpdateSchema,
  slotRuleTexts,
  slotSessionIdOf,
  slotSessionInputSchema,
  slotSessionOverlaps,
  slotSessionUpdateSchema,
} from './slots';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const forbidden = 'Input cannot contain the following characters: { } * < > /';

describe('slot group input', () => {
  const group = {
    Name: 'Attorney weekday sessions',
    AttestatorId: 'stf-0006',
    Description: 'Live signing with the attorney on weekdays',
  };

  it('takes a group with the defaults of a new one: Active, for signing', () => {
    expect(slotGroupInputSchema.parse(group)).toEqual({
      Name: 'Attorney weekday sessions',
      AttestatorId: 'STF-0006',
      Description: 'Live signing with the attorney on weekdays',
      Status: 'Active',
      Type: 'Signing',
    });
  });

  it('refuses the forbidden characters of spec §5 in every text', () => {
    const r = slotGroupInputSchema.safeParse({
      ...group,
      Name: 'Slots <b>',
      RelatedObjectId: 'a/b',
      Description: '{x}',
    });
    expect(messages(r)).toEqual({ Name: forbidden, RelatedObjectId: forbidden, Description: forbidden });
  });

  it('knows only Active and Inactive, and the Signing type', () => {
    const r = slotGroupInputSchema.safeParse({ ...group, Status: 'Closed', Type: 'Meeting' });
    expect(messages(r)).toEqual({ Status: 'Choose one of the options.', Type: 'Choose one of the options.' });
  });

  it('needs a name and an attestor; an update names its group', () => {
    expect(messages(slotGroupInputSchema.safeParse({ Name: ' ', AttestatorId: '' }))).toEqual({
      Name: 'This field is required.',
      AttestatorId: 'This field is required.',
    });
    expect(messages(slotGroupUpdateSchema.safeParse(group))).toEqual({
      SlotGroupId: 'This field is required.',
    });
    expect(slotGroupUpdateSchema.parse({ ...group, SlotGroupId: ' sg-0001 ' }).SlotGroupId).toBe('SG-0001');
  });
});

describe('slot session input', () => {
  const session = { SlotGroupId: 'SG-0001', Weekday: 1, StartTime: '10:00', EndTime: '10:30' };

  it('takes a Monday 10:00–10:30 session; a form sends the weekday and times as text', () => {
    expect(slotSessionInputSchema.parse(session)).toEqual(session);
    expect(
      slotSessionInputSchema.parse({ ...session, Weekday: '5', StartTime: '9:05', EndTime: ' 09:35 ' }),
    ).toEqual({ SlotGroupId: 'SG-0001', Weekday: 5, StartTime: '09:05', EndTime: '09:35' });
  });

  it('refuses weekdays outside 1 (Monday) to 7 (Sunday)', () => {
    for (const Weekday of [0, 8, 1.5, 'Mon']) {
      expect(messages(slotSessionInputSchema.safeParse({ ...session, Weekday }))).toEqual({
        Weekday: 'Choose a day of the week, 1 (Monday) to 7 (Sunday).',
      });
    }
  });

  it('refuses times that are not HH:mm on a 24-hour clock', () => {
    for (const StartTime of ['24:00', '10:60', '10am', '1000', '']) {
      expect(messages(slotSessionInputSchema.safeParse({ ...session, StartTime }))).toEqual({
        StartTime: 'Enter a time as HH:mm in 24-hour time, e.g. 09:30 or 14:00.',
      });
    }
  });

  it('needs the end after the start', () => {
    const end = { EndTime: 'The end time must be after the start time.' };
    expect(messages(slotSessionInputSchema.safeParse({ ...session, EndTime: '10:00' }))).toEqual(end);
    expect(messages(slotSessionInputSchema.safeParse({ ...session, EndTime: '09:59' }))).toEqual(end);
    expect(
      messages(
        slotSessionUpdateSchema.safeParse({ ...session, SlotSessionId: 'SLS-000001', EndTime: '08:00' }),
      ),
    ).toEqual(end);
    expect(
      slotSessionInputSchema.safeParse({ ...session, StartTime: '23:00', EndTime: '23:59' }).success,
    ).toBe(true);
  });

  it('names the catalogue text of each rule, so it can be said in Malay', () => {
    const r = slotSessionInputSchema.safeParse({ ...session, Weekday: 9 });
    expect(r.error?.issues[0]).toMatchObject({ params: { textKey: 'slotValidation.weekday' } });
    expect(signingServerTexts.en.slotValidation).toEqual(slotRuleTexts);
  });
});

describe('overlapping sessions', () => {
  const monday = [
    { SlotSessionId: 'SLS-000001', Weekday: 1, StartTime: '10:00', EndTime: '10:30' },
    { SlotSessionId: 'SLS-000002', Weekday: 1, StartTime: '11:00', EndTime: '11:30' },
    { SlotSessionId: 'SLS-000003', Weekday: 2, StartTime: '10:00', EndTime: '10:30' },
  ];

  it('finds a session sharing a minute on the same weekday', () => {
    const found = (candidate: { Weekday: number; StartTime: string; EndTime: string }) =>
      overlappingSession(candidate, monday)?.SlotSessionId;
    expect(found({ Weekday: 1, StartTime: '10:15', EndTime: '10:45' })).toBe('SLS-000001');
    expect(found({ Weekday: 1, StartTime: '09:00', EndTime: '12:00' })).toBe('SLS-000001');
    expect(found({ Weekday: 1, StartTime: '10:10', EndTime: '10:20' })).toBe('SLS-000001');
    expect(
      overlappingSession({ Weekday: 1, StartTime: '10:29', EndTime: '11:01' }, monday)?.SlotSessionId,
    ).toBe('SLS-000001');
  });

  it('lets sessions touch, and other days be', () => {
    expect(overlappingSession({ Weekday: 1, StartTime: '10:30', EndTime: '11:00' }, monday)).toBeUndefined();
    expect(overlappingSession({ Weekday: 1, StartTime: '09:30', EndTime: '10:00' }, monday)).toBeUndefined();
    expect(overlappingSession({ Weekday: 3, StartTime: '10:00', EndTime: '10:30' }, monday)).toBeUndefined();
  });

  it('does not count the session being edited as another', () => {
    expect(
      overlappingSession(
        { SlotSessionId: 'SLS-000001', Weekday: 1, StartTime: '10:00', EndTime: '10:45' },
        monday,
      ),
    ).toBeUndefined();
    expect(
      overlappingSession(
        { SlotSessionId: 'SLS-000001', Weekday: 1, StartTime: '10:00', EndTime: '11:15' },
        monday,
      )?.SlotSessionId,
    ).toBe('SLS-000002');
  });
});

describe('ids, times and order', () => {
  it('pads the ids', () => {
    expect(slotGroupIdOf(1)).toBe('SG-0001');
    expect(slotGroupIdOf(12345)).toBe('SG-12345');
    expect(slotSessionIdOf(42)).toBe('SLS-000042');
  });

  it('reads times as minutes after midnight', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('14:30')).toBe(870);
    expect(minutesOf('24:00')).toBeNaN();
  });

  it('orders a week Monday first, each day by start', () => {
    const week = [
      { Weekday: 2, StartTime: '10:00', EndTime: '10:30' },
      { Weekday: 1, StartTime: '14:30', EndTime: '15:00' },
      { Weekday: 1, StartTime: '09:00', EndTime: '09:30' },
    ];
    expect([...week].sort(byWeekdayAndStart).map((s) => `${s.Weekday} ${s.StartTime}`)).toEqual([
      '1 09:00',
      '1 14:30',
      '2 10:00',
    ]);
  });
});

describe('refusals', () => {
  it('say who is not an attestor, and which session is overlapped', () => {
    expect(attestorNotEligible('STF-0001')).toMatchObject({
      kind: 'validation',
      code: 'SLOT.ATTESTOR_INVALID',
      message: 'The attestor STF-0001 is not an active staff user with the Attorney role.',
    });
    expect(slotSessionOverlaps({ StartTime: '10:00', EndTime: '10:30' })).toMatchObject({
      kind: 'conflict',
      code: 'SLOT.SESSION_OVERLAPS',
      message: "This session overlaps the group's session from 10:00 to 10:30 on the same day.",
    });
  });
});
