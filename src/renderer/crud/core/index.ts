/**
 * The headless CRUD core: controllers, the data provider and the caches. Nothing here imports Fluent;
 * `../fluent` renders it.
 */
export * from './crud-error';
export * from './data-provider';
export * from './blade-rest-provider';
export * from './test-data-provider';
export * from './CrudContext';
export * from './query-keys';
export * from './list-state';
export * from './use-list-controller';
export * from './tree-rows';
export * from './use-tree-controller';
export * from './form-fields';
export * from './record-resolver';
export * from './use-form-controller';
export * from './use-delete-controller';
export * from './use-toggle-controller';
export * from './use-permissions';
export * from './use-dict';
export * from './use-options';
export * from './upload-check';
export * from './column-prefs';
export * from './use-columns';
export * from './cell-text';
export * from './use-label-maps';
export * from './use-action-controller';
export * from './screen-memory-calls';
export * from './use-opening-search';
export * from './use-saved-searches';
export * from './use-form-draft';
