export { DEMO_PASSWORD } from './demo-accounts';
export { DEV_TOKEN_HEADER } from './dev-token';
export { type LocalOptions, type LocalRuntime, startLocal } from './runtime';
export type { StoreSnapshot } from './store-snapshot';
