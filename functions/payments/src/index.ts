export { app } from './app';
export { consumers } from './consumers';
