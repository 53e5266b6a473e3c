export * from './events';
export * from './projection-machine';
export * from './report-changes';
export * from './report-columns';
export * from './report-filters';
export * from './report-loan';
export * from './report-rows';
