export * from './product-regime';
export * from './rules';
