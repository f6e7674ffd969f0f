export * from './envelope';
export * from './auth';
export * from './system';
export * from './order';
export * from './car';
export * from './traffic';
export * from './ops';
