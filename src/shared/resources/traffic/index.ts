export * from './vehicle-flow-data';
export * from './vehicle-area';
export * from './vehicle-statistics';
export * from './vehicle-hour';
export * from './people-flow-data';
export * from './count-group';
export * from './source-region';
