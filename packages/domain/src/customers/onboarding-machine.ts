import { setup } from 'xstate';
import { emit, emitAction, type StatusOf } from '../machines/decide';
import { onboardingCompleted } from './events';

/**
 * Onboarding, spec §4: it starts at step 1; creating the login moves to 2, saving the personal
 * information (or, for a company, its details and default contact person) to 3, saving the
 * employment (for a company, its business and bank details) to 4, and submitting the documents
 * to 5, complete. Going back to an earlier step and saving again changes data, not the step.
 */
export const onboardingMachine = setup({
  types: {
    events: {} as { type: 'SAVE_DETAILS' } | { type: 'SAVE_WORK' } | { type: 'SUBMIT_DOCUMENTS' },
  },
  actions: { emit: emitAction },
}).createMachine({
  id: 'onboarding',
  version: '1',
  initial: 'Step2',
  states: {
    // The customer record is made with the login, so it begins at step 2.
    Step2: { on: { SAVE_DETAILS: 'Step3' } },
    Step3: { on: { SAVE_WORK: 'Step4' } },
    Step4: { on: { SUBMIT_DOCUMENTS: { target: 'Completed', actions: [emit(onboardingCompleted)] } } },
    Completed: {},
  },
});

export type OnboardingStatus = StatusOf<typeof onboardingMachine>;

/** The wizard's step (spec §3 `currentSteps`, 1 to 5) for a stored onboarding status. */
export const onboardingStep: Record<OnboardingStatus, 2 | 3 | 4 | 5> = {
  Step2: 2,
  Step3: 3,
  Step4: 4,
  Completed: 5,
};

/** The event that moves a wizard on from `step`, when saving that step's form. */
export const advanceFrom = {
  2: { type: 'SAVE_DETAILS' },
  3: { type: 'SAVE_WORK' },
  4: { type: 'SUBMIT_DOCUMENTS' },
} as const;
