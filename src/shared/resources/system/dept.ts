import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('system', 'dept', {
  zh: {
    title: '机构管理',
    fields: {
      parentId: '上级机构',
      deptName: '机构名称',
      fullName: '机构全称',
      deptCategory: '机构类型',
      sort: '排序',
      remark: '备注',
    },
    rules: {
      deptName: '请输入机构名称',
      fullName: '请输入机构全称',
      deptCategory: '请选择机构类型',
      sort: '请输入排序',
    },
  },
  en: {
    title: 'Departments',
    fields: {
      parentId: 'Parent',
      deptName: 'Name',
      fullName: 'Full name',
      deptCategory: 'Type',
      sort: 'Order',
      remark: 'Remark',
    },
    rules: {
      deptName: 'Please enter the name',
      fullName: 'Please enter the full name',
      deptCategory: 'Please choose the type',
      sort: 'Please enter the order',
    },
  },
});

/** A department of `blade_dept`: a tree, no audit columns (bladex-contract.md §6). */
export const deptResource = r.define({
  menu: '/system/dept',
  endpoint: '/blade-system/dept',
  table: 'blade_dept',
  tenantScoped: true,
  audit: false,
  softDelete: true,
  idKind: 'snowflake',
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'lazy-list' },
  permission: 'dept',
  fields: [
    r.treeSelect('parentId', 'dept', { defaultValue: '0', table: false }),
    r.text('deptName', { search: 'like', required: true, max: 64 }),
    r.text('fullName', { search: 'like', required: true, max: 128 }),
    r.dict('deptCategory', 'org_category', {
      source: 'dict',
      first: true,
      search: 'equal',
      required: true,
      table: { width: 110 },
    }),
    // The ids above it, kept by the server; it has no label of its own, so it borrows the parent's.
    { name: 'ancestors', kind: 'text', label: r.key('fields.parentId'), readOnly: true, table: false, form: false },
    r.sort(),
    r.remark(),
  ],
});

export type DeptRecord = RecordOfDefinition<typeof deptResource>;
