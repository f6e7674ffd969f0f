/** Names of the enumerations (spec 000 §9; dictionaries product_type, order_source, trade_type, pay_type). */
export const PRODUCT_TYPE_NAMES: Record<number, string> = {
  1: '景区门票',
  2: '餐饮娱乐',
  3: '民宿酒店',
  4: '旅游线路',
  5: '商品百货',
  6: '城市生活',
  7: '文旅组合消费',
};
export const SOURCE_NAMES: Record<number, string> = { 1: '自营', 2: '分销商', 3: '其他线上平台' };
export const TRADE_TYPE_NAMES: Record<number, string> = { 1: '文旅体验', 2: '商品百货', 3: '城市生活' };
export const AGE_BANDS = ['18-30', '30-40', '40-50', '50-65', '65+'] as const;
