import type { Kit } from '../kit';

/** Menu entries and bottom tabs (spec 001 §3 "App menu", §5 "Menu"): name, both icons, link, sort, status, theme. */
export const iconPairTextsZh = {
  fields: {
    name: '菜单名称',
    checkedIcon: '选中图标(56×56)',
    uncheckedIcon: '未选中图标(84×84)',
    linkUrl: '跳转链接',
    status: '显示状态',
    themeVersion: '主题版本',
  },
  rules: {
    sort: '请输入排序',
    name: '请输入菜单名称',
    checkedIcon: '请上传选中图标',
    uncheckedIcon: '请上传未选中图标',
    linkUrl: '请输入跳转链接',
    status: '请选择显示状态',
    themeVersion: '请选择主题版本',
  },
  shown: { on: '显示', off: '隐藏' },
  actions: { copy: '复制' },
} as const;

export const iconPairTextsEn = {
  fields: {
    name: 'Menu name',
    checkedIcon: 'Selected icon (56×56)',
    uncheckedIcon: 'Unselected icon (84×84)',
    linkUrl: 'Link',
    status: 'Shown',
    themeVersion: 'Theme version',
  },
  rules: {
    sort: 'Please enter the sort order',
    name: 'Please enter the menu name',
    checkedIcon: 'Please upload the selected icon',
    uncheckedIcon: 'Please upload the unselected icon',
    linkUrl: 'Please enter the link',
    status: 'Please choose whether it is shown',
    themeVersion: 'Please choose the theme version',
  },
  shown: { on: 'Shown', off: 'Hidden' },
  actions: { copy: 'Copy' },
};

type IconPairTexts = {
  readonly title: string;
  readonly fields: { readonly [K in keyof (typeof iconPairTextsZh)['fields']]: string };
  readonly rules: { readonly [K in keyof (typeof iconPairTextsZh)['rules']]: string };
  readonly shown: { readonly on: string; readonly off: string };
};

export const iconPairFields = (r: Kit<IconPairTexts>) =>
  [
    r.text('name', { search: 'like', required: true, max: 32, table: { width: 140 } }),
    r.image('checkedIcon', { required: true, table: { width: 90 } }),
    r.image('uncheckedIcon', { required: true, table: { width: 100 } }),
    r.text('linkUrl', { required: true, max: 500, table: { width: 220 } }),
    r.sort({ min: 1, max: 100, table: { width: 70 } }),
    r.flag('status', {
      onLabel: 'shown.on',
      offLabel: 'shown.off',
      required: true,
      defaultValue: 1,
      search: 'equal',
      toggle: true,
      table: { width: 80 },
    }),
    r.dict('themeVersion', 'theme_version', { required: true, search: 'equal', table: { width: 100 } }),
    r.createTime(),
  ] as const;
