/**
 * The spec's display adjustment of view 4's rankings (000 §2.4, §9): the experience and merchandise rankings show
 * amount and order count multiplied by the board setting `rankingMultiplier` (4.5 by default), the amount to two
 * decimals and the count rounded; city life is shown as received. The server always sends raw figures.
 */

/** Trade types whose ranking figures are adjusted: 1 culture-tourism experience, 2 merchandise. */
export const ADJUSTED_TRADE_TYPES: readonly number[] = [1, 2];

export const isAdjustedTradeType = (type: number): boolean => ADJUSTED_TRADE_TYPES.includes(type);

/**
 * An amount in yuan times the multiplier, half-up to the fen. Computed from whole fen so binary fractions do not
 * round 10.01 × 4.5 = 45.045 down to 45.04.
 */
export const adjustAmount = (yuan: number, multiplier: number): number => {
  const fen = Math.round(yuan * 100);
  return Math.round(fen * multiplier) / 100;
};

/** An order count times the multiplier, rounded to a whole count (half away from zero, counts are positive). */
export const adjustCount = (count: number, multiplier: number): number => Math.round(count * multiplier);
