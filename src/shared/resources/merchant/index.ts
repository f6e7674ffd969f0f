export * from './merchant-category';
export * from './merchant-info';
export * from './product';
