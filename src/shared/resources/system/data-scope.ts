import { BASE_ENTITY } from '../bladex-entities';
import { createTimeField, remarkField } from '../common-fields';
import { required } from '../rules';
import { dataScopeKit } from './data-scope.texts';
import { STANDARD_VERBS } from '../types';
import { scopeHeadFields } from './scope-fields';

const k = dataScopeKit.key;

/** A data scope of `blade_scope_data` (bladex-contract.md §6): which rows a role sees of a menu's data. */
export interface DataScopeRecord {
  id: string;
  menuId: string;
  resourceCode: string;
  scopeName: string;
  scopeField: string;
  scopeClass: string;
  scopeColumn: string;
  /** 1 all, 2 own, 3 own dept, 4 own dept and below, 5 custom (dict data_scope_type). */
  scopeType: number;
  scopeValue: string;
  remark: string;
  createTime: string;
}

export const dataScopeResource = dataScopeKit.define<DataScopeRecord>()({
  menu: '/system/data-scope',
  endpoint: '/blade-system/data-scope',
  verbs: STANDARD_VERBS,
  table: 'blade_scope_data',
  ...BASE_ENTITY,
  shape: 'flat',
  filterStyle: 'map',
  permission: 'data_scope',
  fields: [
    ...scopeHeadFields(k),
    {
      name: 'scopeColumn',
      kind: 'text',
      label: k('fields.scopeColumn'),
      rules: [required(k('rules.scopeColumn')), { kind: 'length', max: 255 }],
    },
    {
      name: 'scopeField',
      kind: 'text',
      label: k('fields.scopeField'),
      defaultValue: '*',
      table: { hidden: true },
      rules: [required(k('rules.scopeField')), { kind: 'length', max: 255 }],
    },
    {
      name: 'scopeClass',
      kind: 'text',
      label: k('fields.scopeClass'),
      table: { hidden: true },
      rules: [required(k('rules.scopeClass')), { kind: 'length', max: 500 }],
      form: { span: 24 },
    },
    {
      name: 'scopeType',
      kind: 'dict',
      dict: 'data_scope_type',
      source: 'dict',
      valueType: 'number',
      label: k('fields.scopeType'),
      search: 'equal',
      rules: [required(k('rules.scopeType'))],
    },
    {
      name: 'scopeValue',
      kind: 'textarea',
      label: k('fields.scopeValue'),
      visibleWhen: { field: 'scopeType', in: [5] },
      rules: [required(k('rules.scopeValue')), { kind: 'length', max: 2000 }],
      table: { hidden: true },
      form: { span: 24 },
    },
    remarkField(k('fields.remark')),
    createTimeField(k('fields.createTime')),
  ],
});
