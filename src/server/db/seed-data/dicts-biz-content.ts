// Business dictionaries (blade_dict_biz, per tenant) for app content, tags, feedback and school registration.
// jump_type is stated by the spec (001 §4, §9); the others are only named there, so their items are plausible
// examples and say so in their remark.
import type { SeedDict } from './types';

const EXAMPLE = 'seeded example';

export const contentBizDicts: SeedDict[] = [
  {
    code: 'jump_type',
    name: '跳转类型',
    nameEn: 'Jump type',
    items: [
      { key: '0', value: '无跳转', valueEn: 'None', sort: 0 },
      { key: '1', value: '内部链接', valueEn: 'Internal link', sort: 1 },
      { key: '2', value: '外部链接', valueEn: 'External link', sort: 2 },
      { key: '3', value: 'H5链接', valueEn: 'H5 link', sort: 3 },
      { key: '4', value: '小程序', valueEn: 'Mini program', sort: 4 },
      { key: '5', value: '自定义富文本', valueEn: 'Custom rich text', sort: 5 },
      { key: '6', value: '商品', valueEn: 'Product', sort: 6 },
    ],
  },
  {
    // The home-page config form leaves key 0 out of its options (spec 001 §3); it tags items shown everywhere.
    code: 'config_tag',
    name: '配置标签',
    nameEn: 'Config tag',
    items: [
      { key: '0', value: '通用', valueEn: 'All pages', sort: 0, remark: 'excluded from the home-page config form' },
      { key: '1', value: '首页', valueEn: 'Home page', sort: 1, remark: EXAMPLE },
      { key: '2', value: '文旅频道', valueEn: 'Culture-tourism channel', sort: 2, remark: EXAMPLE },
      { key: '3', value: '商城频道', valueEn: 'Mall channel', sort: 3, remark: EXAMPLE },
      { key: '4', value: '城市生活频道', valueEn: 'City-life channel', sort: 4, remark: EXAMPLE },
    ],
  },
  {
    code: 'theme_version',
    name: '主题版本',
    nameEn: 'Theme version',
    items: [
      { key: '1', value: '标准版', valueEn: 'Standard', sort: 1, remark: EXAMPLE },
      { key: '2', value: '关怀版', valueEn: 'Senior-friendly', sort: 2, remark: EXAMPLE },
      { key: '3', value: '节日版', valueEn: 'Festive', sort: 3, remark: EXAMPLE },
    ],
  },
  {
    code: 'page_tag',
    name: '页面标签',
    nameEn: 'Page tag',
    items: [
      { key: '1', value: '首页', valueEn: 'Home', sort: 1, remark: EXAMPLE },
      { key: '2', value: '文旅', valueEn: 'Culture and tourism', sort: 2, remark: EXAMPLE },
      { key: '3', value: '商城', valueEn: 'Mall', sort: 3, remark: EXAMPLE },
      { key: '4', value: '城市生活', valueEn: 'City life', sort: 4, remark: EXAMPLE },
      { key: '5', value: '我的', valueEn: 'Me', sort: 5, remark: EXAMPLE },
    ],
  },
  {
    code: 'class_tag',
    name: '位置标签',
    nameEn: 'Placement tag',
    items: [
      { key: '1', value: '顶部轮播', valueEn: 'Top carousel', sort: 1, remark: EXAMPLE },
      { key: '2', value: '腰部横幅', valueEn: 'Mid-page banner', sort: 2, remark: EXAMPLE },
      { key: '3', value: '弹窗广告', valueEn: 'Pop-up', sort: 3, remark: EXAMPLE },
      { key: '4', value: '金刚区', valueEn: 'Icon grid', sort: 4, remark: EXAMPLE },
    ],
  },
  {
    // Strategy categories default to tag 1 (spec 001 §3).
    code: 'strategy_tag',
    name: '攻略标签',
    nameEn: 'Strategy tag',
    items: [
      { key: '1', value: '吃', valueEn: 'Eat', sort: 1, remark: EXAMPLE },
      { key: '2', value: '住', valueEn: 'Stay', sort: 2, remark: EXAMPLE },
      { key: '3', value: '行', valueEn: 'Travel', sort: 3, remark: EXAMPLE },
      { key: '4', value: '游', valueEn: 'Sightsee', sort: 4, remark: EXAMPLE },
      { key: '5', value: '购', valueEn: 'Shop', sort: 5, remark: EXAMPLE },
      { key: '6', value: '娱', valueEn: 'Have fun', sort: 6, remark: EXAMPLE },
    ],
  },
  {
    code: 'label_category',
    name: '标签分类',
    nameEn: 'Label category',
    items: [
      { key: '1', value: '兴趣偏好', valueEn: 'Interests', sort: 1, remark: EXAMPLE },
      { key: '2', value: '出行方式', valueEn: 'Travel mode', sort: 2, remark: EXAMPLE },
      { key: '3', value: '出行人群', valueEn: 'Travel party', sort: 3, remark: EXAMPLE },
    ],
  },
  {
    code: 'user_feedback_type',
    name: '反馈类型',
    nameEn: 'Feedback type',
    items: [
      { key: '1', value: '功能建议', valueEn: 'Suggestion', sort: 1, remark: EXAMPLE },
      { key: '2', value: '问题反馈', valueEn: 'Problem report', sort: 2, remark: EXAMPLE },
      { key: '3', value: '投诉', valueEn: 'Complaint', sort: 3, remark: EXAMPLE },
      { key: '4', value: '其他', valueEn: 'Other', sort: 4, remark: EXAMPLE },
    ],
  },
  {
    code: 'school_type',
    name: '学校类型',
    nameEn: 'School type',
    items: [
      { key: '1', value: '小学', valueEn: 'Primary school', sort: 1, remark: EXAMPLE },
      { key: '2', value: '初中', valueEn: 'Junior middle school', sort: 2, remark: EXAMPLE },
    ],
  },
  {
    code: 'registration_type',
    name: '报名类型',
    nameEn: 'Registration type',
    items: [
      { key: '1', value: '新生入学', valueEn: 'New enrolment', sort: 1, remark: EXAMPLE },
      { key: '2', value: '随迁子女入学', valueEn: 'Enrolment of migrant workers’ children', sort: 2, remark: EXAMPLE },
      { key: '3', value: '转学插班', valueEn: 'Transfer', sort: 3, remark: EXAMPLE },
    ],
  },
  {
    code: 'school_material',
    name: '入学材料',
    nameEn: 'Registration material',
    items: [
      { key: '1', value: '户口簿', valueEn: 'Household register', sort: 1, remark: EXAMPLE },
      { key: '2', value: '房产证明', valueEn: 'Proof of property', sort: 2, remark: EXAMPLE },
      { key: '3', value: '居住证', valueEn: 'Residence permit', sort: 3, remark: EXAMPLE },
      { key: '4', value: '出生医学证明', valueEn: 'Birth certificate', sort: 4, remark: EXAMPLE },
      { key: '5', value: '预防接种证', valueEn: 'Vaccination record', sort: 5, remark: EXAMPLE },
      { key: '6', value: '务工证明', valueEn: 'Proof of employment', sort: 6, remark: EXAMPLE },
      { key: '7', value: '社保缴费证明', valueEn: 'Social insurance record', sort: 7, remark: EXAMPLE },
    ],
  },
];
