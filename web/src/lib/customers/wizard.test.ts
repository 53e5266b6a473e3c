import { describe, expect, it } from 'vitest';
import { decide } from '../guard';
import {
  canRevisit,
  type ProgressLookup,
  parseStepParam,
  parseWizardPath,
  resumePath,
  stepState,
} from './wizard';

/** Where the onboarding wizards send each visitor (spec §2: the base redirects to step1; §4: steps 1–5). */

const customer = { kind: 'customer' as const, roles: ['Borrower'], privileges: [], home: '/loan/listing' };
const staff = { kind: 'staff' as const, roles: ['Risk Team'], privileges: [], home: '/application/listing' };
const visitor = { subject: undefined, unknown: false, hadSession: false, kindCookie: undefined };
const at = (accountType: 'individual' | 'corporate', step: 2 | 3 | 4 | 5): ProgressLookup => ({
  state: 'found',
  progress: { accountType, step },
});
const go = (location: string) => ({ action: 'redirect', location });
const render = { action: 'render' };

describe('wizard paths', () => {
  it('reads the two wizards and their five steps, and nothing else', () => {
    expect(parseWizardPath('/onboarding')).toEqual({ wizard: 'individual', step: undefined });
    expect(parseWizardPath('/onboarding-company/')).toEqual({ wizard: 'corporate', step: undefined });
    expect(parseWizardPath('/onboarding/step3')).toEqual({ wizard: 'individual', step: 3 });
    expect(parseWizardPath('/onboarding-company/step5')).toEqual({ wizard: 'corporate', step: 5 });
    for (const other of [
      '/onboarding/step6',
      '/onboarding/step0',
      '/onboarding/x',
      '/onboardings',
      '/profile',
    ]) {
      expect(parseWizardPath(other)).toBeUndefined();
    }
    expect(parseStepParam('step4')).toBe(4);
    expect(parseStepParam('step9')).toBeUndefined();
    expect(parseStepParam(undefined)).toBeUndefined();
  });

  it('marks steps done, current or upcoming, and links only those reached after the login', () => {
    expect([1, 2, 3, 4, 5].map((s) => stepState(s as 1, 3))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect([1, 2, 3, 4, 5].map((s) => canRevisit(s as 1, 3))).toEqual([false, true, true, false, false]);
  });
});

describe('the page guard on the wizards', () => {
  it('lets visitors start at step 1 and sends the base paths there', () => {
    expect(decide({ ...visitor, path: '/onboarding/step1' })).toEqual(render);
    expect(decide({ ...visitor, path: '/onboarding-company/step1' })).toEqual(render);
    expect(decide({ ...visitor, path: '/onboarding' })).toEqual(go('/onboarding/step1'));
    expect(decide({ ...visitor, path: '/onboarding-company' })).toEqual(go('/onboarding-company/step1'));
  });

  it('asks visitors to sign in before a later step, saying so when their session ran out', () => {
    expect(decide({ ...visitor, path: '/onboarding/step3' })).toEqual(go('/'));
    expect(decide({ ...visitor, path: '/onboarding/step3', hadSession: true })).toEqual(go('/?expired=1'));
    expect(decide({ ...visitor, path: '/onboarding/step3', unknown: true, hadSession: true })).toEqual(
      go('/error-2'),
    );
  });

  it('keeps a customer at the steps reached, in the wizard of their account type', () => {
    const me = { ...visitor, subject: customer, hadSession: true, onboarding: at('individual', 3) };
    expect(decide({ ...me, path: '/onboarding/step3' })).toEqual(render);
    expect(decide({ ...me, path: '/onboarding/step2' })).toEqual(render);
    for (const elsewhere of ['/onboarding', '/onboarding/step1', '/onboarding/step4', '/onboarding/step5']) {
      expect(decide({ ...me, path: elsewhere })).toEqual(go('/onboarding/step3'));
    }
    expect(decide({ ...me, path: '/onboarding-company/step2' })).toEqual(go('/onboarding/step3'));
    const company = { ...me, onboarding: at('corporate', 2) };
    expect(decide({ ...company, path: '/onboarding/step2' })).toEqual(go('/onboarding-company/step2'));
    // Complete: every step after the login may be opened again.
    const done = { ...me, onboarding: at('individual', 5) };
    expect(decide({ ...done, path: '/onboarding/step2' })).toEqual(render);
    expect(decide({ ...done, path: '/onboarding' })).toEqual(go('/onboarding/step5'));
  });

  it('waits at step 2 for a record still being made, and fails visibly when it cannot be read', () => {
    const me = { ...visitor, subject: customer, hadSession: true };
    const missing = { ...me, onboarding: { state: 'missing' } as const };
    expect(decide({ ...missing, path: '/onboarding/step2' })).toEqual(render);
    expect(decide({ ...missing, path: '/onboarding/step4' })).toEqual(go('/onboarding/step2'));
    const failed = { ...me, onboarding: { state: 'failed' } as const };
    expect(decide({ ...failed, path: '/onboarding/step2' })).toEqual(go('/error-2'));
  });

  it('sends staff home from the wizards', () => {
    expect(decide({ ...visitor, subject: staff, path: '/onboarding/step1' })).toEqual(
      go('/application/listing'),
    );
  });

  it('resumes onboarding from the customer login until it is complete', () => {
    const me = { ...visitor, subject: customer, hadSession: true, path: '/' };
    expect(decide({ ...me, onboarding: at('corporate', 4) })).toEqual(go('/onboarding-company/step4'));
    expect(decide({ ...me, onboarding: at('individual', 5) })).toEqual(go('/loan/listing'));
    expect(decide({ ...me, onboarding: { state: 'missing' } })).toEqual(go('/loan/listing'));
    expect(decide(me)).toEqual(go('/loan/listing'));
    expect(resumePath(at('individual', 2))).toBe('/onboarding/step2');
  });
});
