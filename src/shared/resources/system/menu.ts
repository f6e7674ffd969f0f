import { remarkField, sortField } from '../common-fields';
import { required } from '../rules';
import { menuKit } from './menu.texts';
import { STANDARD_VERBS } from '../types';

const k = menuKit.key;

/** A menu or button of `blade_menu`: no tenant, no audit columns (bladex-contract.md §3.1). */
export interface MenuRecord {
  id: string;
  parentId: string;
  code: string;
  name: string;
  nameEn: string;
  alias: string;
  path: string;
  source: string;
  /** 1 menu, 2 button (dict menu_category). */
  category: number;
  /** 0 none (menus), 1 toolbar, 2 row, 3 both (dict button_func). */
  action: number;
  /** 1 no, 2 yes: open in a new window (dict yes_no). */
  isOpen: number;
  sort: number;
  /** Role aliases, comma-joined; empty = everyone with a grant (spec 000 §2.3). */
  roles: string;
  remark: string;
}

const isButton = { field: 'category', in: [2] } as const;

export const menuResource = menuKit.define<MenuRecord>()({
  menu: '/system/menu',
  endpoint: '/blade-system/menu',
  verbs: STANDARD_VERBS,
  table: 'blade_menu',
  tenantScoped: false,
  audit: false,
  softDelete: true,
  idKind: 'snowflake',
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'lazy-list' },
  filterStyle: 'map',
  permission: 'menu',
  fields: [
    {
      name: 'parentId',
      kind: 'treeSelect',
      resource: 'menu',
      label: k('fields.parentId'),
      defaultValue: '0',
      table: false,
    },
    {
      name: 'name',
      kind: 'text',
      label: k('fields.name'),
      search: 'like',
      rules: [required(k('rules.name')), { kind: 'length', max: 64 }],
    },
    {
      name: 'nameEn',
      kind: 'text',
      label: k('fields.nameEn'),
      table: { hidden: true },
      rules: [{ kind: 'length', max: 64 }],
    },
    {
      name: 'code',
      kind: 'text',
      label: k('fields.code'),
      search: 'like',
      unique: k('rules.codeUnique'),
      rules: [required(k('rules.code')), { kind: 'length', max: 64 }],
    },
    {
      name: 'alias',
      kind: 'text',
      label: k('fields.alias'),
      search: 'like',
      rules: [required(k('rules.alias')), { kind: 'length', max: 64 }],
    },
    {
      name: 'path',
      kind: 'text',
      label: k('fields.path'),
      rules: [required(k('rules.path')), { kind: 'length', max: 255 }],
    },
    {
      name: 'source',
      kind: 'text',
      label: k('fields.source'),
      table: { width: 120 },
      rules: [{ kind: 'length', max: 255 }],
    },
    {
      name: 'category',
      kind: 'dict',
      dict: 'menu_category',
      source: 'dict',
      valueType: 'number',
      label: k('fields.category'),
      defaultValue: 1,
      rules: [required(k('rules.category'))],
      table: { width: 90 },
    },
    {
      name: 'action',
      kind: 'dict',
      dict: 'button_func',
      source: 'dict',
      valueType: 'number',
      label: k('fields.action'),
      visibleWhen: isButton,
      rules: [required(k('rules.action'))],
      table: { hidden: true },
    },
    {
      name: 'isOpen',
      kind: 'dict',
      dict: 'yes_no',
      source: 'dict',
      valueType: 'number',
      label: k('fields.isOpen'),
      defaultValue: 1,
      rules: [required(k('rules.isOpen'))],
      table: { hidden: true },
    },
    sortField(k('fields.sort'), k('rules.sort')),
    {
      name: 'roles',
      kind: 'text',
      label: k('fields.roles'),
      table: { hidden: true },
      rules: [{ kind: 'length', max: 255 }],
    },
    remarkField(k('fields.remark')),
  ],
});
