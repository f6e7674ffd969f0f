import type { Kit } from '../kit';
import { jumpFields, jumpTextsEn, jumpTextsZh } from './jump-fields';

/** Entrance types of a home page's child lists (spec 001 §2). */
export const ENTRANCE_TYPE = {
  carousel: 1,
  functionMenu: 2,
  bottomMenu: 3,
  topRecommendation: 4,
  hotArea: 5,
  travelArea: 6,
  giftEntrance: 7,
} as const;

/** `menuPosition` (spec 001 §3): 0 top recommendation, 1–3 the three carousels, 4 function menu, 5 bottom menu. */
export const MENU_POSITION = {
  top: 0,
  carousel1: 1,
  carousel2: 2,
  carousel3: 3,
  functionMenu: 4,
  bottomMenu: 5,
} as const;

/** How many images a recommended entrance (`isTop` 0) carries, comma-joined (spec 001 §5, §9). */
export const RECOMMENDED_IMAGES = 3;

export const homeEntranceTextsZh = {
  fields: {
    ...jumpTextsZh.fields,
    parentId: '上级配置',
    regionCode: '所属城市',
    secondPageClass: '入口类型',
    menuPosition: '菜单位置',
    hotArea: '热门区域',
    travelArea: '旅游专区',
    dictValue: '名称',
    subTitle: '副标题',
    imageUrl: '图片(建议：轮播750×586，入口1920×800，卡片681×897)',
    isSealed: '是否隐藏',
    code: '配置编码',
    dictKey: '配置键值',
    isTop: '是否推荐',
    tagName: '标签名称',
    imageUrlLong: '长图(建议1455×511)',
    imageUrls: '推荐图片(建议452×605)',
    themeVersion: '主题版本',
  },
  rules: {
    sort: '请输入排序',
    ...jumpTextsZh.rules,
    regionCode: '请选择所属城市',
    secondPageClass: '请选择入口类型',
    menuPosition: '请选择菜单位置',
    hotArea: '请选择热门区域',
    travelArea: '请选择旅游专区',
    dictValue: '请输入名称',
    imageUrl: '请上传图片',
    isSealed: '请选择是否隐藏',
    isTop: '请选择是否推荐',
    tagName: '请输入标签名称',
    imageUrlLong: '请上传长图',
    imageUrls: '请上传3张推荐图片',
  },
  jumpTypes: jumpTextsZh.jumpTypes,
  entranceTypes: {
    carousel: '轮播图',
    functionMenu: '功能菜单',
    bottomMenu: '底部菜单',
    topRecommendation: '顶部推荐',
    hotArea: '热门区域',
    travelArea: '旅游专区',
    giftEntrance: '礼包入口',
  },
  positions: {
    top: '顶部推荐',
    carousel1: '第一轮播',
    carousel2: '第二轮播',
    carousel3: '第三轮播',
    functionMenu: '功能菜单',
    bottomMenu: '底部菜单',
  },
  topFlags: { yes: '是', no: '否' },
  refusals: { notOnSale: '只能关联审核通过且已上架的商品', parent: '上级配置不存在' },
  preview: {
    title: '手机预览',
    page: '城市',
    theme: '主题版本',
    note: '按所选城市和主题版本展示首页、启动页、应用菜单和底部导航：隐藏的不显示，按排序展示；编辑中的内容保存前即可预览。',
    empty: '请先新增首页配置',
    failed: '预览加载失败，请稍后重试',
    functionMenu: '功能菜单',
    recommended: '为你推荐',
    hotAreas: '热门区域',
    travelAreas: '旅游专区',
    gifts: '礼包',
    launch: '启动页',
    appMenu: '应用菜单',
    bottomMenu: '底部菜单',
    bottomNav: '底部导航',
  },
} as const;

export const homeEntranceTextsEn = {
  fields: {
    ...jumpTextsEn.fields,
    parentId: 'Parent',
    regionCode: 'City',
    secondPageClass: 'Entrance type',
    menuPosition: 'Menu position',
    hotArea: 'Hot area',
    travelArea: 'Travel area',
    dictValue: 'Name',
    subTitle: 'Subtitle',
    imageUrl: 'Image (suggested: carousel 750×586, entrance 1920×800, card 681×897)',
    isSealed: 'Hidden',
    code: 'Code',
    dictKey: 'Key',
    isTop: 'Recommended',
    tagName: 'Tag name',
    imageUrlLong: 'Long image (1455×511 suggested)',
    imageUrls: 'Recommended images (452×605 suggested)',
    themeVersion: 'Theme version',
  },
  rules: {
    sort: 'Please enter the sort order',
    ...jumpTextsEn.rules,
    regionCode: 'Please choose the city',
    secondPageClass: 'Please choose the entrance type',
    menuPosition: 'Please choose the menu position',
    hotArea: 'Please choose the hot area',
    travelArea: 'Please choose the travel area',
    dictValue: 'Please enter the name',
    imageUrl: 'Please upload the image',
    isSealed: 'Please choose whether it is hidden',
    isTop: 'Please choose whether it is recommended',
    tagName: 'Please enter the tag name',
    imageUrlLong: 'Please upload the long image',
    imageUrls: 'Please upload 3 recommended images',
  },
  jumpTypes: jumpTextsEn.jumpTypes,
  entranceTypes: {
    carousel: 'Carousel',
    functionMenu: 'Function menu',
    bottomMenu: 'Bottom menu',
    topRecommendation: 'Top recommendation',
    hotArea: 'Hot area',
    travelArea: 'Travel area',
    giftEntrance: 'Gift entrance',
  },
  positions: {
    top: 'Top recommendation',
    carousel1: 'First carousel',
    carousel2: 'Second carousel',
    carousel3: 'Third carousel',
    functionMenu: 'Function menu',
    bottomMenu: 'Bottom menu',
  },
  topFlags: { yes: 'Yes', no: 'No' },
  refusals: { notOnSale: 'Only approved products on sale can be linked', parent: 'The parent does not exist' },
  preview: {
    title: 'Phone preview',
    page: 'City',
    theme: 'Theme version',
    note: 'The home page, launch pages, app menu and bottom tabs for the chosen city and theme version: hidden rows are left out, the rest in sort order; what the open form holds shows before it is saved.',
    empty: 'Add a home page first',
    failed: 'The preview could not be loaded; try again later',
    functionMenu: 'Function menu',
    recommended: 'Recommended',
    hotAreas: 'Hot areas',
    travelAreas: 'Travel areas',
    gifts: 'Gifts',
    launch: 'Launch pages',
    appMenu: 'App menu',
    bottomMenu: 'Bottom menu',
    bottomNav: 'Bottom navigation',
  },
};

type EntranceTexts = {
  readonly title: string;
  readonly fields: { readonly [K in keyof (typeof homeEntranceTextsZh)['fields']]: string };
  readonly rules: { readonly [K in keyof (typeof homeEntranceTextsZh)['rules']]: string };
  readonly jumpTypes: { readonly [K in keyof (typeof homeEntranceTextsZh)['jumpTypes']]: string };
  readonly entranceTypes: { readonly [K in keyof (typeof homeEntranceTextsZh)['entranceTypes']]: string };
  readonly positions: { readonly [K in keyof (typeof homeEntranceTextsZh)['positions']]: string };
  readonly topFlags: { readonly yes: string; readonly no: string };
};

const E = ENTRANCE_TYPE;
const P = MENU_POSITION;
const child = { field: 'parentId', notIn: ['', '0'] } as const;
const recommended = { all: [child, { field: 'isTop', in: [0] }] } as const;

/**
 * The fields of a home page (parent rows: a city's page) and its entrances (child rows), spec 001 §3
 * "Home entrance item" and "Carousel/entrance item". Child-only fields show once a parent is chosen; a
 * recommended entrance reveals its tag name, long image and three images; the function menu shows the menu
 * name and icon.
 */
export const homeEntranceFields = (r: Kit<EntranceTexts>, self: string) =>
  [
    r.treeSelect('parentId', self, { defaultValue: '0', table: false, readOnlyOnEdit: true }),
    r.region('regionCode', {
      tree: 'city',
      root: '53',
      levels: [2, 3],
      required: true,
      search: 'equal',
      table: { width: 110 },
    }),
    r.choice(
      'secondPageClass',
      [
        { value: E.carousel, label: 'entranceTypes.carousel' },
        { value: E.functionMenu, label: 'entranceTypes.functionMenu' },
        { value: E.bottomMenu, label: 'entranceTypes.bottomMenu' },
        { value: E.topRecommendation, label: 'entranceTypes.topRecommendation' },
        { value: E.hotArea, label: 'entranceTypes.hotArea' },
        { value: E.travelArea, label: 'entranceTypes.travelArea' },
        { value: E.giftEntrance, label: 'entranceTypes.giftEntrance' },
      ],
      { required: true, search: 'equal', visibleWhen: child, table: { width: 110 } },
    ),
    r.choice(
      'menuPosition',
      [
        { value: P.top, label: 'positions.top' },
        { value: P.carousel1, label: 'positions.carousel1' },
        { value: P.carousel2, label: 'positions.carousel2' },
        { value: P.carousel3, label: 'positions.carousel3' },
        { value: P.functionMenu, label: 'positions.functionMenu' },
        { value: P.bottomMenu, label: 'positions.bottomMenu' },
      ],
      {
        required: true,
        search: 'equal',
        visibleWhen: {
          all: [
            child,
            { field: 'secondPageClass', in: [E.carousel, E.functionMenu, E.bottomMenu, E.topRecommendation] },
          ],
        },
        table: { width: 100 },
      },
    ),
    r.text('hotArea', {
      max: 64,
      required: true,
      visibleWhen: { all: [child, { field: 'secondPageClass', in: [E.hotArea] }] },
      table: false,
    }),
    r.text('travelArea', {
      max: 64,
      required: true,
      visibleWhen: { all: [child, { field: 'secondPageClass', in: [E.travelArea] }] },
      table: false,
    }),
    r.text('dictValue', { search: 'like', required: true, max: 64, table: { width: 160 } }),
    r.text('subTitle', { max: 128, table: { width: 140, hidden: true } }),
    r.image('imageUrl', {
      required: true,
      visibleWhen: child,
      table: { width: 80 },
    }),
    r.sort({ min: 1, max: 999999, table: { width: 70 } }),
    r.flag('isSealed', { required: true, defaultValue: 0, search: 'equal', toggle: true, table: { width: 80 } }),
    r.dict('themeVersion', 'theme_version', { search: 'equal', table: { width: 100, hidden: true } }),
    r.text('code', { max: 64, table: { width: 120, hidden: true } }),
    r.text('dictKey', { max: 64, table: false }),
    ...jumpFields(r, { within: child }),
    r.flag('isTop', {
      on: 0,
      off: 1,
      onLabel: 'topFlags.yes',
      offLabel: 'topFlags.no',
      defaultValue: 1,
      required: true,
      visibleWhen: child,
      search: 'equal',
      table: { width: 80 },
    }),
    r.text('tagName', { max: 32, required: true, visibleWhen: recommended, table: false }),
    r.image('imageUrlLong', { required: true, visibleWhen: recommended, table: false }),
    r.images('imageUrls', {
      max: RECOMMENDED_IMAGES,
      required: true,
      visibleWhen: recommended,
      table: false,
      form: { span: 24 },
    }),
    r.remark(),
    r.createTime(),
  ] as const;
