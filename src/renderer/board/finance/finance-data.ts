import { SOURCE_COLOURS, type SourceKey } from '../charts/category-colours';
import type { BoardParams } from '../frame/board-context';
import { balancedShares, sharesOf } from '../../../shared/board-shares';
import { dayText } from '../frame/date-range';

/** blade-order/view/common (trading data). Money in yuan; percents as two-decimal strings. */
export interface TradingData {
  orderCnt: number;
  orderMoney: number;
  avgPrice: number;
  tiyan: number;
  tiyanPercent: string;
  baihuo: number;
  baihuoPercent: string;
  shenghuo: number;
  shenghuoPercent: string;
  QRPay: number;
  QRPayPercent: string;
  onlinePay: number;
  onlinePayPercent: string;
}

export interface SourceStatistics {
  main: string | number;
  mainPercent: string;
  fenxiao: string | number;
  fenxiaoPercent: string;
  thirdOnline: string | number;
  thirdOnlinePercent: string;
}

export interface TrendData {
  options: string[];
  values: number[];
}

/** 1 summary (all time), 2 today, 3 this month, 4 this year, 5 custom range. */
export type FinancePeriod = 1 | 2 | 3 | 4 | 5;
/** 1 day, 2 month, 3 quarter, 4 year. */
export type Granularity = 1 | 2 | 3 | 4;

/** The bounds of a period, as the server computes them for view/common (local day). */
export const periodRange = (
  period: FinancePeriod,
  now: Date,
  custom: { from: string; to: string },
): { from: string; to: string } | null => {
  const today = dayText(now);
  if (period === 1) return null;
  if (period === 5)
    return custom.from && custom.to && custom.from <= custom.to
      ? { from: `${custom.from} 00:00:00`, to: `${custom.to} 23:59:59` }
      : null;
  const start = period === 2 ? today : period === 3 ? `${today.slice(0, 7)}-01` : `${today.slice(0, 4)}-01-01`;
  return { from: `${start} 00:00:00`, to: `${today} 23:59:59` };
};

/** view/common's parameters: the period as dataType, the custom range only with type 5. */
export const commonParams = (
  cityCode: string,
  period: FinancePeriod,
  range: { from: string; to: string } | null,
): BoardParams =>
  period === 5 && range
    ? { cityCode, dataType: 5, fromDate: range.from, toDate: range.to }
    : { cityCode, dataType: period };

/** The other calls take the period's bounds directly (none for the summary). */
export const rangeParams = (cityCode: string, range: { from: string; to: string } | null): BoardParams =>
  range ? { cityCode, fromDate: range.from, toDate: range.to } : { cityCode };

export const toAmount = (value: string | number | null | undefined): number => {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

export interface ChannelSlice {
  key: SourceKey;
  amount: number;
  /** Share of the three sources' amount, two decimals; the three add up to 100.00. */
  percent: string;
  colour: string;
}

/** The finance ring's slices, in view 3's order (operator, distributor, other platform) and colours. */
export const channelSlices = (s: SourceStatistics | undefined): ChannelSlice[] => {
  const amounts: [SourceKey, number][] = [
    ['operator', toAmount(s?.main)],
    ['distributor', toAmount(s?.fenxiao)],
    ['platform', toAmount(s?.thirdOnline)],
  ];
  const shares = sharesOf(amounts.map(([, amount]) => amount));
  return amounts.map(([key, amount], i) => ({ key, amount, percent: shares[i], colour: SOURCE_COLOURS[key] }));
};

/** The composition's three trade types (文旅体验, 百货商品, 城市生活): amounts and shares that add up to 100.00. */
export const compositionParts = (d: TradingData | undefined) => {
  const shares = balancedShares(
    [d?.tiyan, d?.baihuo, d?.shenghuo],
    [d?.tiyanPercent, d?.baihuoPercent, d?.shenghuoPercent],
  );
  return [
    { key: 'experience', money: d?.tiyan, percent: shares[0] },
    { key: 'goods', money: d?.baihuo, percent: shares[1] },
    { key: 'life', money: d?.shenghuo, percent: shares[2] },
  ] as const;
};

/** The two payment methods' shares (online, scanned code), adding up to 100.00. */
export const payShares = (d: TradingData | undefined) => {
  const [online, qr] = balancedShares([d?.onlinePay, d?.QRPay], [d?.onlinePayPercent, d?.QRPayPercent]);
  return { online, qr };
};
