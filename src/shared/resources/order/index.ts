export * from './area-search';
export * from './product-order';
export * from './welfare-balance-log';
