import { remarkField, sortField } from '../common-fields';
import { required } from '../rules';
import { deptKit } from './dept.texts';
import { STANDARD_VERBS } from '../types';

const k = deptKit.key;

/** A department of `blade_dept`: a tree, no audit columns (bladex-contract.md §6). */
export interface DeptRecord {
  id: string;
  tenantId: string;
  parentId: string;
  ancestors: string;
  deptCategory: number;
  deptName: string;
  fullName: string;
  sort: number;
  remark: string;
}

export const deptResource = deptKit.define<DeptRecord>()({
  menu: '/system/dept',
  endpoint: '/blade-system/dept',
  verbs: STANDARD_VERBS,
  table: 'blade_dept',
  tenantScoped: true,
  audit: false,
  softDelete: true,
  idKind: 'snowflake',
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'lazy-list' },
  filterStyle: 'map',
  permission: 'dept',
  fields: [
    {
      name: 'parentId',
      kind: 'treeSelect',
      resource: 'dept',
      label: k('fields.parentId'),
      defaultValue: '0',
      table: false,
    },
    {
      name: 'deptName',
      kind: 'text',
      label: k('fields.deptName'),
      search: 'like',
      rules: [required(k('rules.deptName')), { kind: 'length', max: 64 }],
    },
    {
      name: 'fullName',
      kind: 'text',
      label: k('fields.fullName'),
      search: 'like',
      rules: [required(k('rules.fullName')), { kind: 'length', max: 128 }],
    },
    {
      name: 'deptCategory',
      kind: 'dict',
      dict: 'org_category',
      source: 'dict',
      valueType: 'number',
      dictDefault: 'first',
      label: k('fields.deptCategory'),
      search: 'equal',
      rules: [required(k('rules.deptCategory'))],
      table: { width: 110 },
    },
    { name: 'ancestors', kind: 'text', label: k('fields.parentId'), readOnly: true, table: false, form: false },
    sortField(k('fields.sort'), k('rules.sort')),
    remarkField(k('fields.remark')),
  ],
});
