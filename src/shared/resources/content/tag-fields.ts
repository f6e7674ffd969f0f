import type { Kit } from '../kit';

/**
 * A content tag (landmark, guide, travel-square and preference tags; spec 001 §3 "Landmark/journey tag",
 * "Preference tag", §5 "Tag"): its name (at most `maxLength` characters), shown flag (default 1), optional icon
 * and sort (from 0, default 0).
 */
export const tagTextsZh = {
  fields: { tag: '标签名称', isShow: '是否显示', iconUrl: '标签图标' },
  rules: { sort: '请输入排序', tag: '请输入标签名称', isShow: '请选择显示状态' },
} as const;

export const tagTextsEn = {
  fields: { tag: 'Tag', isShow: 'Shown', iconUrl: 'Icon' },
  rules: {
    sort: 'Please enter the sort order',
    tag: 'Please enter the tag name',
    isShow: 'Please choose whether it is shown',
  },
};

type TagTexts = {
  readonly title: string;
  readonly fields: { readonly [K in keyof (typeof tagTextsZh)['fields']]: string };
  readonly rules: { readonly [K in keyof (typeof tagTextsZh)['rules']]: string };
};

export const tagFields = (r: Kit<TagTexts>, maxLength: number, sortColumn?: string) =>
  [
    r.text('tag', { search: 'like', required: true, max: maxLength, table: { width: 160 } }),
    r.flag('isShow', { required: true, defaultValue: 1, search: 'equal', toggle: true, table: { width: 90 } }),
    r.image('iconUrl', { table: { width: 80 } }),
    r.sort({
      min: 0,
      max: 999999,
      defaultValue: 0,
      table: { width: 70 },
      ...(sortColumn ? { column: sortColumn } : {}),
    }),
    r.createTime(),
  ] as const;
