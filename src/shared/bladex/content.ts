/**
 * An itinerary's day plan (spec 001 §3 "spotList"): what `travelPlans/submit` may carry and `travelPlans/list_items`
 * answers, one row per spot; the days are the spots' `daySequence`, the order within a day their `sort`.
 */
export interface DayPlanSpot {
  id?: string;
  daySequence: number;
  name: string;
  /** `lng,lat` (the map point field's stored form), or empty. */
  location?: string;
  /** Product ids, comma-joined. */
  productIds?: string;
  merchantId?: string;
  merchantName?: string;
  sort: number;
}

export const DAY_PLAN_LIMITS = { days: 365, spots: 300 } as const;

/** A refused spot's message: which spot (1-based), then the field's own rule text. */
export const dayPlanSpotMessage = (index: number, message: string): string => `第${index + 1}个景点：${message}`;
