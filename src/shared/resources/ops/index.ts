export * from './job-server';
export * from './job-info';
export * from './notice';
export * from './datasource';
export * from './report-file';
export * from './model';
export * from './model-prototype';
export * from './code';
