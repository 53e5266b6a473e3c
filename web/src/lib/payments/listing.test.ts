import { describe, expect, it } from 'vitest';
import { dateFilter, messageOfAnswer } from './listing';

describe('dateFilter', () => {
  it('keeps a real calendar day', () => {
    expect(dateFilter('2026-02-28')).toBe('2026-02-28');
  });
  it('drops what is not one, so it is no filter', () => {
    expect(dateFilter('2026-02-30')).toBe('');
    expect(dateFilter('28/02/2026')).toBe('');
    expect(dateFilter('')).toBe('');
    expect(dateFilter(undefined)).toBe('');
  });
});

describe('messageOfAnswer', () => {
  it('reads the API’s message', () => {
    expect(messageOfAnswer({ status: 422, body: { message: 'Too much', code: 'X' } })).toBe('Too much');
  });
  it('is undefined without one', () => {
    expect(messageOfAnswer({ status: 0, body: undefined })).toBeUndefined();
    expect(messageOfAnswer({ status: 500, body: { message: '  ' } })).toBeUndefined();
  });
});
