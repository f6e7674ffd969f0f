// Business dictionaries (blade_dict_biz, seeded per tenant) for regions, products, orders, money and merchants.
// Values the spec states are copied from it (spec 000 §9, 001 §3/§9, 002 §3/§9); where it only names a code,
// the items are plausible examples and say so in their remark.
import type { SeedDict } from './types';

const EXAMPLE = 'seeded example';

export const tradeBizDicts: SeedDict[] = [
  {
    // key = county region code, so the board's area filter and the region tree agree (spec 000 §2.4).
    code: 'fusion_region',
    name: '融合区域',
    nameEn: 'Board region',
    items: [
      { key: '532901', value: '大理市', valueEn: 'Dali City', sort: 1 },
      { key: '532922', value: '漾濞彝族自治县', valueEn: 'Yangbi Yi Autonomous County', sort: 2 },
      { key: '532923', value: '祥云县', valueEn: 'Xiangyun County', sort: 3 },
      { key: '532924', value: '宾川县', valueEn: 'Binchuan County', sort: 4 },
      { key: '532925', value: '弥渡县', valueEn: 'Midu County', sort: 5 },
      { key: '532926', value: '南涧彝族自治县', valueEn: 'Nanjian Yi Autonomous County', sort: 6 },
      { key: '532927', value: '巍山彝族回族自治县', valueEn: 'Weishan Yi and Hui Autonomous County', sort: 7 },
      { key: '532928', value: '永平县', valueEn: 'Yongping County', sort: 8 },
      { key: '532929', value: '云龙县', valueEn: 'Yunlong County', sort: 9 },
      { key: '532930', value: '洱源县', valueEn: 'Eryuan County', sort: 10 },
      { key: '532931', value: '剑川县', valueEn: 'Jianchuan County', sort: 11 },
      { key: '532932', value: '鹤庆县', valueEn: 'Heqing County', sort: 12 },
    ],
  },
  {
    code: 'product_type',
    name: '产品类型',
    nameEn: 'Product type',
    items: [
      { key: '1', value: '景区门票', valueEn: 'Scenic tickets', sort: 1 },
      { key: '2', value: '餐饮娱乐', valueEn: 'Dining and entertainment', sort: 2 },
      { key: '3', value: '民宿酒店', valueEn: 'Homestays and hotels', sort: 3 },
      { key: '4', value: '旅游线路', valueEn: 'Travel routes', sort: 4 },
      { key: '5', value: '商品百货', valueEn: 'Goods and department store', sort: 5 },
      { key: '6', value: '城市生活', valueEn: 'City life', sort: 6 },
      { key: '7', value: '文旅组合消费', valueEn: 'Combined culture-tourism consumption', sort: 7 },
    ],
  },
  {
    code: 'order_source',
    name: '订单来源',
    nameEn: 'Order source',
    items: [
      { key: '1', value: '自然流量', valueEn: 'Operator (natural traffic)', sort: 1 },
      { key: '2', value: '分销商', valueEn: 'Distributor', sort: 2 },
      { key: '3', value: '其他线上平台', valueEn: 'Other online platform', sort: 3 },
    ],
  },
  {
    code: 'trade_type',
    name: '交易构成',
    nameEn: 'Trade composition',
    items: [
      { key: '1', value: '文旅体验', valueEn: 'Culture-tourism experience', sort: 1 },
      { key: '2', value: '商品百货', valueEn: 'Goods and department store', sort: 2 },
      { key: '3', value: '城市生活', valueEn: 'City life', sort: 3 },
    ],
  },
  {
    code: 'pay_type',
    name: '支付方式',
    nameEn: 'Payment method',
    items: [
      { key: '1', value: '线上下单', valueEn: 'Online order', sort: 1 },
      { key: '2', value: '扫码支付', valueEn: 'Scan-to-pay', sort: 2 },
    ],
  },
  {
    code: 'pay_status',
    name: '支付状态',
    nameEn: 'Payment status',
    items: [
      { key: '0', value: '未支付', valueEn: 'Unpaid', sort: 0 },
      { key: '1', value: '已支付', valueEn: 'Paid', sort: 1 },
      { key: '2', value: '已核销', valueEn: 'Redeemed', sort: 2 },
      { key: '3', value: '已退款', valueEn: 'Refunded', sort: 3 },
      { key: '4', value: '已取消', valueEn: 'Cancelled', sort: 4 },
    ],
  },
  {
    code: 'admin_status',
    name: '审核状态',
    nameEn: 'Ledger review status',
    items: [
      { key: '0', value: '未提交', valueEn: 'Not submitted', sort: 0 },
      { key: '1', value: '已提交', valueEn: 'Submitted', sort: 1 },
      { key: '2', value: '审核不通过', valueEn: 'Rejected', sort: 2 },
      { key: '3', value: '审核通过', valueEn: 'Approved', sort: 3 },
      { key: '4', value: '已分账', valueEn: 'Split and settled', sort: 4 },
    ],
  },
  {
    code: 'order_type',
    name: '订单类型',
    nameEn: 'Order type',
    items: [
      { key: '0', value: '美食娱乐', valueEn: 'Food and entertainment', sort: 0 },
      { key: '1', value: '民宿酒店', valueEn: 'Homestay and hotel', sort: 1 },
      { key: '2', value: '旅游线路', valueEn: 'Tour route', sort: 2 },
      { key: '3', value: '精选组合', valueEn: 'Curated combination', sort: 3 },
      { key: '4', value: '景区门票', valueEn: 'Scenic ticket', sort: 4 },
      { key: '7', value: '扫码支付', valueEn: 'QR payment', sort: 7 },
      { key: '8', value: '旅游团单', valueEn: 'Tour group order', sort: 8 },
      { key: '12', value: '活动扫码支付', valueEn: 'Activity QR payment', sort: 12 },
    ],
  },
  {
    code: 'commercial_tag',
    name: '行业标签',
    nameEn: 'Industry tag',
    items: [
      { key: '1', value: '文旅体验', valueEn: 'Culture-tourism experience', sort: 1, remark: EXAMPLE },
      { key: '2', value: '商品百货', valueEn: 'Goods and department store', sort: 2, remark: EXAMPLE },
      { key: '3', value: '城市生活', valueEn: 'City life', sort: 3, remark: EXAMPLE },
    ],
  },
  {
    code: 'supplier_remind',
    name: '结算提醒',
    nameEn: 'Settlement reminder',
    items: [
      { key: '0', value: '不提醒', valueEn: 'No reminder', sort: 0, remark: EXAMPLE },
      { key: '1', value: '结算日前提醒', valueEn: 'Remind before settlement day', sort: 1, remark: EXAMPLE },
    ],
  },
  {
    code: 'shop_welfare_type',
    name: '消费券类型',
    nameEn: 'Coupon type',
    items: [
      { key: '1', value: '满减券', valueEn: 'Spend-and-save coupon', sort: 1, remark: EXAMPLE },
      { key: '2', value: '无门槛券', valueEn: 'No-threshold voucher', sort: 2, remark: EXAMPLE },
      { key: '3', value: '工会消费券', valueEn: 'Union consumption coupon', sort: 3, remark: EXAMPLE },
      { key: '4', value: '政府消费券', valueEn: 'Government consumption coupon', sort: 4, remark: EXAMPLE },
    ],
  },
  {
    code: 'trade_union_welfare_type',
    name: '工会福利类型',
    nameEn: 'Union welfare type',
    items: [
      { key: '1', value: '节日慰问', valueEn: 'Holiday greeting', sort: 1, remark: EXAMPLE },
      { key: '2', value: '生日福利', valueEn: 'Birthday benefit', sort: 2, remark: EXAMPLE },
      { key: '3', value: '消费券', valueEn: 'Consumption coupon', sort: 3, remark: EXAMPLE },
      { key: '4', value: '困难帮扶', valueEn: 'Hardship support', sort: 4, remark: EXAMPLE },
    ],
  },
  {
    code: 'contract_type',
    name: '合同类型',
    nameEn: 'Contract type',
    items: [
      { key: '1', value: '租车合同', valueEn: 'Car rental contract', sort: 1, remark: EXAMPLE },
      { key: '2', value: '购车合同', valueEn: 'Car purchase contract', sort: 2, remark: EXAMPLE },
      { key: '3', value: '商户入驻协议', valueEn: 'Merchant onboarding agreement', sort: 3, remark: EXAMPLE },
    ],
  },
];
