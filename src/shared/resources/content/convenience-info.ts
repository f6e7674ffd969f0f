import { DALI_BOUNDS } from '../../geo/dali-map';
import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { SAVE_UPDATE_VERBS } from '../types';

const r = resource('content', 'convenienceInfo', {
  zh: {
    title: '便民信息',
    fields: {
      parentId: '上级分类',
      name: '名称',
      iconUrl: '图标',
      phone: '联系电话',
      address: '地址',
      location: '地图位置',
      content: '详细说明',
      isEnable: '启用状态',
    },
    rules: { isEnable: '请选择启用状态', sort: '请输入排序', name: '请输入名称' },
    actions: { updateEnable: '启用/停用' },
  },
  en: {
    title: 'Convenience info',
    fields: {
      parentId: 'Category',
      name: 'Name',
      iconUrl: 'Icon',
      phone: 'Phone',
      address: 'Address',
      location: 'Map point',
      content: 'Details',
      isEnable: 'Enabled',
    },
    rules: {
      isEnable: 'Please choose whether it is enabled',
      sort: 'Please enter the sort order',
      name: 'Please enter the name',
    },
    actions: { updateEnable: 'Enable/disable' },
  },
});

/**
 * 便民信息 (`/app-config/convenience`, spec 001 §7 `convenienceInfo`): the app's city-services directory, a tree
 * of categories (hospitals, police, bus lines…) and their entries with phone, address and map point. The
 * contract writes with `save` / `update`, switches with `updateEnable (id, isEnable)`, answers `tree` and
 * `lazy-list?parentId=&name=`.
 */
export const convenienceInfoResource = r.define({
  menu: '/app-config/convenience',
  endpoint: '/blade-app/convenienceInfo',
  verbs: SAVE_UPDATE_VERBS,
  table: 'app_convenience_info',
  ...TENANT_ENTITY,
  shape: 'tree',
  tree: { parentField: 'parentId', treeVerb: 'tree', lazyVerb: 'lazy-list' },
  permission: 'app_convenience',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  actions: [r.toggle('updateEnable', 'isEnable', { permission: 'app_convenience_enable' })],
  fields: [
    r.treeSelect('parentId', 'convenienceInfo', { defaultValue: '0', table: false }),
    r.text('name', { search: 'like', required: true, max: 64, table: { width: 200 } }),
    r.image('iconUrl', { table: { width: 70 } }),
    r.text('phone', { max: 32, table: { width: 130 } }),
    r.text('address', { max: 255, table: { width: 200 } }),
    r.mapPoint('location', { bounds: DALI_BOUNDS, table: false }),
    r.textarea('content', { max: 2000, table: false, form: { span: 24 } }),
    r.sort({ table: { width: 70 } }),
    r.status('isEnable', {
      required: true,
      defaultValue: 1,
      search: 'equal',
      toggle: 'updateEnable',
      table: { width: 90 },
    }),
    r.createTime(),
  ],
});

export type ConvenienceInfoRecord = RecordOfDefinition<typeof convenienceInfoResource>;
