import { z } from 'zod';

/**
 * Where a window goes (issue 20 item 6): its size, position and maximised state are remembered per display
 * arrangement — the laptop alone and the laptop docked to two monitors each keep their own — and a window never
 * reopens off-screen: a remembered place on a display that is gone, or a window bigger than what is left, is
 * brought back onto a connected display. Pure, so the rules are tested with plain rectangles.
 */

export const rectSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Rect = z.infer<typeof rectSchema>;

export const placementSchema = z.object({
  /** The window's normal (restored) bounds, also when it was maximised. */
  bounds: rectSchema,
  maximized: z.boolean(),
});
export type Placement = z.infer<typeof placementSchema>;

/** What is stored: one placement per display arrangement, and the arrangement seen last. */
export const placementsFileSchema = z.object({
  byLayout: z.record(z.string().max(512), placementSchema),
  lastLayout: z.string().max(512).nullable(),
});
export type PlacementsFile = z.infer<typeof placementsFileSchema>;

export const emptyPlacements: PlacementsFile = { byLayout: {}, lastLayout: null };

/** The part of a display the rules need: its id and the work area (the screen without task bar and dock). */
export interface DisplayArea {
  id: number;
  workArea: Rect;
  primary: boolean;
}

/** The workspace's first size (the design size), and the smallest a window may be. */
export const DEFAULT_SIZE = { width: 1440, height: 900 };
export const MIN_SIZE = { width: 1024, height: 640 };
/** How much of the title bar must lie on a display for a window to count as on-screen (it can be dragged from there). */
const GRIP = { width: 120, height: 32 };
/** Max remembered arrangements: a laptop that meets many projectors must not grow the file for ever. */
export const MAX_LAYOUTS = 12;
/** Each further window opens this far right and down of the last, so two windows never sit exactly on top. */
export const CASCADE_STEP = 28;

/** The arrangement's name: every display's id and work area, in a stable order. */
export const layoutKey = (displays: readonly DisplayArea[]): string =>
  [...displays]
    .sort((a, b) => a.id - b.id)
    .map((d) => `${d.id}:${d.workArea.x},${d.workArea.y},${d.workArea.width}x${d.workArea.height}`)
    .join('|');

const overlap = (a: Rect, b: Rect): Rect | null => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
};

const area = (r: Rect | null): number => (r ? r.width * r.height : 0);

const primaryOf = (displays: readonly DisplayArea[]): DisplayArea | undefined =>
  displays.find((d) => d.primary) ?? displays[0];

/** True when the title bar's grip (its top strip) lies on some display, so the operator can reach and drag it. */
export const isReachable = (bounds: Rect, displays: readonly DisplayArea[]): boolean => {
  const grip: Rect = { x: bounds.x, y: bounds.y, width: bounds.width, height: GRIP.height };
  return displays.some((d) => {
    const part = overlap(grip, d.workArea);
    return part !== null && part.width >= Math.min(GRIP.width, bounds.width) && part.height >= GRIP.height / 2;
  });
};

/** The display a window mostly lies on; the primary when it lies on none. */
export const displayOf = (bounds: Rect, displays: readonly DisplayArea[]): DisplayArea | undefined => {
  let best: DisplayArea | undefined;
  let bestArea = 0;
  for (const d of displays) {
    const a = area(overlap(bounds, d.workArea));
    if (a > bestArea) {
      best = d;
      bestArea = a;
    }
  }
  return best ?? primaryOf(displays);
};

const clampSize = (size: { width: number; height: number }, work: Rect) => ({
  width: Math.max(Math.min(size.width, work.width), Math.min(MIN_SIZE.width, work.width)),
  height: Math.max(Math.min(size.height, work.height), Math.min(MIN_SIZE.height, work.height)),
});

/** A window of this size centred on the display's work area (shrunk to fit it). */
export const centredOn = (display: DisplayArea, size: { width: number; height: number } = DEFAULT_SIZE): Rect => {
  const { width, height } = clampSize(size, display.workArea);
  return {
    x: Math.round(display.workArea.x + (display.workArea.width - width) / 2),
    y: Math.round(display.workArea.y + (display.workArea.height - height) / 2),
    width,
    height,
  };
};

/** The bounds moved (and shrunk when needed) so the whole window lies inside the display's work area. */
export const fitInto = (bounds: Rect, display: DisplayArea): Rect => {
  const work = display.workArea;
  const { width, height } = clampSize(bounds, work);
  return {
    x: Math.min(Math.max(bounds.x, work.x), work.x + work.width - width),
    y: Math.min(Math.max(bounds.y, work.y), work.y + work.height - height),
    width,
    height,
  };
};

/**
 * A remembered place made safe for the displays connected now: kept as it is when its title bar is reachable and
 * it fits the display it lies on, else moved onto that display (or the primary, when it lies on none).
 */
export const onScreen = (bounds: Rect, displays: readonly DisplayArea[]): Rect => {
  const display = displayOf(bounds, displays);
  if (!display) return bounds;
  const fits = bounds.width <= display.workArea.width && bounds.height <= display.workArea.height;
  if (isReachable(bounds, displays) && fits) return bounds;
  return fitInto(isReachable(bounds, displays) ? bounds : centredOn(display, bounds), display);
};

/**
 * Where a workspace window opens: this arrangement's remembered place, else the last one seen (a new monitor
 * arrangement starts from the latest habit), else the design size centred on the primary display — always on a
 * connected display.
 */
export const placementFor = (file: PlacementsFile, displays: readonly DisplayArea[]): Placement => {
  const remembered =
    file.byLayout[layoutKey(displays)] ?? (file.lastLayout ? file.byLayout[file.lastLayout] : undefined);
  if (remembered) return { bounds: onScreen(remembered.bounds, displays), maximized: remembered.maximized };
  const primary = primaryOf(displays);
  return { bounds: primary ? centredOn(primary) : { x: 0, y: 0, ...DEFAULT_SIZE }, maximized: false };
};

/** Records a window's place under the current arrangement (the oldest arrangement goes past MAX_LAYOUTS). */
export const rememberPlacement = (
  file: PlacementsFile,
  displays: readonly DisplayArea[],
  placement: Placement,
): PlacementsFile => {
  const key = layoutKey(displays);
  const rest = Object.entries(file.byLayout).filter(([k]) => k !== key);
  const kept = rest.slice(Math.max(0, rest.length - (MAX_LAYOUTS - 1)));
  return { byLayout: Object.fromEntries([...kept, [key, placement]]), lastLayout: key };
};

/** Another window on top of open ones steps right and down until its corner is free (and stays on its display). */
export const cascade = (bounds: Rect, open: readonly Rect[], displays: readonly DisplayArea[]): Rect => {
  let next = bounds;
  for (let i = 0; i < 20 && open.some((o) => o.x === next.x && o.y === next.y); i += 1) {
    next = { ...next, x: next.x + CASCADE_STEP, y: next.y + CASCADE_STEP };
  }
  const display = displayOf(bounds, displays);
  return display ? fitInto(next, display) : next;
};

/**
 * A torn-off tab's window: the source window's size, with its title bar under the point where the tab was
 * dropped (a second monitor), kept on the display under that point.
 */
export const placeAtPoint = (
  point: { x: number; y: number },
  size: { width: number; height: number },
  displays: readonly DisplayArea[],
): Rect => {
  const under =
    displays.find((d) => overlap({ x: point.x, y: point.y, width: 1, height: 1 }, d.workArea) !== null) ??
    displayOf({ x: point.x, y: point.y, width: 1, height: 1 }, displays);
  const wanted: Rect = { x: Math.round(point.x - 120), y: Math.round(point.y - 16), ...size };
  return under ? fitInto(wanted, under) : wanted;
};
