// The consumer app's seeded content (issue 13): a home page per Dali county with its carousels, function menu,
// recommendation and bottom menu, plus launch pages, menus, tags, landmarks, guides, videos, itineraries and
// the rest, in the platform tenant. Names are Dali's real sights; counters are plausible, not measured.
import { art } from './content-art';
import { daliPrefecture } from './regions-dali';

export type SeedValues = Record<string, string | number | null>;

/** The twelve counties (code, name) of the prefecture, in the region seed's order. */
export const daliCounties = (daliPrefecture.children ?? []).map((county) => ({ code: county.code, name: county.name }));

/** Each county's signature sights, for its carousels and recommendation. */
const SIGHTS: Record<string, readonly string[]> = {
  '532901': ['洱海', '大理古城', '崇圣寺三塔'],
  '532922': ['石门关', '漾濞核桃林', '云龙桥'],
  '532923': ['巍宝山', '东莲花村', '祥云水目山'],
  '532924': ['宾川鸡足山', '宾川柑橘园', '朱苦拉'],
  '532925': ['弥渡天生桥', '小河淌水', '密祉花灯'],
  '532926': ['南涧无量山', '樱花谷', '南涧土林'],
  '532927': ['巍宝山', '巍山古城', '东莲花村'],
  '532928': ['永平宝台山', '博南古道', '曲硐村'],
  '532929': ['云龙诺邓古村', '太极图', '天池'],
  '532930': ['洱源西湖', '茈碧湖', '地热国'],
  '532931': ['剑川沙溪古镇', '石宝山', '剑湖'],
  '532932': ['鹤庆新华银器村', '黄龙潭', '草海'],
};

const MENUS = [
  { name: '景点门票', link: '/pages/ticket/index' },
  { name: '酒店民宿', link: '/pages/hotel/index' },
  { name: '美食推荐', link: '/pages/food/index' },
  { name: '特产商城', link: '/pages/mall/index' },
] as const;

/** One county's page: the parent row and its entrances (parent id filled by the seeder). */
export const countyHomePage = (county: { code: string; name: string }, index: number) => {
  const sights = SIGHTS[county.code] ?? ['苍山', '洱海', '古城'];
  const parent: SeedValues = {
    region_code: county.code,
    dict_value: `${county.name}首页`,
    code: `home_${county.code}`,
    dict_key: county.code,
    sort: index + 1,
    is_sealed: 0,
    theme_version: 1,
    is_top: 1,
    jump_type: 0,
  };
  const carousels: SeedValues[] = sights.map((sight, slot) => ({
    region_code: county.code,
    second_page_class: 1,
    menu_position: slot + 1,
    dict_value: sight,
    sub_title: `${county.name}·${sight}`,
    image_url: art(sight, 'carousel', index + slot),
    sort: slot + 1,
    is_sealed: 0,
    jump_type: 3,
    link_url: `https://h5.example.com/sight/${county.code}/${slot + 1}`,
    is_top: 1,
  }));
  const menus: SeedValues[] = MENUS.map((menu, position) => ({
    region_code: county.code,
    second_page_class: 2,
    menu_position: 4,
    dict_value: menu.name,
    image_url: art(menu.name.slice(0, 2), 'icon', position),
    sort: position + 1,
    is_sealed: 0,
    jump_type: 1,
    link_url: menu.link,
    is_top: 1,
  }));
  const recommendation: SeedValues = {
    region_code: county.code,
    second_page_class: 4,
    menu_position: 0,
    dict_value: `${sights[0]}一日游`,
    sub_title: '本地人推荐路线',
    image_url: art(sights[0], 'card', index),
    sort: 1,
    is_sealed: 0,
    jump_type: 5,
    rich_text: `<h2>${sights[0]}一日游</h2><p>上午游览${sights[0]}，午后前往${sights[1]}，傍晚在${sights[2]}看日落。</p>`,
    is_top: 0,
    tag_name: '必游',
    image_url_long: art(`${county.name}精选`, 'long', index),
    image_urls: sights.map((sight, slot) => art(sight, 'recommended', index + slot)).join(','),
  };
  const bottom: SeedValues[] = ['首页', '发现', '行程', '我的'].map((name, position) => ({
    region_code: county.code,
    second_page_class: 3,
    menu_position: 5,
    dict_value: name,
    image_url: art(name, 'icon', position),
    sort: position + 1,
    is_sealed: 0,
    jump_type: 1,
    link_url: `/pages/tab/${position}`,
    is_top: 1,
  }));
  return { parent, children: [...carousels, ...menus, recommendation, ...bottom] };
};

export const launchPages: SeedValues[] = [
  {
    name: '风花雪月·大理欢迎你',
    image_url: art('大理欢迎你', 'card', 0),
    jump_type: 0,
    sort: 1,
    theme_version: 1,
    config_tag: 1,
  },
  {
    name: '三月街民族节',
    image_url: art('三月街', 'card', 3),
    jump_type: 3,
    link_url: 'https://h5.example.com/sanyuejie',
    sort: 2,
    theme_version: 3,
    config_tag: 1,
  },
];

export const appMenus: SeedValues[] = ['景点', '酒店', '美食', '商城', '行程'].map((name, index) => ({
  name,
  checked_icon: art(name, 'icon', index),
  unchecked_icon: art(name, 'icon', index + 4),
  link_url: `/pages/${['scenic', 'hotel', 'food', 'mall', 'trip'][index]}/index`,
  sort: index + 1,
  theme_version: 1,
}));

export const bottomTabs: SeedValues[] = ['首页', '发现', '行程', '我的'].map((name, index) => ({
  name,
  checked_icon: art(name, 'icon', index),
  unchecked_icon: art(name, 'icon', index + 4),
  link_url: `/pages/tab/${index}`,
  sort: index + 1,
  theme_version: 1,
}));

export const landmarkTags = ['古城', '湖泊', '寺庙', '古村'];
export const guideTags = ['亲子', '徒步', '美食', '摄影'];
export const preferenceTags = ['自然风光', '人文古迹', '美食探店', '休闲度假', '户外徒步'];
export const squareTags = ['打卡', '美食', '住宿'];

export const landmarks = [
  { name: '大理古城', tags: [0], location: '100.1636,25.6936' },
  { name: '崇圣寺三塔', tags: [2], location: '100.1478,25.7069' },
  { name: '洱海生态廊道', tags: [1], location: '100.1910,25.8035' },
  { name: '喜洲古镇', tags: [0, 3], location: '100.1320,25.8520' },
  { name: '沙溪古镇', tags: [0, 3], location: '99.8530,26.3160' },
  { name: '鸡足山', tags: [2], location: '100.3740,25.9600' },
];

export const guides = [
  { title: '洱海骑行全攻略', tags: [1, 3] },
  { title: '大理古城美食地图', tags: [2] },
  { title: '带娃游大理：五天四晚', tags: [0] },
  { title: '苍山徒步入门', tags: [1] },
];

export const topics = [
  { name: '#洱海日落#', is_hot: 1, count_use: 128, count_view: 5320 },
  { name: '#大理美食#', is_hot: 1, count_use: 96, count_view: 4102 },
  { name: '#古城漫步#', is_hot: 0, count_use: 41, count_view: 1566 },
];

export const strategyCategories = [
  { tag: 1, name: '白族风味' },
  { tag: 2, name: '特色民宿' },
  { tag: 3, name: '自驾线路' },
  { tag: 4, name: '经典景点' },
  { tag: 5, name: '扎染银器' },
  { tag: 6, name: '音乐酒吧' },
];

export const travelPlan = {
  title: '大理经典三日游',
  plan_name: '苍山洱海三日',
  days: [
    {
      day: 1,
      spots: [
        { name: '大理古城', location: '100.1636,25.6936' },
        { name: '崇圣寺三塔', location: '100.1478,25.7069' },
      ],
    },
    {
      day: 2,
      spots: [
        { name: '洱海生态廊道', location: '100.1910,25.8035' },
        { name: '喜洲古镇', location: '100.1320,25.8520' },
      ],
    },
    { day: 3, spots: [{ name: '苍山感通索道', location: '100.1220,25.6390' }] },
  ],
};

export const convenience = [
  {
    name: '医疗急救',
    children: [{ name: '大理州人民医院', phone: '0872-2125172', address: '大理市下关镇人民南路35号' }],
  },
  { name: '公安报警', children: [{ name: '大理市公安局', phone: '110', address: '大理市下关镇建设路' }] },
  { name: '旅游投诉', children: [{ name: '大理州旅游投诉热线', phone: '12345', address: '大理市下关镇' }] },
];

export const feedback = [
  { feedback_type: 1, feedback_text: '希望行程规划可以导出成图片，方便分享给家人。', contact_info: '138****2231' },
  {
    feedback_type: 2,
    feedback_text: '古城停车场导航位置不准，到了发现入口在另一边。',
    contact_info: '微信 dali_traveler',
  },
  { feedback_type: 3, feedback_text: '某民宿实际房型与图片不符，已联系商户未处理。', contact_info: '139****0817' },
];

/** Banners under page and placement tags (dicts page_tag, class_tag). */
export const banners = [
  { page_tag: 1, config_tag: 2, diy_tag: '春季特惠', name: '三月街民族节', link: '/pages/activity/sanyuejie' },
  { page_tag: 2, config_tag: 1, diy_tag: '文旅推荐', name: '苍山洱海一日游', link: '/pages/route/cangshan-erhai' },
  { page_tag: 3, config_tag: 2, diy_tag: '好物上新', name: '鹤庆银器节', link: '/pages/mall/silver' },
  { page_tag: 4, config_tag: 3, diy_tag: '便民提醒', name: '古城交通管制', link: '/pages/notice/traffic' },
];

/** Strategies in each review state, one per strategy tag (dict strategy_tag). */
export const strategies: {
  title: string;
  tag: number;
  summary: string;
  auditStatus: number;
  refusal?: string;
}[] = [
  { title: '喜洲粑粑与乳扇：一条街吃遍白族味', tag: 1, summary: '从四方街到转角楼的小吃地图。', auditStatus: 1 },
  { title: '双廊海景民宿怎么选', tag: 2, summary: '看海、安静、亲子，各挑三家。', auditStatus: 1 },
  { title: '环洱海自驾一天半', tag: 3, summary: '顺时针走，避开傍晚的才村拥堵。', auditStatus: 1 },
  { title: '崇圣寺三塔拍照机位', tag: 4, summary: '聚影池倒影与清晨顺光。', auditStatus: 0 },
  { title: '周城扎染体验攻略', tag: 5, summary: '从选布到晾晒，一个上午。', auditStatus: 0 },
  {
    title: '人民路夜生活',
    tag: 6,
    summary: '驻唱、酒吧与夜市。',
    auditStatus: 2,
    refusal: '内容含商家广告，请删去联系方式后重新提交。',
  },
];

/** Labels the app offers users and content (dict label_category). */
export const labels = [
  { name: '摄影', category: 1 },
  { name: '美食', category: 1 },
  { name: '徒步', category: 1 },
  { name: '自驾', category: 2 },
  { name: '骑行', category: 2 },
  { name: '亲子', category: 3 },
  { name: '情侣', category: 3 },
];
