// Answers of the car shop's calls beyond CRUD (spec 002 §7 "Members, cars, flow"), shared by server and renderer.

/** One review step of a record, newest first: who moved it from which state to which, and why. */
export interface AuditHistoryEntry {
  readonly action: string;
  readonly fromState: string;
  readonly toState: string;
  readonly remark: string;
  readonly operatorName: string;
  readonly createTime: string;
}

/** `GET /blade-shop/carInfo/getDataById?id=`: the car as `detail` answers it, with its review history. */
export type CarInfoWithHistory = Readonly<Record<string, unknown>> & {
  readonly id: string;
  readonly auditRecords: readonly AuditHistoryEntry[];
};

/** `POST /blade-shop/carPrice/userCarPrice`: a quote for renting a car over a period. */
export interface CarRentalQuote {
  readonly carId: string;
  readonly priceId: string;
  readonly startTime: string;
  readonly endTime: string;
  /** Whole days charged at the day price, then the remaining hours at the hour price (capped at a day's price). */
  readonly days: number;
  readonly hours: number;
  /** Cents. */
  readonly dayPrice: number;
  readonly hourPrice: number;
  readonly rentAmount: number;
  readonly deposit: number;
  readonly totalAmount: number;
}
