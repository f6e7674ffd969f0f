import { describe, expect, it } from 'vitest';
import { boardHealth, clockText } from '../../../../../src/renderer/board/frame/board-health';
import {
  fillStage,
  fitStage,
  MIN_EMBEDDED_SCALE,
  MIN_EMBEDDED_WIDTH,
} from '../../../../../src/renderer/board/frame/board-scale';
import { lastDaysRange, rangeFromParts, splitBound } from '../../../../../src/renderer/board/frame/date-range';
import { unwrapBoardAnswer } from '../../../../../src/renderer/board/frame/board-request';
import { layoutStyleFor } from '../../../../../src/renderer/board/frame/layouts';
import { mergeCounties } from '../../../../../src/renderer/board/frame/area-options';

describe('stale logic', () => {
  it('is fresh while every figure on screen succeeded', () => {
    expect(
      boardHealth([
        { status: 'success', dataUpdatedAt: 1000, active: true },
        { status: 'success', dataUpdatedAt: 2000, active: true },
      ]),
    ).toEqual({ stale: false, lastSuccessAt: 2000 });
  });
  it('is stale when a figure on screen failed its last refresh, and keeps the last success time', () => {
    expect(
      boardHealth([
        { status: 'error', dataUpdatedAt: 1000, active: true },
        { status: 'success', dataUpdatedAt: 1500, active: true },
      ]),
    ).toEqual({ stale: true, lastSuccessAt: 1500 });
  });
  it('ignores figures of views no longer on screen', () => {
    expect(boardHealth([{ status: 'error', dataUpdatedAt: 0, active: false }])).toEqual({
      stale: false,
      lastSuccessAt: null,
    });
  });
  it('reports no success before the first one', () => {
    expect(boardHealth([{ status: 'error', dataUpdatedAt: 0, active: true }])).toEqual({
      stale: true,
      lastSuccessAt: null,
    });
  });
  it('writes the time as HH:mm:ss', () => {
    expect(clockText(new Date(2026, 0, 2, 3, 4, 5).getTime())).toBe('03:04:05');
  });
});

describe('board answers', () => {
  it('unwraps the R envelope and refuses failures', () => {
    expect(unwrapBoardAnswer('/x', 200, { code: 200, success: true, data: { a: 1 } })).toEqual({ a: 1 });
    expect(() => unwrapBoardAnswer('/x', 500, {})).toThrow('HTTP 500');
    expect(() => unwrapBoardAnswer('/x', 200, { code: 400, success: false, msg: 'bad' })).toThrow('bad');
    expect(() => unwrapBoardAnswer('/x', 200, 'html')).toThrow('envelope');
  });
});

describe('stage fit', () => {
  it('is 1 at the design size', () => {
    expect(fitStage(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
  });
  it('letterboxes a taller screen and pillarboxes a wider one, centred', () => {
    expect(fitStage(1600, 1200)).toEqual({ scale: 1600 / 1920, left: 0, top: 150 });
    const wide = fitStage(2560, 1080);
    expect(wide.scale).toBe(1);
    expect(wide.left).toBe(320);
  });
});

describe('date range', () => {
  it('builds the shortcuts with the default times', () => {
    expect(lastDaysRange(new Date(2026, 10, 22, 15, 0, 0), 7)).toEqual({
      from: '2026-11-15 00:00:00',
      to: '2026-11-22 23:59:59',
    });
    expect(lastDaysRange(new Date(2026, 2, 1), 30)).toEqual({ from: '2026-01-30 00:00:00', to: '2026-03-01 23:59:59' });
  });
  it('fills missing times and refuses incomplete or reversed ranges', () => {
    expect(rangeFromParts({ fromDay: '2026-01-01', fromTime: '', toDay: '2026-01-02', toTime: '' })).toEqual({
      from: '2026-01-01 00:00:00',
      to: '2026-01-02 23:59:59',
    });
    expect(
      rangeFromParts({ fromDay: '2026-01-01', fromTime: '08:30', toDay: '2026-01-01', toTime: '09:00:10' }),
    ).toEqual({
      from: '2026-01-01 08:30:00',
      to: '2026-01-01 09:00:10',
    });
    expect(rangeFromParts({ fromDay: '', fromTime: '', toDay: '2026-01-02', toTime: '' })).toBeNull();
    expect(rangeFromParts({ fromDay: '2026-01-03', fromTime: '', toDay: '2026-01-02', toTime: '' })).toBeNull();
    expect(splitBound('2026-01-01 08:30:00', '00:00:00')).toEqual({ day: '2026-01-01', time: '08:30:00' });
    expect(splitBound(null, '23:59:59')).toEqual({ day: '', time: '23:59:59' });
  });
});

describe('layout styles', () => {
  it('follows spec 000 §2.4', () => {
    expect(layoutStyleFor(1, 1)).toBe('one');
    expect(layoutStyleFor(3, 1)).toBe('one');
    expect(layoutStyleFor(4, 2)).toBe('one');
    expect(layoutStyleFor(4, 1)).toBe('two');
    expect(layoutStyleFor(2, 2)).toBe('two');
    expect(layoutStyleFor(5, 2)).toBe('two');
  });
});

describe('area options', () => {
  it('orders and names counties by the dictionary and adds what only the tree has', () => {
    const merged = mergeCounties(
      [
        { dictKey: '532922', dictValue: '漾濞彝族自治县' },
        { dictKey: '532901', dictValue: '大理市' },
      ],
      [
        { value: '532901', title: '大理市', hasChildren: true },
        { value: '532922', title: '漾濞', hasChildren: false },
        { value: '532923', title: '祥云县', hasChildren: true },
      ],
    );
    expect(merged).toEqual([
      { code: '532922', name: '漾濞彝族自治县', hasChildren: false },
      { code: '532901', name: '大理市', hasChildren: true },
      { code: '532923', name: '祥云县', hasChildren: true },
    ]);
    expect(mergeCounties([], [])).toEqual([]);
  });
});

/** Issue 19 item 19: inside the workspace the stage covers the content area at a legible scale. */
describe('stage fill inside the workspace', () => {
  it('covers the whole box, without bars, at its aspect ratio', () => {
    for (const [w, h] of [
      [1200, 760],
      [1670, 930],
      [1000, 900],
      [2400, 1300],
    ] as const) {
      const fill = fillStage(w, h);
      expect(fill.width * fill.scale, `${w}×${h}`).toBeCloseTo(w, 6);
      expect(fill.height * fill.scale, `${w}×${h}`).toBeCloseTo(h, 6);
    }
  });

  it('keeps the text legible where letterboxing would shrink it (1440×900 window: 1200×760 content)', () => {
    expect(fitStage(1200, 760).scale).toBeCloseTo(0.625, 3);
    const fill = fillStage(1200, 760);
    expect(fill.scale).toBe(MIN_EMBEDDED_SCALE);
    expect(fill.width).toBe(1600);
  });

  it('gives the three columns at least the minimum width on a narrow area, and scales up on a large one', () => {
    expect(fillStage(900, 800).width).toBeCloseTo(MIN_EMBEDDED_WIDTH, 6);
    expect(fillStage(2400, 1350)).toEqual({ scale: 1.25, width: 1920, height: 1080 });
  });
});
