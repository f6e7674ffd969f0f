import type { Condition } from '../condition';
import type { Kit } from '../kit';

/**
 * The jump of an app entrance (spec 001 §3, §4, §9): what a tap on a carousel slide, menu entry or card opens.
 * 0 none, 1 internal link, 2 external link, 3 H5 link, 4 mini program, 5 custom rich text, 6 product.
 */
export const JUMP_TYPE = {
  none: 0,
  internal: 1,
  external: 2,
  h5: 3,
  miniProgram: 4,
  richText: 5,
  product: 6,
} as const;

/** The zh texts every resource with a jump gives its fields (spread into its own `fields` and `rules`). */
export const jumpTextsZh = {
  fields: {
    jumpType: '跳转类型',
    appid: '小程序AppID',
    linkUrl: '跳转地址',
    richText: '富文本内容',
    goodId: '关联商品',
  },
  rules: {
    jumpType: '请选择跳转类型',
    appid: '请输入小程序appid',
    linkUrl: '请输入跳转地址',
    richText: '请输入富文本内容',
    goodId: '请选择关联商品',
  },
  jumpTypes: {
    none: '无跳转',
    internal: '内部链接',
    external: '外部链接',
    h5: 'H5链接',
    miniProgram: '小程序',
    richText: '自定义富文本',
    product: '商品',
  },
} as const;

export const jumpTextsEn = {
  fields: {
    jumpType: 'Jump type',
    appid: 'Mini-program AppID',
    linkUrl: 'Link',
    richText: 'Rich text',
    goodId: 'Linked product',
  },
  rules: {
    jumpType: 'Please choose the jump type',
    appid: 'Please enter the mini-program appid',
    linkUrl: 'Please enter the link',
    richText: 'Please enter the rich text',
    goodId: 'Please choose the linked product',
  },
  jumpTypes: {
    none: 'None',
    internal: 'Internal link',
    external: 'External link',
    h5: 'H5 link',
    miniProgram: 'Mini program',
    richText: 'Custom rich text',
    product: 'Product',
  },
};

type JumpTexts = {
  readonly title: string;
  readonly fields: { readonly [K in keyof (typeof jumpTextsZh)['fields']]: string };
  readonly rules: { readonly [K in keyof (typeof jumpTextsZh)['rules']]: string };
  readonly jumpTypes: { readonly [K in keyof (typeof jumpTextsZh)['jumpTypes']]: string };
};

const J = JUMP_TYPE;
const jumpIs = (...types: number[]) => ({ field: 'jumpType', in: types }) as const;

/**
 * The home-page form logic of spec 001 §4, exactly: 0 shows no link; 4 a required appid and an optional link;
 * 5 the rich text; 6 the product picker (audited, on-sale products only: checked by the module on save); 1, 2, 3
 * (and any other value) a required link. `product: false` leaves type 6 out (launch pages, §5).
 */
export const jumpFields = (
  r: Kit<JumpTexts>,
  options: { readonly product?: boolean; readonly within?: Condition } = {},
) => {
  const product = options.product ?? true;
  const { within } = options;
  const shown = (condition?: Condition): { visibleWhen?: Condition } =>
    condition && within
      ? { visibleWhen: { all: [within, condition] } }
      : (condition ?? within)
        ? { visibleWhen: (condition ?? within) as Condition }
        : {};
  const types = [
    { value: J.none, label: 'jumpTypes.none' },
    { value: J.internal, label: 'jumpTypes.internal' },
    { value: J.external, label: 'jumpTypes.external' },
    { value: J.h5, label: 'jumpTypes.h5' },
    { value: J.miniProgram, label: 'jumpTypes.miniProgram' },
    { value: J.richText, label: 'jumpTypes.richText' },
    ...(product ? [{ value: J.product, label: 'jumpTypes.product' } as const] : []),
  ] as const;
  return [
    r.choice('jumpType', types, {
      required: true,
      defaultValue: J.none,
      search: 'equal',
      table: { width: 110 },
      ...shown(),
    }),
    r.text('appid', { max: 64, required: true, ...shown(jumpIs(J.miniProgram)), table: false }),
    r.text('linkUrl', {
      max: 500,
      required: {
        message: 'rules.linkUrl',
        when: { field: 'jumpType', notIn: [J.none, J.miniProgram, J.richText, J.product] },
      },
      ...shown({ field: 'jumpType', notIn: [J.none, J.richText, J.product] }),
      table: false,
    }),
    r.richText('richText', { required: true, ...shown(jumpIs(J.richText)), table: false, form: { span: 24 } }),
    ...(product
      ? [
          r.reference('goodId', 'product', 'name', {
            required: true,
            // The picker offers passed (auditState 1), on-sale (status 1) products only, as spec 001 §7's calls do.
            optionsFilter: { auditState: 1, status: 1 },
            ...shown(jumpIs(J.product)),
            table: false,
          }),
        ]
      : []),
  ] as const;
};

/**
 * Guides, landmarks and itineraries offer only 3 (H5 link, which requires the link) and 5 (rich text, which hides
 * it) (spec 001 §4).
 */
export const guideJumpFields = (r: Kit<JumpTexts>) =>
  [
    r.choice(
      'jumpType',
      [
        { value: J.h5, label: 'jumpTypes.h5' },
        { value: J.richText, label: 'jumpTypes.richText' },
      ],
      { required: true, defaultValue: J.richText, search: 'equal', table: { width: 110 } },
    ),
    r.text('linkUrl', { max: 500, required: true, visibleWhen: jumpIs(J.h5), table: false }),
    r.richText('richText', { visibleWhen: jumpIs(J.richText), table: false, form: { span: 24 } }),
  ] as const;
