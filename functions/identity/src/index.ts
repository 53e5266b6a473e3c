export { app } from './app';
export { consumers } from './consumers';
export { seedIdentity, demoIdentities } from './seed';
