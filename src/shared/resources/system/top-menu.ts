import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('system', 'topMenu', {
  zh: {
    title: '顶部菜单',
    fields: {
      code: '菜单编号',
      name: '菜单名称',
      nameEn: '英文名称',
      source: '菜单图标',
      path: '路由地址',
      sort: '菜单排序',
      createTime: '创建时间',
    },
    rules: { code: '请输入菜单编号', name: '请输入菜单名称', source: '请输入菜单图标', sort: '请输入菜单排序' },
    actions: { grant: '菜单配置' },
  },
  en: {
    title: 'Top menus',
    fields: {
      code: 'Code',
      name: 'Name',
      nameEn: 'English name',
      source: 'Icon',
      path: 'Route path',
      sort: 'Order',
      createTime: 'Created',
    },
    rules: {
      code: 'Please enter the code',
      name: 'Please enter the name',
      source: 'Please enter the icon',
      sort: 'Please enter the order',
    },
    actions: { grant: 'Assign menus' },
  },
});

/**
 * A top menu of `blade_top_menu` (bladex-contract.md §3.4, §6). `topmenu/list` binds to the entity in BladeX:
 * equality searches.
 */
export const topMenuResource = r.define({
  menu: '/system/topmenu',
  endpoint: '/blade-system/topmenu',
  table: 'blade_top_menu',
  ...TENANT_ENTITY,
  filterStyle: 'entity',
  permission: 'topmenu',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  actions: [
    // {topMenuIds, menuIds} from the menu-tree dialog (contract §3.6).
    r.action('grant', { permission: 'topmenu_setting', placement: 'toolbar', input: { kind: 'body' } }),
  ],
  fields: [
    r.text('code', { search: 'equal', required: true, max: 64 }),
    r.text('name', { search: 'equal', required: true, max: 64 }),
    r.text('nameEn', { table: { hidden: true }, max: 64 }),
    r.text('source', { required: true, max: 255 }),
    r.text('path', { table: { hidden: true }, max: 255 }),
    r.sort(),
    r.createTime({ search: undefined }),
  ],
});

export type TopMenuRecord = RecordOfDefinition<typeof topMenuResource>;
