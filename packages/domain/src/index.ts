export * from './compliance/index';
export * from './constants';
export * from './customers/index';
export * from './errors';
export * from './events';
export * from './exports/file-export-machine';
export * from './i18n/server';
export * from './identity';
export * from './jobs/reminder';
export * from './lending/index';
export * from './machines/decide';
export * from './paging';
export * from './payments/index';
export * from './realtime/audiences';
export * from './reference/list-item';
export * from './reference/list-names';
export * from './reports/index';
export * from './signing/index';
// The lists' seed data (every country in two languages) is imported from
// '@ezc/domain/reference/common-lists' by the seed alone.
