export * from './area-search';
export * from './product-order';
