export * from './events';
export * from './export-machine';
export * from './report-changes';
export * from './report-columns';
export * from './report-filters';
export * from './report-loan';
export * from './report-rows';
