/**
 * Set by a wizard step just before it opens the next one; the next page then moves the focus to
 * its heading (and clears it), so the change of step is announced.
 */
export const FOCUS_HEADING_KEY = 'ezc.onboarding.focus';
