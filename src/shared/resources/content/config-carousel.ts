import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { jumpFields, jumpTextsEn, jumpTextsZh } from './jump-fields';

const r = resource('content', 'configCarousel', {
  zh: {
    title: '启动页配置',
    fields: {
      ...jumpTextsZh.fields,
      name: '名称',
      imageUrl: '启动页图片',
      status: '显示状态',
      themeVersion: '主题版本',
      configTag: '配置标签',
    },
    rules: {
      status: '请选择显示状态',
      sort: '请输入排序',
      ...jumpTextsZh.rules,
      imageUrl: '请上传启动页图片',
      themeVersion: '请选择主题版本',
      configTag: '请选择配置标签',
    },
    jumpTypes: jumpTextsZh.jumpTypes,
    shown: { on: '显示', off: '隐藏' },
    actions: { copy: '复制' },
  },
  en: {
    title: 'Launch pages',
    fields: {
      ...jumpTextsEn.fields,
      name: 'Name',
      imageUrl: 'Launch image',
      status: 'Shown',
      themeVersion: 'Theme version',
      configTag: 'Config tag',
    },
    rules: {
      status: 'Please choose whether it is shown',
      sort: 'Please enter the sort order',
      ...jumpTextsEn.rules,
      imageUrl: 'Please upload the launch image',
      themeVersion: 'Please choose the theme version',
      configTag: 'Please choose the config tag',
    },
    jumpTypes: jumpTextsEn.jumpTypes,
    shown: { on: 'Shown', off: 'Hidden' },
    actions: { copy: 'Copy' },
  },
});

/**
 * 启动页配置 (`/app-config/launch`, spec 001 §3 "Launch page", §5): the pages the app shows while it starts,
 * per theme version. The contract lists them with `list/launch`, duplicates one with `copy (id)` (the copy is
 * hidden until an operator shows it) and reorders them with `update/sort`. The jump follows §4 without the
 * product type.
 */
export const configCarouselResource = r.define({
  menu: '/app-config/launch',
  endpoint: '/blade-app/configCarousel',
  verbs: { ...STANDARD_VERBS, list: 'list/launch', sort: 'update/sort' },
  table: 'app_config_carousel',
  ...TENANT_ENTITY,
  permission: 'app_launch',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  actions: [
    r.action('copy', { permission: 'app_launch_copy', input: { kind: 'id', param: 'id' }, effect: { kind: 'hook' } }),
  ],
  fields: [
    r.text('name', { search: 'like', max: 64, table: { width: 160 } }),
    r.image('imageUrl', { required: true, table: { width: 90 } }),
    ...jumpFields(r, { product: false }),
    r.sort({ min: 1, max: 100, table: { width: 80 } }),
    r.flag('status', {
      onLabel: 'shown.on',
      offLabel: 'shown.off',
      required: true,
      defaultValue: 1,
      search: 'equal',
      toggle: true,
      table: { width: 90 },
    }),
    r.dict('themeVersion', 'theme_version', { required: true, search: 'equal', table: { width: 100 } }),
    r.dict('configTag', 'config_tag', { required: true, search: 'equal', table: { width: 110 } }),
    r.createTime(),
  ],
});

export type ConfigCarouselRecord = RecordOfDefinition<typeof configCarouselResource>;
