export * from './constants';
export * from './errors';
export * from './events';
export * from './i18n';
export * from './identity';
export * from './machines/decide';
export * from './paging';
export * from './reference/common-lists';
