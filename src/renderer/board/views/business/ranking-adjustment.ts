/**
 * The spec's display adjustment of view 4's rankings (000 §2.4, §9): the experience and merchandise rankings show
 * amount and order count multiplied by the board setting `rankingMultiplier` (4.5 by default), the amount to two
 * decimals and the count rounded; city life is shown as received. The server always sends raw figures.
 */

/** Trade types whose ranking figures are adjusted: 1 culture-tourism experience, 2 merchandise. */
export const ADJUSTED_TRADE_TYPES: readonly number[] = [1, 2];

export const isAdjustedTradeType = (type: number): boolean => ADJUSTED_TRADE_TYPES.includes(type);

/** The one implementation of the adjustment lives with the board settings; these names read well in the views. */
export {
  adjustRankingAmount as adjustAmount,
  adjustRankingCount as adjustCount,
} from '../../settings/display-adjustments';
