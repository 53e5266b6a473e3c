import { describe, expect, it } from 'vitest';
import { timeoutFor } from './request-timeouts';

describe('timeoutFor (spec §9)', () => {
  it('gives the main API 60 s', () => {
    expect(timeoutFor('/api/loans/find-all')).toBe(60_000);
    expect(timeoutFor('/api/users?status=All')).toBe(60_000);
  });

  it('gives the customer (CRM) service 6 s', () => {
    expect(timeoutFor('/api/customer/profile/find-one')).toBe(6_000);
    expect(timeoutFor('/api/customers/company/contact-persons/find-all?x=1')).toBe(6_000);
    expect(timeoutFor('https://loans.example.com/api/customer/banks/add')).toBe(6_000);
  });

  it('does not mistake calls that only start like the customer service for it', () => {
    expect(timeoutFor('/api/customer-refresh-token')).toBe(60_000);
    expect(timeoutFor('/api/customer-password/reset')).toBe(60_000);
    expect(timeoutFor('/api/auth/customer/login')).toBe(60_000);
  });

  it('gives a signing session recording download one hour', () => {
    expect(timeoutFor('/api/signing-sessions/download-recording')).toBe(3_600_000);
    expect(timeoutFor('/api/signing-sessions/find-all')).toBe(60_000);
  });
});
