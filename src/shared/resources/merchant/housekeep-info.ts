import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('merchant', 'housekeepInfo', {
  zh: {
    title: '家政服务',
    fields: {
      name: '服务名称',
      categoryId: '服务分类',
      score: '评分',
      phone: '联系电话',
      img: '服务图片',
      describes: '服务描述',
      tags: '服务标签',
      isAuth: '是否认证',
      isBusiness: '是否营业',
      isEnable: '启用状态',
    },
    rules: {
      name: '请输入服务名称',
      categoryId: '请选择服务分类',
      score: '请输入评分',
      scoreRange: '评分应在0到5之间',
      phone: '请输入联系电话',
      img: '请上传服务图片',
      describes: '请输入服务描述',
      tags: '请输入服务标签',
      isAuth: '请选择是否认证',
      isBusiness: '请选择是否营业',
    },
  },
  en: {
    title: 'Housekeeping services',
    fields: {
      name: 'Service',
      categoryId: 'Category',
      score: 'Score',
      phone: 'Phone',
      img: 'Image',
      describes: 'Description',
      tags: 'Tags',
      isAuth: 'Certified',
      isBusiness: 'Open',
      isEnable: 'Enabled',
    },
    rules: {
      name: 'Please enter the service name',
      categoryId: 'Please choose the category',
      score: 'Please enter the score',
      scoreRange: 'The score is between 0 and 5',
      phone: 'Please enter the phone number',
      img: 'Please upload the image',
      describes: 'Please enter the description',
      tags: 'Please enter the tags',
      isAuth: 'Please choose whether it is certified',
      isBusiness: 'Please choose whether it is open',
    },
  },
});

/**
 * Housekeeping services (`/merchant/housekeep`, `blade-city/housekeepInfo`; spec 001 §3, §5: name, score 0–5,
 * phone, image, description, tags, certified and open all required). The category is one of the housekeeping
 * categories.
 */
export const housekeepInfoResource = r.define({
  menu: '/merchant/housekeep',
  endpoint: '/blade-city/housekeepInfo',
  table: 'housekeep_info',
  ...TENANT_ENTITY,
  permission: 'housekeep_info',
  fields: [
    r.text('name', { search: 'like', required: true, max: 100, table: { width: 180 } }),
    r.reference('categoryId', 'housekeepCategory', 'name', { search: 'equal', required: true, table: { width: 130 } }),
    r.number('score', {
      required: true,
      precision: 1,
      rules: [{ kind: 'range', min: 0, max: 5, message: 'rules.scoreRange' }],
      table: { width: 80 },
    }),
    r.text('phone', { search: 'like', required: true, max: 32, table: { width: 130 } }),
    r.image('img', { required: true, table: { width: 90 } }),
    r.textarea('describes', { required: true, max: 1000, table: false, form: { span: 24 } }),
    r.text('tags', { required: true, max: 255, table: { width: 160 } }),
    r.flag('isAuth', { required: true, search: 'equal', table: { width: 90 } }),
    r.flag('isBusiness', { required: true, search: 'equal', table: { width: 90 } }),
    r.status('isEnable', { search: 'equal', defaultValue: 1, table: { width: 90 } }),
    r.createTime(),
  ],
});

export type HousekeepInfoRecord = RecordOfDefinition<typeof housekeepInfoResource>;
