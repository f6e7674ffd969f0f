export * from './member';
export * from './rent-user';
export * from './member-auth';
export * from './import-log';
