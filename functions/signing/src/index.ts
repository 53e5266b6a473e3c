export { app } from './app';
export { consumers } from './consumers';
export { seed } from './seed';
export { signDemoLoan } from './seed/sign-demo-loan';
