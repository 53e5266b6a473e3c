import { describe, expect, it } from 'vitest';
import { malaysianMonth, monthAvailability, monthBounds, slotAt, type WeeklySession } from './availability';

// December 2026 starts on a Tuesday: Mondays are the 7th, 14th, 21st and 28th; Tuesdays the 1st,
// 8th, 15th, 22nd and 29th. Malaysia is UTC+8, so 10:00 there is 02:00Z the same day.
const sessions: WeeklySession[] = [
  { SlotSessionId: 'SLS-000001', Weekday: 1, StartTime: '10:00', EndTime: '10:30' },
  { SlotSessionId: 'SLS-000002', Weekday: 2, StartTime: '14:30', EndTime: '15:00' },
  { SlotSessionId: 'SLS-000003', Weekday: 2, StartTime: '10:00', EndTime: '10:30' },
];
/** Tuesday 8 December 2026, 09:00 in Malaysia. */
const tuesdayMorning = new Date('2026-12-08T01:00:00.000Z');

const dayOf = (days: ReturnType<typeof monthAvailability>, date: string) => {
  const day = days.find((d) => d.Date === date);
  if (!day) throw new Error(`no ${date}`);
  return day;
};

describe('monthAvailability', () => {
  const days = monthAvailability({
    month: '2026-12',
    sessions,
    booked: new Set(['2026-12-15T02:00:00.000Z', '2026-12-22T02:00:00.000Z', '2026-12-22T06:30:00.000Z']),
    now: tuesdayMorning,
  });

  it('lists every day of the month, in order', () => {
    expect(days).toHaveLength(31);
    expect(days[0]?.Date).toBe('2026-12-01');
    expect(days[30]?.Date).toBe('2026-12-31');
  });

  it('marks days without a session on their weekday as off days, with no slots', () => {
    expect(dayOf(days, '2026-12-02')).toEqual({ Date: '2026-12-02', State: 'Off Day', Slots: [] });
    expect(dayOf(days, '2026-12-31').State).toBe('Off Day');
    expect(days.filter((d) => d.State === 'Off Day')).toHaveLength(31 - 4 - 5);
  });

  it('marks past days that have sessions as not available, their slots unbookable, earliest first', () => {
    expect(dayOf(days, '2026-12-01')).toEqual({
      Date: '2026-12-01',
      State: 'Not Available',
      Slots: [
        {
          SlotSessionId: 'SLS-000003',
          Start: '2026-12-01T02:00:00.000Z',
          End: '2026-12-01T02:30:00.000Z',
          Available: false,
        },
        {
          SlotSessionId: 'SLS-000002',
          Start: '2026-12-01T06:30:00.000Z',
          End: '2026-12-01T07:00:00.000Z',
          Available: false,
        },
      ],
    });
    expect(dayOf(days, '2026-12-07').State).toBe('Not Available');
  });

  it('marks today as today, still listing its slots that have not begun as bookable', () => {
    const today = dayOf(days, '2026-12-08');
    expect(today.State).toBe('Today');
    expect(today.Slots.map((s) => [s.Start, s.Available])).toEqual([
      ['2026-12-08T02:00:00.000Z', true],
      ['2026-12-08T06:30:00.000Z', true],
    ]);
  });

  it('marks future days with a free slot available, and booked slots unbookable', () => {
    expect(dayOf(days, '2026-12-14')).toEqual({
      Date: '2026-12-14',
      State: 'Available',
      Slots: [
        {
          SlotSessionId: 'SLS-000001',
          Start: '2026-12-14T02:00:00.000Z',
          End: '2026-12-14T02:30:00.000Z',
          Available: true,
        },
      ],
    });
    const partlyBooked = dayOf(days, '2026-12-15');
    expect(partlyBooked.State).toBe('Available');
    expect(partlyBooked.Slots.map((s) => s.Available)).toEqual([false, true]);
  });

  it('marks a future day whose slots are all booked as not available', () => {
    expect(dayOf(days, '2026-12-22').State).toBe('Not Available');
    expect(dayOf(days, '2026-12-29').State).toBe('Available');
  });

  it('makes a slot of today that has already begun unbookable', () => {
    // Tuesday 8 December, 10:15 in Malaysia: the 10:00 slot has begun, the 14:30 one has not.
    const later = monthAvailability({
      month: '2026-12',
      sessions,
      booked: new Set(),
      now: new Date('2026-12-08T02:15:00.000Z'),
    });
    expect(dayOf(later, '2026-12-08').Slots.map((s) => s.Available)).toEqual([false, true]);
  });

  it('marks today as today even when it is an off day', () => {
    const wednesday = monthAvailability({
      month: '2026-12',
      sessions,
      booked: new Set(),
      now: new Date('2026-12-09T04:00:00.000Z'),
    });
    expect(dayOf(wednesday, '2026-12-09')).toEqual({ Date: '2026-12-09', State: 'Today', Slots: [] });
  });

  it('lays an early-morning session on the Malaysian date (the previous day in UTC)', () => {
    const early = monthAvailability({
      month: '2026-12',
      sessions: [{ SlotSessionId: 'SLS-000009', Weekday: 3, StartTime: '07:30', EndTime: '08:00' }],
      booked: new Set(),
      now: new Date('2026-11-01T00:00:00.000Z'),
    });
    expect(dayOf(early, '2026-12-02').Slots).toEqual([
      {
        SlotSessionId: 'SLS-000009',
        Start: '2026-12-01T23:30:00.000Z',
        End: '2026-12-02T00:00:00.000Z',
        Available: true,
      },
    ]);
  });

  it('knows the length of February, leap years included', () => {
    const count = (month: string) =>
      monthAvailability({ month, sessions, booked: new Set(), now: tuesdayMorning }).length;
    expect(count('2027-02')).toBe(28);
    expect(count('2028-02')).toBe(29);
  });

  it('refuses a month that is not YYYY-MM', () => {
    expect(() =>
      monthAvailability({ month: '2026-13', sessions, booked: new Set(), now: tuesdayMorning }),
    ).toThrow();
  });
});

describe('monthBounds and malaysianMonth', () => {
  it('bounds a month by Malaysian midnights', () => {
    expect(monthBounds('2026-12')).toEqual({
      from: '2026-11-30T16:00:00.000Z',
      to: '2026-12-31T16:00:00.000Z',
    });
    expect(monthBounds('2027-02')).toEqual({
      from: '2027-01-31T16:00:00.000Z',
      to: '2027-02-28T16:00:00.000Z',
    });
  });

  it('names the month in Malaysia, which begins at 16:00Z the day before', () => {
    expect(malaysianMonth(new Date('2026-11-30T15:59:59.000Z'))).toBe('2026-11');
    expect(malaysianMonth(new Date('2026-11-30T16:00:00.000Z'))).toBe('2026-12');
  });
});

describe('slotAt', () => {
  it("finds the attestor's session a start instant names, in any offset", () => {
    expect(slotAt(sessions, '2026-12-14T02:00:00.000Z')).toEqual({
      SlotSessionId: 'SLS-000001',
      Start: '2026-12-14T02:00:00.000Z',
      End: '2026-12-14T02:30:00.000Z',
    });
    expect(slotAt(sessions, '2026-12-15T14:30:00+08:00')?.SlotSessionId).toBe('SLS-000002');
  });

  it('finds nothing at a time or on a day with no session, or for a bad instant', () => {
    expect(slotAt(sessions, '2026-12-14T03:00:00.000Z')).toBeUndefined();
    // Sunday 13 December.
    expect(slotAt(sessions, '2026-12-13T02:00:00.000Z')).toBeUndefined();
    expect(slotAt(sessions, 'tomorrow')).toBeUndefined();
  });
});
