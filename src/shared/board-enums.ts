/**
 * The names of the order enumerations and catalogue tiles the board shows (spec 000 §2.4, §9), in one place for the server's figures, the
 * renderer's tables and the check that the seeded business dictionaries (product_type, order_source, trade_type,
 * pay_type) say the same (tests/server/board/board-enums.test.ts).
 */
export const PRODUCT_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: '景区门票',
  2: '餐饮娱乐',
  3: '民宿酒店',
  4: '旅游线路',
  5: '商品百货',
  6: '城市生活',
  7: '文旅组合消费',
};

/** Order source: 1 natural traffic (the operator's own channel), 2 distributor, 3 other online platform. */
export const ORDER_SOURCE_NAMES: Readonly<Record<number, string>> = { 1: '自然流量', 2: '分销商', 3: '其他线上平台' };

/** Trade type (composition): 1 culture-tourism experience, 2 goods and department store, 3 city life. */
export const TRADE_TYPE_NAMES: Readonly<Record<number, string>> = { 1: '文旅体验', 2: '商品百货', 3: '城市生活' };

/** Pay type: 1 online order, 2 scan-code payment. */
export const PAY_TYPE_NAMES: Readonly<Record<number, string>> = { 1: '线上下单', 2: '扫码支付' };

/**
 * The product-overview tiles (view 1, spec 000 §2.4), always shown and 0 when a region has none: the four
 * culture-tourism experience tiles of column 1 and the eight city-life tiles of column 3.
 */
export const TRAVEL_TILES = ['文旅套餐', '旅游线路', '旅居产品', '文旅活动'] as const;
export const LIFE_TILES = ['电影票', '家政服务', '洗车', '烧烤餐饮', '野钓', '蛋糕面包', '口腔护理', '自助餐'] as const;

/** The goods categories of column 2 when there is no goods list to show (spec 000 §2.4). */
export const DEFAULT_GOODS = [
  '家居百货',
  '米面粮油',
  '高原特产',
  '休闲零食',
  '家电数码',
  '酒水饮料',
  '个护美妆',
  '民族工艺',
] as const;
