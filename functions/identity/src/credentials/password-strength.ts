/**
 * The password policy's strength check, with its list of common passwords: a module of its own in
 * the deployed function (the infra's `lazyModules`), loaded only by the calls that choose a
 * password, so every other call's cold start skips its weight.
 */
export { passwordProblem } from '@ezc/domain/identity/password-policy';
