/**
 * Splits an amount of integer cents by ratios so the parts sum to the amount exactly (largest remainder):
 * every part first gets the floor of its exact share; the cents left over (fewer than the number of parts) go one
 * each to the parts with the largest fractional remainders, ties to the earlier part. So ¥100.00 in three equal
 * parts is 33.34 + 33.33 + 33.33, and no part is ever more than one cent from its exact share.
 */
export const splitCents = (totalCents: number, ratios: readonly number[]): number[] => {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new Error(`not an amount in cents: ${totalCents}`);
  if (ratios.length === 0 || ratios.some((ratio) => !(ratio >= 0) || !Number.isFinite(ratio)))
    throw new Error('ratios must be finite and not negative');
  const sum = ratios.reduce((a, b) => a + b, 0);
  if (sum <= 0) throw new Error('the ratios sum to nothing');
  // Work in integers: the exact share of part i is totalCents * ratio_i / sum.
  const exact = ratios.map((ratio) => (totalCents * ratio) / sum);
  const parts = exact.map((share) => Math.floor(share + 1e-9));
  let left = totalCents - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share + 1e-9) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
};

/** A shop's billing-ratio range (spec 001 "Billing ratio per shop"): amounts in [rangeMin, rangeMax) yuan keep `billingRatio` percent for the platform. */
export interface BillingRange {
  readonly rangeMin: number;
  readonly rangeMax: number;
  readonly billingRatio: number;
}

/** The platform's percentage for an amount in cents: the range it falls in, or 0 outside every range. */
export const billingRatioFor = (amountCents: number, ranges: readonly BillingRange[]): number => {
  const range = ranges.find(
    (candidate) =>
      amountCents >= Math.round(candidate.rangeMin * 100) && amountCents < Math.round(candidate.rangeMax * 100),
  );
  return range?.billingRatio ?? 0;
};
