import type { CarRentalQuote } from '../../../shared/bladex/car';

const HOUR_MS = 3_600_000;

/** A `yyyy-MM-dd HH:mm:ss` local time as milliseconds, or undefined when it is not one. */
export const parseLocalDateTime = (text: string): number | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hour, minute, second);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return date.getTime();
};

export interface PriceRow {
  readonly id: string;
  readonly dayPrice: number;
  readonly hourPrice: number;
  readonly deposit: number;
}

/**
 * The rent of a period at a price (cents): whole days at the day price, then the started hours left at the hour
 * price, but never more than one more day costs (a renter keeping the car 20 hours pays a day, not 20 hours).
 * Without an hour price the started part of a day is charged as a day. Deposit is added to the total.
 */
export const quoteRental = (
  carId: string,
  price: PriceRow,
  startTime: string,
  endTime: string,
  startMs: number,
  endMs: number,
): CarRentalQuote => {
  const hoursTotal = Math.ceil((endMs - startMs) / HOUR_MS);
  let days = Math.floor(hoursTotal / 24);
  let hours = hoursTotal % 24;
  let partial = hours * price.hourPrice;
  if (hours > 0 && (price.hourPrice <= 0 || partial >= price.dayPrice)) {
    days += 1;
    hours = 0;
    partial = 0;
  }
  const rentAmount = days * price.dayPrice + partial;
  return {
    carId,
    priceId: price.id,
    startTime,
    endTime,
    days,
    hours,
    dayPrice: price.dayPrice,
    hourPrice: price.hourPrice,
    rentAmount,
    deposit: price.deposit,
    totalAmount: rentAmount + price.deposit,
  };
};
