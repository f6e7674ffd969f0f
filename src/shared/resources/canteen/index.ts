export * from './canteen-info';
export * from './canteen-user';
export * from './canteen-log';
export * from './canteen-statistics';
