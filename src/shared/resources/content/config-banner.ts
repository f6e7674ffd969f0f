import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { jumpFields, jumpTextsEn, jumpTextsZh } from './jump-fields';

const r = resource('content', 'configBanner', {
  zh: {
    title: 'Banner与页面标签',
    fields: {
      ...jumpTextsZh.fields,
      pageTag: '页面标签',
      configTag: '分类标签',
      diyTag: '自定义内容',
      name: '名称',
      imageUrl: '图片',
      status: '显示状态',
      themeVersion: '主题版本',
      message: '说明',
    },
    rules: {
      ...jumpTextsZh.rules,
      pageTag: '请选择页面标签',
      configTag: '请选择分类标签',
      diyTag: '请输入自定义内容',
      name: '请输入名称',
      imageUrl: '请上传图片',
      sort: '请输入排序',
      status: '请选择显示状态',
      themeVersion: '请选择主题版本',
    },
    jumpTypes: jumpTextsZh.jumpTypes,
    shown: { on: '显示', off: '隐藏' },
  },
  en: {
    title: 'Banners and page tags',
    fields: {
      ...jumpTextsEn.fields,
      pageTag: 'Page tag',
      configTag: 'Class tag',
      diyTag: 'Custom content',
      name: 'Name',
      imageUrl: 'Image',
      status: 'Shown',
      themeVersion: 'Theme version',
      message: 'Note',
    },
    rules: {
      ...jumpTextsEn.rules,
      pageTag: 'Please choose the page tag',
      configTag: 'Please choose the class tag',
      diyTag: 'Please enter the custom content',
      name: 'Please enter the name',
      imageUrl: 'Please upload the image',
      sort: 'Please enter the sort order',
      status: 'Please choose whether it is shown',
      themeVersion: 'Please choose the theme version',
    },
    jumpTypes: jumpTextsEn.jumpTypes,
    shown: { on: 'Shown', off: 'Hidden' },
  },
});

/**
 * Banner与页面标签 (`/app-config/banner`, spec 001 §2, §3 "Banner/page-tag config", §5): the banner an app page
 * shows under a page tag (dict `page_tag`) and class tag (`class_tag`), with its custom content (the text the
 * tag carries), image, jump, sort 1–100, shown switch and theme version, all required. The contract names no
 * calls for it: they follow the app configuration's (`/blade-app/configBanner` list, detail, submit, remove,
 * `update/sort`). The jump follows spec 001 §4 without the product type (a banner links a page, not goods).
 */
export const configBannerResource = r.define({
  menu: '/app-config/banner',
  endpoint: '/blade-app/configBanner',
  verbs: { ...STANDARD_VERBS, sort: 'update/sort' },
  table: 'app_config_banner',
  ...TENANT_ENTITY,
  permission: 'app_banner',
  defaultSort: [{ field: 'sort', order: 'asc' }],
  fields: [
    r.dict('pageTag', 'page_tag', { search: 'equal', required: true, table: { width: 110 } }),
    r.dict('configTag', 'class_tag', { search: 'equal', required: true, table: { width: 110 } }),
    r.text('diyTag', { search: 'like', required: true, max: 64, table: { width: 140 } }),
    r.text('name', { search: 'like', required: true, max: 64, table: { width: 160 } }),
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
    r.dict('themeVersion', 'theme_version', { search: 'equal', required: true, table: { width: 100 } }),
    r.textarea('message', { max: 255, table: false, form: { span: 24 } }),
    r.createTime(),
  ],
});

export type ConfigBannerRecord = RecordOfDefinition<typeof configBannerResource>;
