import { verifySignUpLink } from '@ezc/platform/webhooks/sign-up-link';
import { describe, expect, it } from 'vitest';
import { hostedEmandateProvider, simulatedEmandateProvider } from './emandate-provider';

const request = { Reference: 'PAY-DD-EZC000007-001-20261201', MandateId: 'MDT-1', AmountSen: 118_000 };

describe('the simulated bank', () => {
  it('collects a debit, under a reference of its own that a repeat gets again', async () => {
    const bank = simulatedEmandateProvider();
    const first = await bank.debit({ ...request, AccountNo: '514012345678' });
    expect(first).toEqual({ Outcome: 'Collected', ProviderRef: `SIM-${request.Reference}` });
    expect(await bank.debit({ ...request, AccountNo: '514012345678' })).toEqual(first);
  });

  it("refuses an account ending in '000', or in the suffix it is given", async () => {
    expect(await simulatedEmandateProvider().debit({ ...request, AccountNo: '7012345000' })).toEqual({
      Outcome: 'Refused',
      Reason: 'Insufficient funds',
    });
    expect(await simulatedEmandateProvider('99').debit({ ...request, AccountNo: '7012345000' })).toEqual({
      Outcome: 'Collected',
      ProviderRef: `SIM-${request.Reference}`,
    });
    expect((await simulatedEmandateProvider('99').debit({ ...request, AccountNo: '12399' })).Outcome).toBe(
      'Refused',
    );
  });
});

describe('a hosted provider', () => {
  it('sends the borrower to its sign-up page, and debits nothing while none is connected', async () => {
    const provider = hostedEmandateProvider('https://emandate.example/sign-up');
    expect(provider.signUpUrl({ MandateId: 'MDT-1' })).toBe(
      'https://emandate.example/sign-up?MandateId=MDT-1',
    );
    await expect(provider.debit({ ...request, AccountNo: '514012345678' })).rejects.toThrow(/connected/);
  });
});

const SIGNED_MDT_1 = 'b8bc44f4fc1aa1838b2564597ea047e852843444af9b5c3f2ad3e337097ed2c8';

describe("the simulated provider's sign-up link", () => {
  it('names the mandate and signs it with the shared secret, so no other mandate can be answered through it', () => {
    const url = new URL(
      simulatedEmandateProvider(undefined, 'local-e-mandate-secret').signUpUrl({ MandateId: 'MDT-1' }),
      'http://localhost',
    );
    expect(url.pathname).toBe('/api/dev/e-mandate/sign-up');
    expect(url.searchParams.get('MandateId')).toBe('MDT-1');
    const signature = url.searchParams.get('Signature') ?? '';
    // HMAC-SHA256('local-e-mandate-secret', 'sign-up.MDT-1'), worked out with openssl.
    expect(signature).toBe(SIGNED_MDT_1);
    expect(verifySignUpLink('local-e-mandate-secret', 'MDT-1', signature)).toBe(true);
    expect(verifySignUpLink('local-e-mandate-secret', 'MDT-2', signature)).toBe(false);
    expect(verifySignUpLink('another-secret', 'MDT-1', signature)).toBe(false);
    expect(verifySignUpLink('local-e-mandate-secret', 'MDT-1', undefined)).toBe(false);
  });
});
