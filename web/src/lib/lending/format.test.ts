import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime, money, percent, todayInMalaysia } from './format';
import { labelFor, statusKey, toneOf } from './statuses';

describe('money on the lending screens (spec §1: RM, two decimals, thousands separators)', () => {
  it.each([
    [1234.56, 'RM 1,234.56'],
    [0, 'RM 0.00'],
    [5, 'RM 5.00'],
    [1000000, 'RM 1,000,000.00'],
    [0.1 + 0.2, 'RM 0.30'],
    [12.5, 'RM 12.50'],
    [-45.1, '-RM 45.10'],
  ])('%s → %s', (value, text) => {
    expect(money(value)).toBe(text);
  });

  it('shows nothing for a missing amount', () => {
    expect(money(undefined)).toBe('');
    expect(money(null)).toBe('');
  });

  it('writes rates as percentages', () => {
    expect(percent(18)).toBe('18%');
    expect(percent(12.5)).toBe('12.5%');
  });
});

describe('dates (spec §1: DD/MM/YYYY, Malaysia time)', () => {
  it('turns a plain date around', () => {
    expect(displayDate('2026-02-28')).toBe('28/02/2026');
  });

  it('shows a timestamp as its Malaysian day and time', () => {
    // 20:30 UTC on the 23rd is 04:30 on the 24th in Kuala Lumpur (UTC+8).
    expect(displayDate('2026-11-23T20:30:00Z')).toBe('24/11/2026');
    expect(displayDateTime('2026-11-23T20:30:00Z')).toBe('24/11/2026 04:30');
    expect(displayDateTime('2026-11-23')).toBe('23/11/2026');
  });

  it('knows today in Malaysia', () => {
    expect(todayInMalaysia(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
  });
});

describe('status words', () => {
  it('keys the API strings for the catalogue', () => {
    expect(statusKey('Pending Profile')).toBe('pendingProfile');
    expect(statusKey('Signed By Company')).toBe('signedByCompany');
    expect(statusKey('Moneylenders Act 1951')).toBe('moneylendersAct1951');
    expect(statusKey('Void')).toBe('void');
  });

  it('shows an unknown string as the API wrote it', () => {
    expect(labelFor({ inReview: 'Dalam Semakan' }, 'In Review')).toBe('Dalam Semakan');
    expect(labelFor({}, 'Something New')).toBe('Something New');
    expect(toneOf('Active')).toBe('good');
    expect(toneOf('Unheard Of')).toBe('neutral');
  });
});
