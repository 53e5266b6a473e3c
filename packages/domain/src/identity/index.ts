export * from './login-throttle';
export * from './menu-rules';
export * from './page-rules';
export * from './password-policy';
export * from './roles';
export * from './session-machine';
export * from './subject';
