/**
 * How the board's figures are written: money in yuan as numbers with at most two decimals (computed from
 * integer cents), percentages as strings with two decimals ("12.34", "0.00" when the whole is zero), as the
 * channel statistics are specified (spec 000 §3) and so a division by zero never reaches the board as NaN.
 */
export const yuan = (cents: number | null | undefined): number => Math.round(cents ?? 0) / 100;

/** Average in yuan of `cents` over `count`, half-up to the cent; 0 when there is nothing to average. */
export const average = (cents: number | null | undefined, count: number | null | undefined): number =>
  count ? Math.round((cents ?? 0) / count) / 100 : 0;

/** `part` as a percentage of `whole`, two decimals, half-up. */
export const percent = (part: number | null | undefined, whole: number | null | undefined): string => {
  if (!whole) return '0.00';
  return (Math.round(((part ?? 0) * 10000) / whole) / 100).toFixed(2);
};

/** Money as the two-decimal string the channel statistics use. */
export const yuanText = (cents: number | null | undefined): string => yuan(cents).toFixed(2);
