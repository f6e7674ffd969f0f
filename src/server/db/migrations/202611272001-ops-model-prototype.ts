import type { Migration } from './types';

/** `blade_model_prototype`: the columns the ops/modelPrototype definition gained. */
export const migration202611272001: Migration = {
  version: 202611272001,
  name: 'ops-model-prototype',
  sql: `
ALTER TABLE blade_model_prototype ADD COLUMN query_type TEXT;
`,
};
