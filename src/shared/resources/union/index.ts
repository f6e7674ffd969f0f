export * from './trade-union';
export * from './union-member';
export * from './union-welfare';
export * from './welfare-user';
export * from './welfare-send-record';
export * from './welfare-import-log';
export * from './welfare-goods';
