import type { Kit } from '../kit';

/** Strategy categories and the content category tree share their texts and fields (spec 001 §3, §5). */
export const categoryTextsZh = {
  fields: { parentId: '上级分类', tag: '所属标签', name: '分类名称', isShow: '是否显示', iconUrl: '分类图标' },
  rules: { tag: '请选择所属标签', name: '请输入分类名称', isShow: '请选择是否显示', sort: '请输入排序' },
} as const;

export const categoryTextsEn = {
  fields: { parentId: 'Parent category', tag: 'Tag', name: 'Category', isShow: 'Shown', iconUrl: 'Icon' },
  rules: {
    tag: 'Please choose the tag',
    name: 'Please enter the category name',
    isShow: 'Please choose whether it is shown',
    sort: 'Please enter the sort order',
  },
};

type CategoryTexts = {
  readonly title: string;
  readonly fields: { readonly [K in keyof (typeof categoryTextsZh)['fields']]: string };
  readonly rules: { readonly [K in keyof (typeof categoryTextsZh)['rules']]: string };
};

/** A category: its parent (`self`'s tree), strategy tag (default 1), name, shown flag, sort 1–100 and icon. */
export const categoryFields = (r: Kit<CategoryTexts>, self: string) =>
  [
    r.treeSelect('parentId', self, { defaultValue: '0', table: false }),
    r.dict('tag', 'strategy_tag', { required: true, defaultValue: 1, search: 'equal', table: { width: 100 } }),
    r.text('name', { search: 'like', required: true, max: 64, table: { width: 200 } }),
    r.flag('isShow', { required: true, defaultValue: 1, search: 'equal', toggle: true, table: { width: 90 } }),
    r.sort({ min: 1, max: 100, required: true, table: { width: 70 } }),
    r.image('iconUrl', { table: { width: 80 } }),
    r.createTime(),
  ] as const;
