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
