export { app } from './app';
export { consumers } from './consumers';
export { rebuildStoreReports } from './use-cases/rebuild-store-reports';
