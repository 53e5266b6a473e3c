export * from './allocation';
export * from './invoice-machine';
export * from './late-charges';
export * from './ledger';
export * from './mandate-machine';
export * from './payment-machine';
export * from './settlement';
