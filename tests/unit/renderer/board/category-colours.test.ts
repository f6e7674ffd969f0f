import { describe, expect, it } from 'vitest';
import {
  PAY_COLOURS,
  SOURCE_COLOURS,
  TRADE_COLOURS,
  USERS_COLOUR,
} from '../../../../src/renderer/board/charts/category-colours';
import { channelSlices } from '../../../../src/renderer/board/finance/finance-data';

/** Issue 19 item 18: a category keeps its colour on every view; the finance ring's legend gives values and shares. */
describe('the category colours', () => {
  it('tell the categories of one chart apart', () => {
    for (const map of [SOURCE_COLOURS, TRADE_COLOURS, PAY_COLOURS]) {
      const colours = Object.values(map);
      expect(new Set(colours).size).toBe(colours.length);
    }
    expect(Object.values(TRADE_COLOURS)).not.toContain(USERS_COLOUR);
  });

  it('colour the finance ring by what a slice is, in view 3’s order, whatever the amounts', () => {
    const slices = channelSlices({
      main: '420.00',
      mainPercent: '25.61',
      fenxiao: '800.00',
      fenxiaoPercent: '48.78',
      thirdOnline: '420.00',
      thirdOnlinePercent: '25.61',
    });
    expect(slices.map((s) => [s.key, s.colour])).toEqual([
      ['operator', SOURCE_COLOURS.operator],
      ['distributor', SOURCE_COLOURS.distributor],
      ['platform', SOURCE_COLOURS.platform],
    ]);
    expect(slices.map((s) => [s.amount, s.percent])).toEqual([
      [420, '25.61'],
      [800, '48.78'],
      [420, '25.61'],
    ]);
  });
});
