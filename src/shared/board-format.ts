/**
 * How the board writes its figures (spec 000 §2.4), shared by the renderer and the tests that check the screen
 * against the server's answers.
 */

/** Zero-pads a non-negative integer to at least `digits` digits (the board counters: 00012345). */
export const padDigits = (value: number | string | null | undefined, digits: number): string => {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  const whole = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  return String(whole).padStart(digits, '0');
};

/** Money in yuan with two decimals and thousands separators, for tiles and tables. */
export const moneyText = (value: number | string | null | undefined): string => {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return (Number.isFinite(n) ? n : 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
};

/** A count with thousands separators. */
export const countText = (value: number | string | null | undefined): string => {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return (Number.isFinite(n) ? Math.round(n) : 0).toLocaleString('en-US');
};

/**
 * A percentage the server sends as a string with two decimals ("12.50"). When the value is the text NaN
 * (a share of an empty total) only the sign is shown.
 */
export const percentText = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '%';
  const text = String(value).trim();
  if (text === 'NaN' || text === '') return '%';
  return `${text}%`;
};

/** The numeric value of such a percentage for a progress bar (0–100; NaN and junk → 0). */
export const percentNumber = (value: string | number | null | undefined): number => {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
};
