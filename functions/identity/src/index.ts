export { app } from './app';
export { consumers } from './consumers';
export { demoIdentities, seedIdentity } from './seed';
