import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateTimeOf,
  dayOf,
  dayParts,
  longDate,
  monthTitle,
  monthWeeks,
  shortSha,
  timeOf,
  weekdayNames,
} from './time';

describe('signing times in Malaysia', () => {
  it('shows an instant at its Malaysia clock time (UTC+8)', () => {
    expect(timeOf('2026-07-13T02:00:00.000Z')).toBe('10:00');
    expect(timeOf('2026-07-13T06:30:00Z')).toBe('14:30');
    expect(timeOf('2026-07-12T16:00:00Z')).toBe('00:00');
    expect(timeOf('not a time')).toBe('');
  });

  it('puts a late UTC evening on the next Malaysian day', () => {
    expect(dayOf('2026-07-12T16:30:00Z')).toBe('2026-07-13');
    expect(dayOf('2026-07-12T15:59:00Z')).toBe('2026-07-12');
  });

  it('writes days and months in the page language', () => {
    expect(longDate('2026-07-13', 'en')).toBe('Monday, 13 July 2026');
    expect(longDate('2026-07-13', 'ms')).toBe('Isnin, 13 Julai 2026');
    expect(monthTitle('2026-07', 'en')).toBe('July 2026');
    expect(monthTitle('2026-07', 'ms')).toBe('Julai 2026');
    expect(dateTimeOf('2026-07-13T02:00:00Z', 'en')).toBe('Monday, 13 July 2026, 10:00');
    expect(weekdayNames('en').short[0]).toBe('Mon');
    expect(dayParts('2026-07-13', 'en')).toEqual({ weekday: 'Monday', day: '13', monthYear: 'July 2026' });
    expect(dayParts('2026-07-13', 'ms')).toEqual({ weekday: 'Isnin', day: '13', monthYear: 'Julai 2026' });
    expect(weekdayNames('en').long[6]).toBe('Sunday');
  });

  it('moves months and days across year ends', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('lays a month out in weeks starting on Monday', () => {
    // July 2026 starts on a Wednesday and has 31 days: 2 blanks before, 2 after, 5 weeks.
    const weeks = monthWeeks('2026-07');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
    expect(weeks[4]).toEqual([
      '2026-07-27',
      '2026-07-28',
      '2026-07-29',
      '2026-07-30',
      '2026-07-31',
      null,
      null,
    ]);
    // February 2027 starts on a Monday and has 28 days: exactly 4 weeks.
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('shortens a fingerprint to 12 characters', () => {
    expect(shortSha('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe('9f86d081884c');
    expect(shortSha(undefined)).toBe('');
  });
});
