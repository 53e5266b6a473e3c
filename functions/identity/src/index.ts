export { app } from './app';
export { consumers } from './consumers';
export { demoIdentities, seed } from './seed';
