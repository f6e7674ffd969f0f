/**
 * Snowflake-like ids, written as decimal strings as BladeX does (bladex-contract.md §1.3).
 *
 * Layout: milliseconds since the Twitter epoch << 22 | sequence. One process writes the database, so
 * no worker bits are needed; the sequence keeps ids unique and increasing within a millisecond.
 */
const EPOCH = 1288834974657n;

export interface IdGenerator {
  next(): string;
}

export const createIdGenerator = (now: () => number): IdGenerator => {
  let lastMs = 0n;
  let sequence = 0n;
  return {
    next() {
      let ms = BigInt(Math.floor(now()));
      if (ms <= lastMs) {
        // Clock went back or same millisecond: continue from the last one so ids never repeat.
        ms = lastMs;
        sequence += 1n;
        if (sequence > 0x3fffffn) {
          ms += 1n;
          sequence = 0n;
        }
      } else {
        sequence = 0n;
      }
      lastMs = ms;
      return (((ms - EPOCH) << 22n) | sequence).toString();
    },
  };
};

/** Deterministic ids for seed rows: the same data gets the same ids on every machine. */
export const createSequentialIds = (base: string): IdGenerator => {
  let current = BigInt(base);
  return {
    next() {
      current += 1n;
      return current.toString();
    },
  };
};
