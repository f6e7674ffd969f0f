/** What `loadBoardData` is asked for and what it reports back: the bulk loader's public shapes. */
export interface BoardSeedOptions {
  tenantId: string;
  /** The last day of data, `yyyy-MM-dd`; orders cover the `days` days ending on it. */
  referenceDate: string;
  orders: number;
  /** Default 730 (two years). */
  days?: number;
  /** Default 20 000 or orders / 2.5, whichever is larger; capped at 200 000. */
  members?: number;
  /** Orders on the reference date stop at this time of day (`HH:mm:ss`), e.g. the time of seeding. */
  referenceTime?: string;
  seed?: number;
}

export interface BoardSeedResult {
  categories: number;
  merchants: number;
  products: number;
  distributors: number;
  members: number;
  visits: number;
  orders: number;
}
