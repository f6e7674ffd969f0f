/** Wire types of the municipal-housing sync (`blade-city/municipalhousing/<kind>/sync`, `sync/last`). */

/** One sync run: what it did, or (success 0) why it wrote nothing; `syncTime` is when it ran. */
export interface HousingSyncReport {
  readonly success: number;
  readonly added: number;
  readonly changed: number;
  readonly unchanged: number;
  readonly failed: number;
  readonly message: string;
  readonly syncTime: string;
}
