export * from './envelope';
export * from './auth';
export * from './system';
export * from './order';
export * from './union';
export * from './housing';
