export { app } from './app';
export { consumers } from './consumers';
export { seed, verifyDemoBorrower } from './seed';
