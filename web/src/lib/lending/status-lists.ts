/**
 * The status filters' choices, in the domain's order. Server side only: the machines' modules
 * carry XState, which no island needs.
 */
export { applicationStatuses as applicationStatusValues } from '@ezc/domain/lending/application-machine';
export { loanStatuses as loanStatusValues } from '@ezc/domain/lending/loan-machine';
