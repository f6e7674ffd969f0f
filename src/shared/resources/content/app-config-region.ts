import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

const r = resource('content', 'appConfigRegion', {
  zh: {
    title: '城市区域配置',
    fields: {
      code: '城市区域',
      name: '区域名称',
      parentCode: '上级区域',
      regionLevel: '区域层级',
      isShow: '是否显示',
      isHot: '是否热门',
    },
    rules: { sort: '请输入排序', code: '请选择城市区域', codeTaken: '该城市区域已配置' },
  },
  en: {
    title: 'App city regions',
    fields: {
      code: 'Region',
      name: 'Name',
      parentCode: 'Parent region',
      regionLevel: 'Level',
      isShow: 'Shown',
      isHot: 'Popular',
    },
    rules: {
      sort: 'Please enter the sort order',
      code: 'Please choose the region',
      codeTaken: 'This region is configured already',
    },
  },
});

/**
 * 城市区域配置 (`/app-config/region`, spec 001 §7 `blade-app/config/region`): the cities and counties the app's
 * city switch offers, picked from the region tree under Yunnan (53): a prefecture, a county or a town (喜洲, 双廊 are destinations of their own). The name, parent and level are the region
 * table's (modules/content/app-config-region.ts); a region is configured once per tenant. `lazy-tree?parentCode=`,
 * `tree`, `tree/label` answer the configured ones; `detail` takes `code` as the contract says (or `id`).
 */
export const appConfigRegionResource = r.define({
  menu: '/app-config/region',
  endpoint: '/blade-app/config/region',
  verbs: { ...STANDARD_VERBS, removeParam: 'id' },
  table: 'app_config_region',
  ...TENANT_ENTITY,
  permission: 'app_region',
  defaultSort: [{ field: 'code', order: 'asc' }],
  fields: [
    r.region('code', {
      tree: 'city',
      root: '53',
      levels: [2, 3, 4],
      required: true,
      readOnlyOnEdit: true,
      unique: 'rules.codeTaken',
      table: { width: 110 },
    }),
    r.text('name', { search: 'like', readOnly: true, max: 64, table: { width: 160 } }),
    r.text('parentCode', { readOnly: true, max: 12, search: 'equal', table: { width: 110 } }),
    r.integer('regionLevel', { readOnly: true, table: { width: 90 } }),
    r.flag('isShow', { defaultValue: 1, search: 'equal', toggle: true, table: { width: 90 } }),
    r.flag('isHot', { defaultValue: 0, search: 'equal', toggle: true, table: { width: 90 } }),
    r.sort({ table: { width: 70 } }),
    r.remark(),
    r.createTime(),
  ],
});

export type AppConfigRegionRecord = RecordOfDefinition<typeof appConfigRegionResource>;
