import { percentNumber } from '../../widgets/percent';

export interface GenderShares {
  male: number;
  female: number;
  /** What neither part covers (members who gave no gender): the bar's third part, so the parts add up to 100. */
  unknown: number;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * The three parts of a gender breakdown from the server's two percentages (issue 19: 男性 44.15 % + 女性 52.68 % left
 * 3.17 % unlabelled). Null when there is no figure at all (NaN: no members), so the bar shows no made-up 100 % 未知.
 */
export const genderShares = (male: string | undefined, female: string | undefined): GenderShares | null => {
  const known = [male, female].some((value) => value !== undefined && Number.isFinite(Number.parseFloat(value)));
  if (!known) return null;
  const m = percentNumber(male);
  const f = Math.min(percentNumber(female), cents(100 - m));
  return { male: m, female: f, unknown: cents(100 - m - f) };
};
