import { describe, expect, it } from 'vitest';
import {
  cascade,
  CASCADE_STEP,
  DEFAULT_SIZE,
  emptyPlacements,
  isReachable,
  layoutKey,
  MAX_LAYOUTS,
  onScreen,
  placeAtPoint,
  placementFor,
  placementsFileSchema,
  rememberPlacement,
  type DisplayArea,
} from '../../../src/main/host/windows/window-placement';

// A 1920×1080 laptop screen (task bar 40 px at the bottom) and a 2560×1440 monitor to its right.
const laptop: DisplayArea = { id: 1, primary: true, workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
const monitor: DisplayArea = { id: 2, primary: false, workArea: { x: 1920, y: 0, width: 2560, height: 1400 } };
const docked = [laptop, monitor];
const alone = [laptop];

describe('window placement per display arrangement', () => {
  it('opens the design size centred on the primary display the first time', () => {
    expect(placementFor(emptyPlacements, docked)).toEqual({
      bounds: { x: 240, y: 70, width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height },
      maximized: false,
    });
  });

  it('remembers a place per arrangement: docked on the monitor, alone on the laptop', () => {
    let file = rememberPlacement(emptyPlacements, docked, {
      bounds: { x: 2200, y: 100, width: 1600, height: 1000 },
      maximized: true,
    });
    file = rememberPlacement(file, alone, { bounds: { x: 10, y: 20, width: 1200, height: 800 }, maximized: false });
    expect(placementFor(file, docked)).toEqual({
      bounds: { x: 2200, y: 100, width: 1600, height: 1000 },
      maximized: true,
    });
    expect(placementFor(file, alone)).toEqual({ bounds: { x: 10, y: 20, width: 1200, height: 800 }, maximized: false });
    // The file survives a round trip through its schema (what electron-store hands back).
    expect(placementsFileSchema.parse(JSON.parse(JSON.stringify(file)))).toEqual(file);
  });

  it('never reopens off-screen: a place on the unplugged monitor comes back onto the laptop, whole', () => {
    const file = rememberPlacement(emptyPlacements, docked, {
      bounds: { x: 2200, y: 100, width: 1600, height: 1000 },
      maximized: false,
    });
    // A new arrangement (monitor gone) starts from the last habit, made safe.
    const { bounds } = placementFor(file, alone);
    expect(isReachable(bounds, alone)).toBe(true);
    expect(bounds.x).toBeGreaterThanOrEqual(0);
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(1920);
    expect(bounds.y + bounds.height).toBeLessThanOrEqual(1040);
    expect(bounds.width).toBe(1600);
  });

  it('keeps a reachable place, pulls a window whose title bar is above the screen back down, shrinks one too big', () => {
    expect(onScreen({ x: 100, y: 50, width: 1200, height: 800 }, alone)).toEqual({
      x: 100,
      y: 50,
      width: 1200,
      height: 800,
    });
    const above = onScreen({ x: 100, y: -500, width: 1200, height: 800 }, alone);
    expect(above.y).toBeGreaterThanOrEqual(0);
    expect(isReachable(above, alone)).toBe(true);
    const huge = onScreen({ x: 0, y: 0, width: 4000, height: 3000 }, alone);
    expect(huge).toEqual({ x: 0, y: 0, width: 1920, height: 1040 });
    // A window only a sliver of which shows (its grip off the edge) is not reachable.
    expect(isReachable({ x: 1900, y: 10, width: 1200, height: 800 }, alone)).toBe(false);
    expect(isReachable({ x: 1900, y: 10, width: 1200, height: 800 }, docked)).toBe(true);
  });

  it('names an arrangement by its displays whatever their order, and keeps at most MAX_LAYOUTS of them', () => {
    expect(layoutKey([monitor, laptop])).toBe(layoutKey(docked));
    expect(layoutKey(alone)).not.toBe(layoutKey(docked));
    const projector = (i: number): DisplayArea => ({
      id: 100 + i,
      primary: false,
      workArea: { x: 1920, y: 0, width: 1024, height: 768 },
    });
    let file = emptyPlacements;
    for (let i = 0; i < MAX_LAYOUTS + 5; i += 1) {
      file = rememberPlacement(file, [laptop, projector(i)], {
        bounds: { x: 0, y: 0, width: 1100, height: 700 },
        maximized: false,
      });
    }
    expect(Object.keys(file.byLayout)).toHaveLength(MAX_LAYOUTS);
    expect(file.lastLayout).toBe(layoutKey([laptop, projector(MAX_LAYOUTS + 4)]));
    expect(file.byLayout[layoutKey([laptop, projector(0)])]).toBeUndefined();
  });

  it('cascades a second window off the first, staying on its display', () => {
    const first = { x: 240, y: 70, width: 1440, height: 900 };
    expect(cascade(first, [first], alone)).toEqual({
      x: 240 + CASCADE_STEP,
      y: 70 + CASCADE_STEP,
      width: 1440,
      height: 900,
    });
    expect(cascade(first, [], alone)).toEqual(first);
    const corner = { x: 480, y: 140, width: 1440, height: 900 };
    const moved = cascade(corner, [corner], alone);
    expect(moved.x + moved.width).toBeLessThanOrEqual(1920);
    expect(moved.y + moved.height).toBeLessThanOrEqual(1040);
  });

  it('puts a torn-off tab under the drop point, on the display there', () => {
    const bounds = placeAtPoint({ x: 3000, y: 400 }, { width: 1440, height: 900 }, docked);
    expect(bounds).toEqual({ x: 2880, y: 384, width: 1440, height: 900 });
    // Dropped near the monitor's right edge: the window stays on the monitor.
    const edge = placeAtPoint({ x: 4470, y: 1390 }, { width: 1440, height: 900 }, docked);
    expect(edge.x + edge.width).toBeLessThanOrEqual(1920 + 2560);
    expect(edge.y + edge.height).toBeLessThanOrEqual(1400);
  });
});
