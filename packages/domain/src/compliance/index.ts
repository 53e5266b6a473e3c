export * from './product-regime';
export * from './retention-policy';
export * from './rules';
