import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('welfare', 'coupon', {
  zh: {
    title: '优惠券管理',
    groups: { basic: '基础信息', receive: '领取规则', use: '使用规则' },
    fields: {
      uesProductType: '关联类型',
      shopId: '适用商户',
      shopName: '商户名称',
      setting: '场次分类',
      name: '优惠券名称',
      title1: '使用场景',
      title2: '使用须知',
      remark: '标签',
      openType: '启用状态',
      img: '封面',
      amount: '面额(元)',
      minUse: '使用门槛(元)',
      type: '券类型',
      receiveType: '领取时间',
      receivePeriod: '领取时段',
      receiveFrom: '领取开始',
      receiveTo: '领取结束',
      useType: '使用期限',
      useTypeDays: '领取后有效天数',
      usePeriod: '使用时段',
      useTypeFrom: '使用开始',
      useTypeTo: '使用结束',
      publishCntType: '发放数量',
      publishCnt: '发放总数',
      receiveCnt: '已领取',
    },
    uesProductType: { multi: '多商户通用', single: '单商户' },
    openType: { on: '启用', off: '停用' },
    receiveType: { period: '指定时段', unlimited: '不限' },
    useType: { days: '领取后限时', period: '固定时段', unlimited: '不限' },
    publishCntType: { limited: '限量', unlimited: '不限量' },
    rules: {
      uesProductType: '请选择关联类型',
      shopId: '请选择适用商户',
      name: '请输入优惠券名称',
      remark: '最多输入4个字符',
      openType: '请选择启用状态',
      img: '请上传封面',
      amount: '请输入面额',
      minUse: '请输入使用门槛',
      type: '请选择券类型',
      receiveType: '请选择领取时间',
      receivePeriod: '请选择领取时段',
      useType: '请选择使用期限',
      useTypeDays: '请输入有效天数',
      usePeriod: '请选择使用时段',
      publishCntType: '请选择发放数量',
      publishCnt: '请输入发放总数',
    },
    actions: { goods: '关联商品', merchants: '关联商户' },
  },
  en: {
    title: 'Coupons',
    groups: { basic: 'Basics', receive: 'Claiming', use: 'Using' },
    fields: {
      uesProductType: 'Applies to',
      shopId: 'Merchant',
      shopName: 'Merchant',
      setting: 'Round and category',
      name: 'Coupon name',
      title1: 'Where to use',
      title2: 'Notice',
      remark: 'Tag',
      openType: 'Enabled',
      img: 'Cover',
      amount: 'Face value (yuan)',
      minUse: 'Minimum spend (yuan)',
      type: 'Coupon type',
      receiveType: 'Claim period',
      receivePeriod: 'Claimable',
      receiveFrom: 'Claimable from',
      receiveTo: 'Claimable until',
      useType: 'Validity',
      useTypeDays: 'Valid days after claiming',
      usePeriod: 'Usable',
      useTypeFrom: 'Usable from',
      useTypeTo: 'Usable until',
      publishCntType: 'Quantity',
      publishCnt: 'Quantity issued',
      receiveCnt: 'Claimed',
    },
    uesProductType: { multi: 'Several merchants', single: 'One merchant' },
    openType: { on: 'Enabled', off: 'Disabled' },
    receiveType: { period: 'A period', unlimited: 'Any time' },
    useType: { days: 'Days after claiming', period: 'A fixed period', unlimited: 'Any time' },
    publishCntType: { limited: 'Limited', unlimited: 'Unlimited' },
    rules: {
      uesProductType: 'Please choose what it applies to',
      shopId: 'Please choose the merchant',
      name: 'Please enter the coupon name',
      remark: 'At most 4 characters',
      openType: 'Please choose whether it is enabled',
      img: 'Please upload the cover',
      amount: 'Please enter the face value',
      minUse: 'Please enter the minimum spend',
      type: 'Please choose the coupon type',
      receiveType: 'Please choose the claim period',
      receivePeriod: 'Please choose when it can be claimed',
      useType: 'Please choose the validity',
      useTypeDays: 'Please enter the valid days',
      usePeriod: 'Please choose when it can be used',
      publishCntType: 'Please choose the quantity',
      publishCnt: 'Please enter the quantity issued',
    },
    actions: { goods: 'Linked goods', merchants: 'Linked merchants' },
  },
});

const basic = { group: 'groups.basic' } as const;
const receive = { group: 'groups.receive' } as const;
const use = { group: 'groups.use' } as const;
const hidden = (width = 120) => ({ width, hidden: true });

/**
 * Coupons (`/welfare/coupon`, `blade-order/shopWelfare`; spec 001 §3 "Coupon", §5). The drawer shows the claim
 * period only for `receiveType` 1, the valid days for `useType` 1 or the fixed period for 2, the quantity only
 * when limited, and the merchant picker only for a single-merchant coupon. The face value must not exceed the
 * minimum spend unless the threshold is 0, a limited quantity cannot fall below what was claimed, and the periods
 * must end after they start (modules/welfare/coupon.ts). Goods and merchants are linked through
 * `welfareGoodsSave` / `welfareMerchantSave` and read back by `chooseList` / `chooseMerchant`; `receiveCnt` counts
 * the claims. The tag's message is the spec's verbatim although the rule is 1–50 characters.
 */
export const couponResource = r.define({
  menu: '/welfare/coupon',
  endpoint: '/blade-order/shopWelfare',
  table: 'shop_welfare',
  ...TENANT_ENTITY,
  permission: 'welfare_coupon',
  export: true,
  actions: [
    r.action('goods', { permission: 'welfare_coupon_goods', input: { kind: 'id', param: 'id' } }),
    r.action('merchants', {
      permission: 'welfare_coupon_merchants',
      input: { kind: 'id', param: 'id' },
      when: { field: 'uesProductType', in: [1] },
    }),
  ],
  fields: [
    r.text('name', { search: 'like', required: true, max: 100, table: { width: 180 }, form: basic }),
    r.choice(
      'uesProductType',
      [
        { value: 1, label: 'uesProductType.multi' },
        { value: 2, label: 'uesProductType.single' },
      ],
      { search: 'equal', required: true, defaultValue: 1, table: { width: 110 }, form: basic },
    ),
    r.reference('shopId', 'merchantInfo', 'name', {
      visibleWhen: { field: 'uesProductType', in: [2] },
      required: { when: { field: 'uesProductType', in: [2] } },
      table: false,
      form: basic,
    }),
    r.text('shopName', { search: 'like', readOnly: true, table: { width: 150 }, form: false }),
    r.reference('setting', 'welfareSetting', 'lunci', { table: false, form: basic }),
    r.dict('type', 'shop_welfare_type', { search: 'equal', required: true, table: { width: 120 }, form: basic }),
    r.money('amount', { required: true, min: 0.01, table: { width: 100 }, form: basic }),
    r.money('minUse', { required: true, min: 0, table: { width: 110 }, form: basic }),
    r.text('remark', {
      required: true,
      rules: [{ kind: 'length', min: 1, max: 50, message: 'rules.remark' }],
      table: hidden(),
      form: basic,
    }),
    r.choice(
      'openType',
      [
        { value: 1, label: 'openType.on' },
        { value: 2, label: 'openType.off' },
      ],
      { search: 'equal', required: true, defaultValue: 1, table: { width: 90 }, form: basic },
    ),
    r.image('img', { required: true, table: false, form: basic }),
    r.text('title1', { max: 255, table: hidden(), form: { ...basic, span: 24 } }),
    r.textarea('title2', { max: 1000, table: false, form: { ...basic, span: 24 } }),
    r.choice(
      'receiveType',
      [
        { value: 1, label: 'receiveType.period' },
        { value: 2, label: 'receiveType.unlimited' },
      ],
      { required: true, defaultValue: 2, table: hidden(), form: receive },
    ),
    r.dateRange('receivePeriod', 'receiveFrom', 'receiveTo', {
      visibleWhen: { field: 'receiveType', in: [1] },
      required: { when: { field: 'receiveType', in: [1] } },
      table: hidden(220),
      form: receive,
    }),
    r.choice(
      'publishCntType',
      [
        { value: 1, label: 'publishCntType.limited' },
        { value: 2, label: 'publishCntType.unlimited' },
      ],
      { required: true, defaultValue: 2, table: hidden(), form: receive },
    ),
    r.integer('publishCnt', {
      min: 1,
      visibleWhen: { field: 'publishCntType', in: [1] },
      required: { when: { field: 'publishCntType', in: [1] } },
      table: { width: 90 },
      form: receive,
    }),
    r.integer('receiveCnt', { readOnly: true, defaultValue: 0, table: { width: 90 }, form: receive }),
    r.choice(
      'useType',
      [
        { value: 1, label: 'useType.days' },
        { value: 2, label: 'useType.period' },
        { value: 3, label: 'useType.unlimited' },
      ],
      { required: true, defaultValue: 3, table: hidden(), form: use },
    ),
    r.integer('useTypeDays', {
      min: 1,
      max: 3650,
      visibleWhen: { field: 'useType', in: [1] },
      required: { when: { field: 'useType', in: [1] } },
      table: hidden(),
      form: use,
    }),
    r.dateRange('usePeriod', 'useTypeFrom', 'useTypeTo', {
      visibleWhen: { field: 'useType', in: [2] },
      required: { when: { field: 'useType', in: [2] } },
      table: hidden(220),
      form: use,
    }),
    r.createTime(),
  ],
});

export type CouponRecord = RecordOfDefinition<typeof couponResource>;
