import { describe, expect, it } from 'vitest';
import {
  agreementRef,
  compareNoticeVersions,
  consentKeys,
  consentRequired,
  consentSchema,
  lastAcceptedNoticeVersion,
  noticeVersionSchema,
} from './consents';

describe('notice versions', () => {
  it.each(['2026-11-01', '2027-02-28', '2028-02-29'])('accepts %s', (v) => {
    expect(noticeVersionSchema.safeParse(v).success).toBe(true);
  });
  it.each(['2026-11-1', '2026-13-01', '2027-02-29', 'v2', '', '2026-11-01T00:00'])('refuses %s', (v) => {
    expect(noticeVersionSchema.safeParse(v).success).toBe(false);
  });
  it('orders versions by date', () => {
    expect(compareNoticeVersions('2026-11-01', '2027-01-15')).toBe(-1);
    expect(compareNoticeVersions('2027-01-15', '2026-11-01')).toBe(1);
    expect(compareNoticeVersions('2026-11-01', '2026-11-01')).toBe(0);
  });
  it('takes the newest accepted version, whatever the order of rows', () => {
    expect(
      lastAcceptedNoticeVersion([
        { NoticeVersion: '2026-11-01' },
        { NoticeVersion: '2027-01-15' },
        { NoticeVersion: '2026-12-01' },
      ]),
    ).toBe('2027-01-15');
    expect(lastAcceptedNoticeVersion([])).toBeUndefined();
  });
  it('asks again only when the accepted version is older than the current one', () => {
    expect(consentRequired('2026-11-01', '2026-11-01')).toBe(false);
    expect(consentRequired('2026-11-01', '2027-01-15')).toBe(true);
    expect(consentRequired('2027-01-15', '2026-11-01')).toBe(false);
    expect(consentRequired(undefined, '2026-11-01')).toBe(true);
  });
});

describe('consent records', () => {
  const row = {
    EntityType: 'Consent',
    ConsentId: 'c1',
    AccountId: 'a1',
    Kind: 'Agreement',
    NoticeVersion: '2026-11-01',
    AgreementRef: agreementRef('LN0001', 2),
    At: '2026-11-27T10:00:00.000Z',
    IpAddress: '203.0.113.7',
  };
  it('reads a full record and names the agreement by loan and version', () => {
    const parsed = consentSchema.parse(row);
    expect(parsed.AgreementRef).toBe('LN0001#v2');
  });
  it('refuses an unknown kind', () => {
    expect(consentSchema.safeParse({ ...row, Kind: 'Marketing' }).success).toBe(false);
  });
  it('keys a customer’s consents in one partition in time order', () => {
    expect(consentKeys(consentSchema.parse(row))).toEqual({
      PK: 'CONSENTS#a1',
      SK: '2026-11-27T10:00:00.000Z#Agreement#c1',
    });
  });
});
