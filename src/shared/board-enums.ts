/**
 * The names of the order enumerations the board shows (spec 000 §9), in one place for the server's figures, the
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
