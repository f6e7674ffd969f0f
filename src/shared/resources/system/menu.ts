import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('system', 'menu', {
  zh: {
    title: '菜单管理',
    fields: {
      parentId: '上级菜单',
      code: '菜单编号',
      name: '菜单名称',
      nameEn: '英文名称',
      alias: '菜单别名',
      path: '路由地址',
      source: '菜单图标',
      category: '菜单类型',
      action: '按钮功能',
      isOpen: '新窗口',
      sort: '菜单排序',
      roles: '可见角色',
      remark: '菜单备注',
    },
    rules: {
      code: '请输入菜单编号',
      codeUnique: '菜单编号已存在',
      name: '请输入菜单名称',
      alias: '请输入菜单别名',
      path: '请输入路由地址',
      category: '请选择菜单类型',
      action: '请选择按钮功能',
      isOpen: '请选择新窗口打开',
      sort: '请输入菜单排序',
    },
  },
  en: {
    title: 'Menus',
    fields: {
      parentId: 'Parent menu',
      code: 'Code',
      name: 'Name',
      nameEn: 'English name',
      alias: 'Alias',
      path: 'Route path',
      source: 'Icon',
      category: 'Type',
      action: 'Button placement',
      isOpen: 'New window',
      sort: 'Order',
      roles: 'Visible to roles',
      remark: 'Remark',
    },
    rules: {
      code: 'Please enter the code',
      codeUnique: 'This menu code already exists',
      name: 'Please enter the name',
      alias: 'Please enter the alias',
      path: 'Please enter the route path',
      category: 'Please choose the type',
      action: 'Please choose the button placement',
      isOpen: 'Please choose whether it opens in a new window',
      sort: 'Please enter the order',
    },
  },
});

const isButton = { field: 'category', in: [2] } as const;

/** A menu or button of `blade_menu`: no tenant, no audit columns (bladex-contract.md §3.1). */
export const menuResource = r.define({
  menu: '/system/menu',
  endpoint: '/blade-system/menu',
  table: 'blade_menu',
  tenantScoped: false,
  audit: false,
  softDelete: true,
  idKind: 'snowflake',
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'lazy-list' },
  permission: 'menu',
  fields: [
    r.treeSelect('parentId', 'menu', { defaultValue: '0', table: false }),
    r.text('name', { search: 'like', required: true, max: 64 }),
    r.text('nameEn', { table: { hidden: true }, max: 64 }),
    r.text('code', { search: 'like', unique: 'rules.codeUnique', required: true, max: 64 }),
    r.text('alias', { search: 'like', required: true, max: 64 }),
    r.text('path', { required: true, max: 255 }),
    r.text('source', { table: { width: 120, icon: true }, max: 255 }),
    // 1 menu, 2 button.
    r.dict('category', 'menu_category', { source: 'dict', defaultValue: 1, required: true, table: { width: 90 } }),
    // 0 none (menus), 1 toolbar, 2 row, 3 both.
    r.dict('action', 'button_func', { source: 'dict', visibleWhen: isButton, required: true, table: { hidden: true } }),
    // Open in a new window: 1 no, 2 yes.
    r.dict('isOpen', 'yes_no', { source: 'dict', defaultValue: 1, required: true, table: { hidden: true } }),
    r.sort(),
    // Role aliases, comma-joined; empty = everyone with a grant (spec 000 §2.3).
    r.text('roles', { table: { hidden: true }, max: 255 }),
    r.remark(),
  ],
});

export type MenuRecord = RecordOfDefinition<typeof menuResource>;
