import { GIVEN, SURNAMES } from './catalogue';
import type { Random } from './random';

/** Yuan rounded to the fen, as the money columns hold it. */
export const money = (value: number): number => Math.round(value * 100) / 100;

export const personName = (random: Random): string =>
  `${random.pick(SURNAMES)}${random.pick(GIVEN)}${random.chance(0.6) ? random.pick(GIVEN) : ''}`;
