export * from './result';
export * from './session';
export * from './channels';
export * from './window-api';
export * from './ws-protocol';
export * from './workspace';
export * from './export';
export * from './upload';
