export * from './member';
export * from './rent-user';
export * from './notic';
export * from './member-auth';
export * from './import-log';
