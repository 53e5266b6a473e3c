/**
 * The two onboarding wizards (spec §2: /onboarding for individuals, /onboarding-company for
 * companies, each step1 to step5) and where a request for one of their pages goes, decided from
 * the session and the customer's progress alone (pure, so the rules are tested without a server).
 *
 * The server keeps the progress (find-one's `CurrentStep`, 2 to 5: the login is made at step 1).
 * A step before it may be opened again and saved again; a step after it is not reached yet, so
 * its address leads to the current one. Step 1 makes a login, so a signed-in customer never sees
 * it again.
 */

export type Wizard = 'individual' | 'corporate';
export type Step = 1 | 2 | 3 | 4 | 5;
export const STEPS: readonly Step[] = [1, 2, 3, 4, 5];

export const WIZARD_BASE: Readonly<Record<Wizard, '/onboarding' | '/onboarding-company'>> = {
  individual: '/onboarding',
  corporate: '/onboarding-company',
};

/** What each step is called, as the step indicator and the headings name it. */
export type StepName = 'login' | 'personal' | 'company' | 'employment' | 'bank' | 'documents' | 'complete';

export const STEP_NAMES: Readonly<Record<Wizard, readonly StepName[]>> = {
  individual: ['login', 'personal', 'employment', 'documents', 'complete'],
  corporate: ['login', 'company', 'bank', 'documents', 'complete'],
};

export const stepPath = (wizard: Wizard, step: Step): string => `${WIZARD_BASE[wizard]}/step${step}`;

export const wizardOf = (accountType: 'individual' | 'corporate'): Wizard => accountType;

export interface WizardPath {
  readonly wizard: Wizard;
  /** Undefined for the wizard's base path. */
  readonly step: Step | undefined;
}

const PATH = /^\/(onboarding|onboarding-company)(?:\/step([1-5]))?\/?$/;

/** The wizard and step of a path, or undefined when the path is not a wizard page. */
export function parseWizardPath(path: string): WizardPath | undefined {
  const match = PATH.exec(path);
  if (!match) return undefined;
  return {
    wizard: match[1] === 'onboarding-company' ? 'corporate' : 'individual',
    step: match[2] === undefined ? undefined : (Number(match[2]) as Step),
  };
}

export interface Progress {
  readonly accountType: 'individual' | 'corporate';
  /** The step the customer is at (5: complete). */
  readonly step: 2 | 3 | 4 | 5;
}

/** What asking the server for a signed-in customer's progress gave. */
export type ProgressLookup =
  | { readonly state: 'found'; readonly progress: Progress }
  /** No customer record yet: it is made just after the login (from an event), so very soon. */
  | { readonly state: 'missing' }
  /** The server could not answer. */
  | { readonly state: 'failed' };

/** Where a customer part-way through onboarding resumes, or undefined once it is complete. */
export function resumePath(lookup: ProgressLookup | undefined): string | undefined {
  if (lookup?.state !== 'found' || lookup.progress.step === 5) return undefined;
  return stepPath(wizardOf(lookup.progress.accountType), lookup.progress.step);
}

export type WizardDecision =
  | { readonly action: 'render' }
  | { readonly action: 'redirect'; readonly location: string };

export interface WizardRequest {
  readonly at: WizardPath;
  /** Who is signed in: a customer, someone else (staff), or nobody. */
  readonly visitor: 'customer' | 'other' | 'nobody';
  /** The signed-in account's home page. */
  readonly home?: string;
  /** A signed-in customer's progress. */
  readonly progress?: ProgressLookup;
  /** Where to sign in (the customer login, or with a note that the session expired). */
  readonly loginPath: string;
  /** The session lookup itself failed: nothing is known about the visitor. */
  readonly unknown: boolean;
}

const render: WizardDecision = { action: 'render' };
const redirect = (location: string): WizardDecision => ({ action: 'redirect', location });

export function routeWizard(request: WizardRequest): WizardDecision {
  const { at, visitor } = request;
  if (visitor === 'other') return redirect(request.home ?? '/');
  if (visitor === 'nobody') {
    if (at.step === 1) return render;
    if (at.step === undefined) return redirect(stepPath(at.wizard, 1));
    // A later step needs the customer's own record: sign in, then the login page resumes here.
    if (request.unknown) return redirect('/error-2');
    return redirect(request.loginPath);
  }
  const lookup = request.progress;
  if (!lookup || lookup.state === 'failed') return redirect('/error-2');
  if (lookup.state === 'missing') {
    // Step 2 says the record is on its way; nothing later can be shown without it.
    return at.step === 2 ? render : redirect(stepPath(at.wizard, 2));
  }
  const { progress } = lookup;
  const wizard = wizardOf(progress.accountType);
  const current = stepPath(wizard, progress.step);
  if (wizard !== at.wizard || at.step === undefined || at.step === 1 || at.step > progress.step) {
    return redirect(current);
  }
  return render;
}

/** The state of each step in the indicator, seen from the customer's progress. */
export function stepState(step: Step, progressStep: Step): 'done' | 'current' | 'upcoming' {
  if (step < progressStep) return 'done';
  return step === progressStep ? 'current' : 'upcoming';
}

/** A step the indicator links to: one already reached (steps before the progress, bar the login). */
export const canRevisit = (step: Step, progressStep: Step): boolean => step > 1 && step <= progressStep;

/** `step3` (a page's `[step]` parameter) → 3; undefined for anything else. */
export function parseStepParam(param: string | undefined): Step | undefined {
  const match = /^step([1-5])$/.exec(param ?? '');
  return match ? (Number(match[1]) as Step) : undefined;
}
