import { describe, expect, it } from 'vitest';
import { parseInbound, sideOf } from './signal';

describe('who a socket is in a signing session', () => {
  const session = { CustomerId: 'CUST-000001', AttestatorId: 'STF-0006' };

  it('is the borrower when the customer owns the session', () => {
    expect(sideOf({ userId: 'ACC-0001', kind: 'customer', customerId: 'CUST-000001' }, session)).toBe(
      'borrower',
    );
  });

  it('is the attestor when the staff member is the session’s attestor', () => {
    expect(sideOf({ userId: 'STF-0006', kind: 'staff' }, session)).toBe('attestor');
  });

  it('is no one otherwise: another customer, other staff, a customer named like the attestor', () => {
    expect(
      sideOf({ userId: 'ACC-0002', kind: 'customer', customerId: 'CUST-000002' }, session),
    ).toBeUndefined();
    expect(sideOf({ userId: 'ACC-0009', kind: 'customer' }, session)).toBeUndefined();
    expect(sideOf({ userId: 'STF-0001', kind: 'staff' }, session)).toBeUndefined();
    expect(
      sideOf({ userId: 'STF-0006', kind: 'customer', customerId: 'CUST-000009' }, session),
    ).toBeUndefined();
    expect(sideOf({ userId: 'STF-0006', kind: 'service' }, session)).toBeUndefined();
  });
});

describe('a message from a browser', () => {
  it('is read when it is one of the signalling messages', () => {
    expect(parseInbound('{"type":"join-session","SigningSessionId":"SS-000001"}')).toEqual({
      type: 'join-session',
      SigningSessionId: 'SS-000001',
    });
    expect(
      parseInbound('{"type":"signal","SigningSessionId":"SS-000001","data":{"candidate":{"candidate":"x"}}}'),
    ).toEqual({
      type: 'signal',
      SigningSessionId: 'SS-000001',
      data: { candidate: { candidate: 'x' } },
    });
    expect(parseInbound('{"type":"leave-session","SigningSessionId":"SS-000001"}')?.type).toBe(
      'leave-session',
    );
  });

  it('is not read when it is anything else (the socket answers it with a heartbeat)', () => {
    expect(parseInbound('ping')).toBeUndefined();
    expect(parseInbound('{"type":"ping"}')).toBeUndefined();
    expect(parseInbound('{"type":"signal","data":{}}')).toBeUndefined();
    expect(parseInbound('{"type":"join-session","SigningSessionId":"SIGNSESSION#x"}')).toBeUndefined();
    expect(parseInbound('{"type":"join-session","SigningSessionId":""}')).toBeUndefined();
  });

  it('is refused when larger than 64 KB', () => {
    const big = JSON.stringify({ type: 'signal', SigningSessionId: 'SS-000001', data: 'x'.repeat(70_000) });
    expect(parseInbound(big)).toBeUndefined();
  });
});
