import { describe, expect, it } from 'vitest';
import { parseIdleRecord } from './idle-record';

describe('the shared record of activity', () => {
  it('reads what a tab stored and nothing else', () => {
    expect(parseIdleRecord('{"since":1772413200000,"lastCall":1772413201000}')).toEqual({
      since: 1772413200000,
      lastCall: 1772413201000,
    });
    expect(parseIdleRecord(null)).toBeUndefined();
    expect(parseIdleRecord('')).toBeUndefined();
    expect(parseIdleRecord('not json')).toBeUndefined();
    expect(parseIdleRecord('{"since":"yesterday","lastCall":1}')).toBeUndefined();
    expect(parseIdleRecord('{"since":1}')).toBeUndefined();
  });
});
