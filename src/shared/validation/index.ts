export * from './empty';
export * from './phone';
export * from './url';
export * from './citizen-id';
export * from './upload-limits';
export * from './account-name';
