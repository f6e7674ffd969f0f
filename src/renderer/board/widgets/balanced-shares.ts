/**
 * Shares of a whole as two-decimal texts that add up to exactly 100.00 (largest remainder on the hundredths): the
 * server rounds each part on its own, so 1400 / 300 / 240 come back as 72.16 + 15.46 + 12.37 = 99.99 (issue 19
 * item 17). All zero when the whole is 0; a negative part counts as 0.
 */
export const sharesOf = (values: readonly number[]): string[] => {
  const whole = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  if (whole <= 0) return values.map(() => '0.00');
  const exact = values.map((v) => (Math.max(0, v) / whole) * 10_000);
  const floors = exact.map(Math.floor);
  let left = 10_000 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - floors[i] })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors.map((hundredths) => (hundredths / 100).toFixed(2));
};

const readable = (text: string | number | null | undefined): boolean =>
  text !== null && text !== undefined && text !== '' && Number.isFinite(Number(text));

/**
 * The shares a breakdown shows: worked out from its parts' amounts so they add up to 100.00, when the server sent
 * amounts and readable percentages. A server percentage that is the text NaN (BladeX divides by zero) is passed
 * on untouched — spec 000 §2.4 shows it as a bare % — and so is every share of a breakdown without amounts.
 */
export const balancedShares = (
  amounts: readonly (number | string | null | undefined)[],
  serverPercents: readonly (string | null | undefined)[],
): (string | undefined)[] => {
  const numbers = amounts.map((a) => Number(a ?? Number.NaN));
  if (!serverPercents.every(readable) || !numbers.every(Number.isFinite))
    return [...serverPercents].map((p) => p ?? undefined);
  return sharesOf(numbers);
};
