export { app } from './app';
export { consumers } from './consumers';
export { payDemoLoan } from './seed/pay-demo-loan';
