import { EKYC_PARTY, EKYC_SIMULATOR_SETTING, type SimulatedOutcome } from '@ezc/domain';
import { HttpProblem, platformKeys, type Table } from '@ezc/platform';
import type { Person } from './person';

/**
 * The identity provider port (spec §9: a named third-party eKYC party). Given the person's
 * identity document images and the phone that just proved itself with a code, it answers whether
 * the person is who they say they are.
 */
export interface IdentityCheck extends Person {
  EkycId: string;
  FrontMediaId: string;
  BackMediaId: string;
  PhoneNo: string;
}

export interface IdentityVerdict {
  verified: boolean;
  /** The provider's reference for the check, kept with the eKYC for support. */
  reference: string;
}

export interface IdentityProvider {
  /** The name the eKYC records carry as EKYCParty. */
  readonly party: string;
  verify(check: IdentityCheck): Promise<IdentityVerdict>;
}

/**
 * The local stand-in: it verifies everyone unless a tester chose 'fail' (POST /api/dev/ekyc-outcome,
 * which writes the setting read here as `{Outcome: 'pass' | 'fail'}`), so both outcomes can be tried
 * by hand and by tests.
 */
export function simulatedIdentityProvider(deps: { table: Table; ids: { next(): string } }): IdentityProvider {
  return {
    party: EKYC_PARTY,
    async verify() {
      const setting = await deps.table.get(platformKeys.setting(EKYC_SIMULATOR_SETTING));
      const outcome: SimulatedOutcome = setting?.Outcome === 'fail' ? 'fail' : 'pass';
      return { verified: outcome === 'pass', reference: `SIM-${deps.ids.next()}` };
    },
  };
}

/**
 * In AWS, until the contracted provider's HTTP adapter is written and configured: every check is
 * answered 503 and nobody is verified. Deliberately no pretend verdict — an unverified person
 * must never be reported as verified.
 */
export function unconnectedIdentityProvider(): IdentityProvider {
  return {
    party: EKYC_PARTY,
    async verify() {
      throw new HttpProblem(
        503,
        'EKYC.PROVIDER_UNAVAILABLE',
        'eKYC verification is not available at the moment. Please try again later.',
      );
    },
  };
}
