import type { DataProvider } from './data-provider';

/**
 * A DataProvider for tests: each method the test does not stub throws "<name> is not implemented", so a
 * test never passes on a call it did not expect (react-admin's testDataProvider).
 */
export const testDataProvider = (overrides: Partial<DataProvider> = {}): DataProvider => {
  const missing = (name: keyof DataProvider) => (): Promise<never> =>
    Promise.reject(new Error(`${name} is not implemented`));
  return {
    getList: missing('getList'),
    getTree: missing('getTree'),
    getChildren: missing('getChildren'),
    getOne: missing('getOne'),
    submit: missing('submit'),
    remove: missing('remove'),
    runAction: missing('runAction'),
    getTreeNodes: missing('getTreeNodes'),
    custom: missing('custom'),
    upload: missing('upload'),
    ...overrides,
  };
};
