/** mulberry32: a small, fast, seedable PRNG, so the same seed gives the same data on every machine. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, int, pick, chance: (p: number): boolean => next() < p };
};

export type Random = ReturnType<typeof createRandom>;

/** Picks indexes in proportion to weights with a binary search over the running totals. */
export const createWeightedPicker = (weights: readonly number[]) => {
  const totals: number[] = [];
  let sum = 0;
  for (const weight of weights) {
    sum += Math.max(0, weight);
    totals.push(sum);
  }
  return (random: Random): number => {
    const target = random.next() * sum;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (totals[middle] > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
};
