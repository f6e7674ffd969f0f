import { useBoardSettings } from './board-settings';

/**
 * The spec's display adjustments (000 §2.4, §9), applied by the renderer only (the server sends raw figures):
 * - `rankingMultiplier` (4.5): the amount and order count of the experience and merchandise rankings
 *   (view 4's transaction ranking; city life is shown as received);
 * - `registeredUserOffset` (30000): added to the visit data's user count for the registered-user figure.
 * Both come from the board settings so an administrator can see and change them; show them with
 * `AdjustedValue` so the raw figure stays available on hover.
 */
export interface DisplayAdjustments {
  rankingMultiplier: number;
  registeredUserOffset: number;
}

export const useDisplayAdjustments = (): DisplayAdjustments => {
  const { rankingMultiplier, registeredUserOffset } = useBoardSettings();
  return { rankingMultiplier, registeredUserOffset };
};

const toNumber = (raw: number | string | null | undefined): number => {
  const n = typeof raw === 'number' ? raw : Number(raw ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** A ranking amount in yuan × the multiplier, two decimals (spec: "amount two decimals"). */
export const adjustRankingAmount = (raw: number | string | null | undefined, multiplier: number): number =>
  // In whole cents first, so 33.33 × 4.5 is 149.99 (half-up) and not 149.98 from binary rounding.
  Math.round(Number((Math.round(toNumber(raw) * 100) * multiplier).toFixed(6))) / 100;

/** A ranking order count × the multiplier, rounded to a whole count (spec: "count rounded"). */
export const adjustRankingCount = (raw: number | string | null | undefined, multiplier: number): number =>
  Math.round(toNumber(raw) * multiplier);

/** The registered-user figure: the visit data's user count plus the offset. */
export const adjustRegisteredUsers = (raw: number | string | null | undefined, offset: number): number =>
  Math.round(toNumber(raw)) + offset;

export { AdjustedValue } from './AdjustedValue';
