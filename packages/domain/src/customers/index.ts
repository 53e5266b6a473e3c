export * from './documents';
export * from './ekyc';
export * from './events';
export * from './field-rules';
export * from './nric';
export * from './onboarding-machine';
export * from './phone';
export * from './profile-schemas';
