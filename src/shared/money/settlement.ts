import { splitCents, type BillingRange } from './split-cents';

/** The platform's share of a settled order when no billing-ratio range of its shop covers its amount (percent). */
export const DEFAULT_PLATFORM_RATIO = 6;
/** A distributor's share of the paid amount of the orders it brought (percent). */
export const DISTRIBUTOR_RATIO = 5;

/** `order_wx_fenzhang.source_type`: 1 goods (what the buyer paid), 2 coupon subsidy (the union coupon). */
export const SPLIT_GOODS = 1;
export const SPLIT_COUPON = 2;
/** `order_wx_fenzhang.type`: 1 the merchant, 2 the distributor. */
export const SPLIT_MERCHANT = 1;
export const SPLIT_DISTRIBUTOR = 2;

export interface SettlementOrder {
  /** The order's amount, which picks the billing range. */
  orderCents: number;
  /** What the buyer paid (less anything refunded). */
  paidCents: number;
  /** The union-coupon deduction, which the platform pays the merchant instead of the buyer. */
  subsidyCents: number;
  hasDistributor: boolean;
}

export interface SettlementPart {
  sourceType: number;
  type: number;
  cents: number;
}

export interface Settlement {
  platformRatio: number;
  /** The payees' parts (none of 0 cents). */
  parts: SettlementPart[];
  /** What the platform keeps. */
  platformCents: number;
}

/** The platform's percentage for an order's amount: the shop's range holding it (`[rangeMin, rangeMax)` yuan), else the default. */
export const platformRatioFor = (orderCents: number, ranges: readonly BillingRange[]): number =>
  ranges.find(
    (range) => orderCents >= Math.round(range.rangeMin * 100) && orderCents < Math.round(range.rangeMax * 100),
  )?.billingRatio ?? DEFAULT_PLATFORM_RATIO;

/**
 * The profit split of a settled order (modules/order/README.md "Settlement run"). The paid amount is split by
 * `[100 − platform − distributor, distributor, platform]` percent with `splitCents` (largest remainder), so the
 * merchant's part, the distributor's part and the platform's commission sum to what was paid to the cent; the
 * coupon subsidy goes to the merchant whole (the platform does not take commission on its own subsidy). So the
 * parts plus the platform's commission always equal paid + subsidy exactly.
 */
export const settle = (order: SettlementOrder, ranges: readonly BillingRange[]): Settlement => {
  const platformRatio = Math.min(100, Math.max(0, platformRatioFor(order.orderCents, ranges)));
  const distributorRatio = order.hasDistributor ? Math.min(DISTRIBUTOR_RATIO, 100 - platformRatio) : 0;
  const parts: SettlementPart[] = [];
  let platformCents = 0;
  if (order.paidCents > 0) {
    const [merchant = 0, distributor = 0, platform = 0] = splitCents(order.paidCents, [
      100 - platformRatio - distributorRatio,
      distributorRatio,
      platformRatio,
    ]);
    platformCents = platform;
    if (merchant > 0) parts.push({ sourceType: SPLIT_GOODS, type: SPLIT_MERCHANT, cents: merchant });
    if (distributor > 0) parts.push({ sourceType: SPLIT_GOODS, type: SPLIT_DISTRIBUTOR, cents: distributor });
  }
  if (order.subsidyCents > 0) parts.push({ sourceType: SPLIT_COUPON, type: SPLIT_MERCHANT, cents: order.subsidyCents });
  return { platformRatio, parts, platformCents };
};
