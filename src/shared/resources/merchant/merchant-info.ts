import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import { areaSearchField } from '../order/area-search';
import { QR_TEXTS_EN, QR_TEXTS_ZH } from '../qr-texts';
import type { RecordOfDefinition } from '../record-type';
import { SAVE_UPDATE_VERBS } from '../types';

const r = resource('merchant', 'merchantInfo', {
  zh: {
    title: '商户管理',
    listTitle: '商户列表',
    groups: { basic: '基础信息', business: '经营信息', region: '所在区域', flags: '状态设置' },
    fields: {
      name: '商户名称',
      phone: '登录手机号',
      code: '商户编号',
      subCategoryId: '行业/业态',
      categoryName: '行业分类',
      subCategoryName: '业态分类',
      tradeType: '交易构成',
      tags: '商户标签',
      address: '商户地址',
      businessDate: '营业时间',
      businessStartDay: '营业日',
      suggestedStayDuration: '建议游玩时长(小时)',
      customerPhone: '客服电话',
      principal: '负责人',
      contactInfo: '联系方式',
      areaCode: '所属区域',
      townCode: '所在乡镇',
      cityName: '所属州市',
      districtName: '所属县市',
      townName: '所属乡镇',
      serviceCapacityLimit: '服务容量上限',
      storeNum: '门店数',
      isEnable: '是否启用',
      isBusiness: '是否营业',
      isReferral: '是否推荐',
      isReview: '是否审核',
      welfareOpen: '扫码付工会券',
      teyue: '国补特约商户',
      lowPrice: '底价结算',
      auditStatus: '审核状态',
      auditMsg: '审核意见',
      auditTime: '审核时间',
      auditUser: '审核人',
      createTime: '入驻时间',
    },
    auditStatus: { pending: '待审核', passed: '审核通过', rejected: '审核驳回' },
    rules: {
      name: '请输入商户名称',
      auditMsg: '请输入驳回原因',
      subCategoryId: '请选择行业分类',
      townCode: '请选择所在乡镇',
    },
    actions: {
      updateEnable: '启用/停用',
      updateBusiness: '营业/停业',
      updateReferral: '推荐/取消推荐',
      updateReview: '审核开关',
      audit: '审核',
      qrCode: '领券二维码',
    },
    qr: QR_TEXTS_ZH,
  },
  en: {
    title: 'Merchants',
    listTitle: 'Merchant list',
    groups: { basic: 'Basics', business: 'Business', region: 'Region', flags: 'Flags' },
    fields: {
      name: 'Merchant',
      phone: 'Sign-in mobile',
      code: 'Merchant code',
      subCategoryId: 'Industry / business type',
      categoryName: 'Industry',
      subCategoryName: 'Business type',
      tradeType: 'Trade composition',
      tags: 'Tags',
      address: 'Address',
      businessDate: 'Opening hours',
      businessStartDay: 'Opening days',
      suggestedStayDuration: 'Suggested stay (hours)',
      customerPhone: 'Customer service phone',
      principal: 'Person in charge',
      contactInfo: 'Contact',
      areaCode: 'Region',
      townCode: 'Town',
      cityName: 'Prefecture',
      districtName: 'County',
      townName: 'Town',
      serviceCapacityLimit: 'Service capacity',
      storeNum: 'Stores',
      isEnable: 'Enabled',
      isBusiness: 'Open for business',
      isReferral: 'Recommended',
      isReview: 'Reviewed',
      welfareOpen: 'Union coupons on scan-to-pay',
      teyue: 'National-subsidy merchant',
      lowPrice: 'Floor-price settlement',
      auditStatus: 'Review',
      auditMsg: 'Review note',
      auditTime: 'Reviewed at',
      auditUser: 'Reviewed by',
      createTime: 'Joined',
    },
    auditStatus: { pending: 'Pending review', passed: 'Passed', rejected: 'Rejected' },
    rules: {
      name: 'Please enter the merchant name',
      auditMsg: 'Please give the reason for the rejection',
      subCategoryId: 'Please choose the industry',
      townCode: 'Please choose the town',
    },
    actions: {
      updateEnable: 'Enable/disable',
      updateBusiness: 'Open/close',
      updateReferral: 'Recommend/unrecommend',
      updateReview: 'Review switch',
      audit: 'Review',
      qrCode: 'Coupon QR code',
    },
    qr: QR_TEXTS_EN,
  },
});

const basic = { group: 'groups.basic' } as const;
const business = { group: 'groups.business' } as const;
const region = { group: 'groups.region' } as const;
const flags = { group: 'groups.flags', span: 6 } as const;
const hidden = (width = 140) => ({ width, hidden: true });

/**
 * Merchants of `merchant_info` (spec 001 §3 "Merchant", §7 `merchantInfo`). The management screen (`/merchant/info`)
 * adds through `save` and edits through `update`; the merchant list (`/merchant/list`, spec 001 §6) shows the same
 * rows read-only. A merchant takes its industry, trade composition and prefecture/county from the business type
 * and town chosen (modules/merchant/merchant-info.ts). The four switches of the table are each their own call and
 * button (`updateEnable`, `updateBusiness`, `updateReferral`, `updateReview`, all default 1). A merchant added
 * here waits for review (`audit`: pass, or reject with a reason; stamped with who and when, kept in its history);
 * an edit of a rejected merchant sends it back for review.
 */
export const merchantInfoResource = r.define({
  menu: '/merchant/info',
  views: [{ menu: '/merchant/list', permission: 'merchant_list', title: r.key('listTitle'), readOnly: true }],
  endpoint: '/blade-merchant-product/merchantInfo',
  verbs: SAVE_UPDATE_VERBS,
  table: 'merchant_info',
  ...TENANT_ENTITY,
  permission: 'merchant_info',
  export: true,
  actions: [
    r.toggle('updateEnable', 'isEnable', { permission: 'merchant_info_enable' }),
    r.toggle('updateBusiness', 'isBusiness', { permission: 'merchant_info_business' }),
    r.toggle('updateReferral', 'isReferral', { permission: 'merchant_info_referral' }),
    r.toggle('updateReview', 'isReview', { permission: 'merchant_info_review' }),
    // Pass or reject a merchant waiting for review; a rejection needs its reason. Stamped and kept in its history.
    r.transition('audit', {
      permission: 'merchant_info_audit',
      field: 'auditStatus',
      from: [0],
      to: [1, 2],
      input: ['auditStatus', 'auditMsg'],
      stamp: { auditTime: 'now', auditUser: 'userName' },
      confirm: false,
    }),
    // The merchant's coupon-page QR code (GET getCouponQrCode?id=), shown and downloaded by the screen's dialog.
    r.action('qrCode', { permission: 'merchant_info_qrcode', input: { kind: 'id', param: 'id' } }),
  ],
  fields: [
    r.text('name', { search: 'like', sortable: true, required: true, max: 100, table: { width: 180 }, form: basic }),
    r.treeSelect('subCategoryId', 'merchantCategory', { required: true, table: false, form: basic }),
    r.text('categoryName', { search: 'like', readOnly: true, table: { width: 110 }, form: basic }),
    r.text('subCategoryName', { search: 'like', readOnly: true, table: { width: 110 }, form: basic }),
    r.dict('tradeType', 'trade_type', { search: 'equal', readOnly: true, table: { width: 110 }, form: basic }),
    r.text('phone', { search: 'like', format: 'mobile', table: hidden(), form: basic }),
    r.text('code', { search: 'like', readOnly: true, table: hidden(), form: basic }),
    areaSearchField(r),
    r.region('townCode', { levels: [4], required: true, table: false, form: region }),
    r.text('districtName', { readOnly: true, table: { width: 110 }, form: region }),
    r.text('townName', { readOnly: true, table: { width: 110 }, form: region }),
    r.text('cityName', { readOnly: true, table: false, form: region }),
    r.text('address', { max: 255, table: hidden(200), form: region }),
    r.text('principal', { max: 64, table: hidden(100), form: business }),
    r.text('contactInfo', { max: 64, table: hidden(), form: business }),
    r.text('customerPhone', { max: 32, table: hidden(), form: business }),
    r.text('tags', { max: 255, table: hidden(), form: business }),
    r.text('businessDate', { max: 64, table: hidden(), form: business }),
    r.text('businessStartDay', { max: 64, table: hidden(), form: business }),
    r.integer('suggestedStayDuration', { min: 0, max: 720, table: hidden(110), form: business }),
    r.integer('serviceCapacityLimit', { min: 0, table: hidden(110), form: business }),
    r.integer('storeNum', { sortable: true, min: 0, defaultValue: 1, table: hidden(80), form: business }),
    r.status('isEnable', {
      search: 'equal',
      toggle: 'updateEnable',
      toggleBothWays: true,
      readOnly: true,
      table: { width: 90 },
      form: flags,
    }),
    r.flag('isBusiness', {
      on: 1,
      off: 0,
      toggle: 'updateBusiness',
      toggleBothWays: true,
      readOnly: true,
      table: hidden(90),
      form: flags,
    }),
    r.flag('isReferral', {
      on: 1,
      off: 0,
      toggle: 'updateReferral',
      toggleBothWays: true,
      readOnly: true,
      table: hidden(90),
      form: flags,
    }),
    r.flag('isReview', {
      on: 1,
      off: 0,
      toggle: 'updateReview',
      toggleBothWays: true,
      readOnly: true,
      table: hidden(90),
      form: flags,
    }),
    r.flag('welfareOpen', { defaultValue: 0, table: hidden(90), form: flags }),
    r.flag('teyue', { defaultValue: 0, table: hidden(90), form: flags }),
    r.flag('lowPrice', { defaultValue: 0, table: hidden(90), form: flags }),
    r.choice(
      'auditStatus',
      [
        { value: 0, label: 'auditStatus.pending' },
        { value: 1, label: 'auditStatus.passed' },
        { value: 2, label: 'auditStatus.rejected' },
      ],
      // Merchants from before reviews existed count as passed; a new one waits (modules/merchant/merchant-info.ts).
      { search: 'equal', readOnly: true, defaultValue: 1, table: { width: 100 }, form: flags },
    ),
    r.textarea('auditMsg', {
      readOnly: true,
      max: 255,
      required: { when: { field: 'auditStatus', in: [2] } },
      table: hidden(200),
      form: { group: 'groups.flags', span: 24 },
    }),
    r.datetime('auditTime', { readOnly: true, table: hidden(170), form: flags }),
    r.text('auditUser', { readOnly: true, table: hidden(100), form: flags }),
    r.createTime({ form: basic }),
  ],
});

export type MerchantInfoRecord = RecordOfDefinition<typeof merchantInfoResource>;
