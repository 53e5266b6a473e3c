export * from './constants';
export * from './errors';
export * from './events';
export * from './reference/common-lists';
export * from './identity';
export * from './machines/decide';
