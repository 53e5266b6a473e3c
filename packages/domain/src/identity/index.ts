export * from './account-mail-events';
export * from './background-login';
export * from './email-verification';
export * from './events';
export * from './login-throttle';
export * from './menu-rules';
export * from './mfa-policy';
export * from './page-rules';
export * from './roles';
export * from './session-machine';
export * from './session-policy';
export * from './subject';
// The password policy carries a list of common passwords: import it from
// '@ezc/domain/identity/password-policy' where passwords are chosen, so other bundles stay small.
