export * from './catalogue';
export * from './define-event';
export * from './sources';
