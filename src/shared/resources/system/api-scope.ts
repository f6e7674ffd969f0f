import { BASE_ENTITY } from '../bladex-entities';
import { createTimeField, remarkField } from '../common-fields';
import { required } from '../rules';
import { apiScopeKit } from './api-scope.texts';
import { STANDARD_VERBS } from '../types';
import { scopeHeadFields } from './scope-fields';

const k = apiScopeKit.key;

/** An API scope of `blade_scope_api` (bladex-contract.md §6): a URL fragment a role may call. */
export interface ApiScopeRecord {
  id: string;
  menuId: string;
  resourceCode: string;
  scopeName: string;
  /** Matched against request paths with "contains". */
  scopePath: string;
  /** 1 system, 2 business (dict api_scope_type). */
  scopeType: number;
  remark: string;
  createTime: string;
}

export const apiScopeResource = apiScopeKit.define<ApiScopeRecord>()({
  menu: '/system/api-scope',
  endpoint: '/blade-system/api-scope',
  verbs: STANDARD_VERBS,
  table: 'blade_scope_api',
  ...BASE_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'api_scope',
  fields: [
    ...scopeHeadFields(k),
    {
      name: 'scopePath',
      kind: 'text',
      label: k('fields.scopePath'),
      search: 'like',
      rules: [required(k('rules.scopePath')), { kind: 'length', max: 255 }],
      form: { span: 24 },
    },
    {
      name: 'scopeType',
      kind: 'dict',
      dict: 'api_scope_type',
      source: 'dict',
      valueType: 'number',
      label: k('fields.scopeType'),
      search: 'equal',
      rules: [required(k('rules.scopeType'))],
    },
    remarkField(k('fields.remark')),
    createTimeField(k('fields.createTime')),
  ],
});
