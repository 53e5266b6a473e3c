export * from './availability';
export * from './booking-schedules';
export * from './events';
export * from './refusals';
export * from './reminders';
export * from './session-machine';
export * from './signing-machine';
export * from './slots';
