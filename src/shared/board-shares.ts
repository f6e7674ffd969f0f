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

/**
 * The shares a list shows of a whole it may cover only in part (a name search keeps some of a source's channels,
 * the age bands leave out members under 18 or without a birthday): each part's share of the whole with the rest
 * as one more part, so the shares shown plus the rest's make exactly 100.00. Without readable amounts and a whole
 * the server's own percentages are passed on, as in balancedShares.
 */
export const partShares = (
  amounts: readonly (number | string | null | undefined)[],
  whole: number | string | null | undefined,
  serverPercents: readonly (string | null | undefined)[],
): (string | undefined)[] => {
  const numbers = amounts.map((a) => Number(a ?? Number.NaN));
  const total = Number(whole ?? Number.NaN);
  if (!serverPercents.every(readable) || !numbers.every(Number.isFinite) || !Number.isFinite(total))
    return [...serverPercents].map((p) => p ?? undefined);
  const listed = numbers.reduce((sum, n) => sum + Math.max(0, n), 0);
  // Amounts in yuan carry float noise; a rest under half a cent is none.
  const rest = total - listed > 0.005 ? total - listed : 0;
  return sharesOf([...numbers, rest]).slice(0, numbers.length);
};

/** Parts each rounded to a hundredth on their own miss 100.00 by at most half a hundredth each. */
const roundingSlack = (parts: number): number => parts * 0.005;

/**
 * A column of percentages, the only figures a breakdown sent (the age table's bands), as shown: adding up to
 * exactly 100.00 with the rest as one more part when the parts leave more than their rounding could (members
 * under 18 or without a birthday are in no band), else balanced over the parts by largest remainder. A column
 * of zeros (no figures) or with a NaN text is passed on with no rest.
 */
export const columnWithRest = (texts: readonly string[]): { shares: string[]; rest: string | null } => {
  const values = texts.map(Number);
  const sum = values.reduce((a, b) => a + b, 0);
  if (!values.every(Number.isFinite) || sum <= 0) return { shares: [...texts], rest: null };
  const left = 100 - sum;
  if (left <= roundingSlack(values.length)) return { shares: sharesOf(values), rest: null };
  const shares = sharesOf([...values, left]);
  return { shares: shares.slice(0, values.length), rest: shares[values.length] };
};
