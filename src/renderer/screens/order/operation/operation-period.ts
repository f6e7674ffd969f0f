/** Where the operation-data calls live (spec 002 §7). */
export const OPERATION_BASE = '/blade-operation/orderData';

/** The search every operation-data call shares: the period (yyyy-MM-dd, both days included) and the shop. */
export interface OperationPeriod {
  startDate: string;
  endDate: string;
  shopName?: string;
  shopId?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** This month, from its first to its last day: the period operators look at first. */
export const thisMonth = (now: Date): OperationPeriod => ({
  startDate: day(new Date(now.getFullYear(), now.getMonth(), 1)),
  endDate: day(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
});

/** The wire parameters of a search: empty fields left out. */
export const periodParams = (period: OperationPeriod): Record<string, string> =>
  Object.fromEntries(Object.entries(period).filter((entry): entry is [string, string] => !!entry[1]?.trim()));
