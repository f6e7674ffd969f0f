import { describe, expect, it } from 'vitest';
import { channelSlices, compositionParts, payShares } from '../../../../src/renderer/board/finance/finance-data';
import { balancedShares, partShares, sharesOf } from '../../../../src/shared/board-shares';
import { AGE_REST, ageShareRows } from '../../../../src/renderer/board/views/users/users-data';
import {
  formatShareTexts,
  tradeShareTexts,
  type FormatRow,
} from '../../../../src/renderer/board/views/business/business-data';
import { sourceShares } from '../../../../src/renderer/board/views/channel/channel-data';
import { channelStatistics } from './channel-statistics';
import { genderShares } from '../../../../src/renderer/board/views/users/gender-shares';

/** Issue 19 item 17: a breakdown's parts add up to its whole. */
describe('the gender breakdown', () => {
  const sum = (s: { male: number; female: number; unknown: number }) =>
    Math.round((s.male + s.female + s.unknown) * 100);

  it('shows the rest as 未知, so 44.15 % + 52.68 % + 3.17 % = 100 %', () => {
    expect(genderShares('44.15', '52.68')).toEqual({ male: 44.15, female: 52.68, unknown: 3.17 });
  });

  it('adds up to 100 % for any pair of server percentages', () => {
    for (const [m, f] of [
      ['0', '0'],
      ['100', '0'],
      ['33.33', '33.33'],
      ['50.01', '49.99'],
      ['60', '50'],
      ['12.5', 'NaN'],
    ]) {
      const shares = genderShares(m, f);
      expect(shares, `${m}/${f}`).not.toBeNull();
      expect(sum(shares!), `${m}/${f}`).toBe(10_000);
      expect(Math.min(shares!.male, shares!.female, shares!.unknown), `${m}/${f}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('invents nothing when there is no figure at all', () => {
    expect(genderShares('NaN', 'NaN')).toBeNull();
    expect(genderShares(undefined, undefined)).toBeNull();
  });
});

const hundredths = (texts: string[]) => texts.reduce((sum, text) => sum + Math.round(Number(text) * 100), 0);

describe('shares of a whole (every breakdown below)', () => {
  it('add up to exactly 100.00 % where rounding each part would not', () => {
    expect(sharesOf([1, 1, 1])).toEqual(['33.34', '33.33', '33.33']);
    expect(sharesOf([2, 1])).toEqual(['66.67', '33.33']);
    for (const values of [
      [1, 1, 1],
      [420, 800, 420],
      [0.01, 0.01, 99999],
      [7, 13, 17, 19, 23, 29],
      [1, 0, 0],
    ]) {
      expect(hundredths(sharesOf(values)), values.join('/')).toBe(10_000);
    }
  });

  it('come from the amounts only when the server sent readable percentages and amounts', () => {
    expect(balancedShares([1, 1, 1], ['33.33', '33.33', '33.33'])).toEqual(['33.34', '33.33', '33.33']);
    expect(balancedShares([1, undefined], ['50.00', '50.00'])).toEqual(['50.00', '50.00']);
    expect(balancedShares([0, 0], ['NaN', 'NaN'])).toEqual(['NaN', 'NaN']);
  });

  it('are all zero for an empty whole, and ignore a negative part', () => {
    expect(sharesOf([0, 0, 0])).toEqual(['0.00', '0.00', '0.00']);
    expect(hundredths(sharesOf([-5, 5, 5]))).toBe(10_000);
  });

  it('the ring’s amounts add up to the three sources and its shares to 100 %', () => {
    const slices = channelSlices({
      main: '333.33',
      mainPercent: '33.33',
      fenxiao: '333.33',
      fenxiaoPercent: '33.33',
      thirdOnline: '333.34',
      thirdOnlinePercent: '33.33',
    });
    expect(slices.reduce((sum, s) => sum + s.amount, 0)).toBeCloseTo(1000, 6);
    expect(hundredths(slices.map((s) => s.percent))).toBe(10_000);
    expect(channelSlices(undefined).map((s) => s.percent)).toEqual(['0.00', '0.00', '0.00']);
  });
});

/** The fixture's summary: 1400 / 300 / 240 yuan, which the server rounds to 72.16 + 15.46 + 12.37 = 99.99. */
const trading = {
  orderCnt: 12,
  orderMoney: 1940,
  avgPrice: 161.67,
  tiyan: 1400,
  tiyanPercent: '72.16',
  baihuo: 300,
  baihuoPercent: '15.46',
  shenghuo: 240,
  shenghuoPercent: '12.37',
  QRPay: 270,
  QRPayPercent: '13.92',
  onlinePay: 1670,
  onlinePayPercent: '86.08',
};

describe('the finance page', () => {
  it('composition: the three trade types add up to 100 % where the server’s rounding leaves 99.99', () => {
    const parts = compositionParts(trading);
    expect(parts.map((p) => p.percent)).toEqual(['72.17', '15.46', '12.37']);
    expect(hundredths(parts.map((p) => p.percent!))).toBe(10_000);
    expect(parts.reduce((sum, p) => sum + (p.money ?? 0), 0)).toBe(trading.orderMoney);
  });

  it('payment methods add up to 100 %', () => {
    const { online, qr } = payShares(trading);
    expect([online, qr]).toEqual(['86.08', '13.92']);
    expect(hundredths([online!, qr!])).toBe(10_000);
    const third = payShares({ ...trading, onlinePay: 1, QRPay: 2, onlinePayPercent: '33.33', QRPayPercent: '66.67' });
    expect(hundredths([third.online!, third.qr!])).toBe(10_000);
  });

  it('keeps a NaN share as NaN (shown as a bare %), and invents nothing before the figures come', () => {
    expect(compositionParts({ ...trading, tiyanPercent: 'NaN' }).map((p) => p.percent)).toEqual([
      'NaN',
      '15.46',
      '12.37',
    ]);
    expect(compositionParts(undefined).map((p) => p.percent)).toEqual([undefined, undefined, undefined]);
  });
});

describe('view 3: the three sources’ rings', () => {
  const statistics = (main: string, fenxiao: string, thirdOnline: string, percents: [string, string, string]) =>
    channelStatistics({
      main,
      mainPercent: percents[0],
      fenxiao,
      fenxiaoPercent: percents[1],
      thirdOnline,
      thirdOnlinePercent: percents[2],
    });

  it('add up to 100 %', () => {
    const fixture = sourceShares(statistics('420.00', '800.00', '420.00', ['25.61', '48.78', '25.61']));
    expect(fixture).toEqual({ operator: '25.61', distributor: '48.78', platform: '25.61' });
    const thirds = sourceShares(statistics('100.00', '100.00', '100.00', ['33.33', '33.33', '33.33']));
    expect(hundredths(Object.values(thirds).map((p) => p!))).toBe(10_000);
  });

  it('pass a NaN on', () => {
    expect(sourceShares(statistics('0.00', '0.00', '0.00', ['NaN', 'NaN', 'NaN'])).operator).toBe('NaN');
  });
});

describe('view 4: the trade types’ shares in the column headers', () => {
  it('tab 1 adds up to 100 %', () => {
    const shares = tradeShareTexts({
      total: 3,
      tiyan: 1,
      tiyanPercent: '33.33',
      baihuo: 1,
      baihuoPercent: '33.33',
      shenghuo: 1,
      shenghuoPercent: '33.33',
    });
    expect(hundredths(Object.values(shares).map((p) => p!))).toBe(10_000);
  });

  it('tab 2 adds up to 100 %, from the amounts of each type’s formats', () => {
    const row = (total: number): FormatRow => ({
      name: 'x',
      cnt: 1,
      pcnt: 1,
      total,
      avg: total,
      orderCnt: 1,
      percent: '0',
    });
    const shares = formatShareTexts({
      list: [],
      tiyan: [row(900), row(300)],
      baihuo: [row(200)],
      shenghuo: [row(240)],
      tiyanPercent: '73.17',
      baihuoPercent: '12.20',
      shenghuoPercent: '14.63',
    });
    expect(shares).toEqual({ tiyanPercent: '73.17', baihuoPercent: '12.20', shenghuoPercent: '14.63' });
    const thirds = formatShareTexts({
      list: [],
      tiyan: [row(1)],
      baihuo: [row(1)],
      shenghuo: [row(1)],
      tiyanPercent: '33.33',
      baihuoPercent: '33.33',
      shenghuoPercent: '33.33',
    });
    expect(hundredths(Object.values(thirds).map((p) => p!))).toBe(10_000);
  });
});

describe('lists that may cover part of their whole', () => {
  it('a channel list adds up to 100 % of its source, or to its part of it after a search', () => {
    expect(partShares([1, 1, 1], 3, ['33.33', '33.33', '33.33'])).toEqual(['33.34', '33.33', '33.33']);
    expect(partShares([120], '420.00', ['28.57'])).toEqual(['28.57']);
    expect(hundredths(partShares([100, 100], 300, ['33.33', '33.33']).map((p) => p!))).toBe(6_667);
    expect(partShares([1, 2], 3, ['NaN', '66.67'])).toEqual(['NaN', '66.67']);
  });
});

describe('view 5: the age table', () => {
  const entry = (name: string, userPercent: string, wenlvPercent = '0.00') => ({
    name,
    userPercent,
    wenlvPercent,
    baihuoPercent: '0.00',
    shenghuoPercent: '0.00',
    avgPrice: 1,
  });
  const column = (rows: ReturnType<typeof ageShareRows>, field: 'userPercent' | 'wenlvPercent') =>
    hundredths(rows.map((row) => row.entry[field]));

  it('balances a column the server’s rounding leaves at 99.99, without a rest row', () => {
    const rows = ageShareRows([entry('18-30', '33.33'), entry('30-40', '33.33'), entry('50-65', '33.33')]);
    expect(rows.map((row) => row.band)).toEqual(['18-30', '30-40', '40-50', '50-65', '65+']);
    expect(rows[0].entry.userPercent).toBe('33.34');
    expect(column(rows, 'userPercent')).toBe(10_000);
  });

  it('shows what no band covers (under 18, no birthday) as 其他, so each column adds up to 100 %', () => {
    const rows = ageShareRows([entry('18-30', '40.00', '50.00'), entry('65+', '58.20', '50.00')]);
    expect(rows.at(-1)?.band).toBe(AGE_REST);
    expect(rows.at(-1)?.entry.userPercent).toBe('1.80');
    expect(rows.at(-1)?.entry.wenlvPercent).toBe('0.00');
    expect(column(rows, 'userPercent')).toBe(10_000);
    expect(column(rows, 'wenlvPercent')).toBe(10_000);
  });

  it('invents no rest for a range without figures', () => {
    const rows = ageShareRows(undefined);
    expect(rows).toHaveLength(5);
    expect(column(rows, 'userPercent')).toBe(0);
  });
});
