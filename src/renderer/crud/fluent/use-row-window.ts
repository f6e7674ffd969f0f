import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/** Pages up to this many rows render every row; longer pages (100, 200) render the rows in view. */
export const WINDOW_FROM = 60;
/** A one-line row: 6 px padding each side around a 20 px line, plus the 1 px border. */
const ROW_ESTIMATE = 33;
/** Rows kept rendered beyond each edge of the view, so a wheel turn or PageDown never shows a gap. */
const OVERSCAN = 10;

export interface RowWindow {
  /** Whether the table renders only part of its rows. */
  windowed: boolean;
  /** Positions (into the page's rows) to render, in order. */
  positions: readonly number[];
  /** Heights of the spacer rows standing in for the rows before and after. */
  before: number;
  after: number;
  /** Measures a rendered row's real height (rows with controls are taller than text rows). */
  measure: (row: HTMLTableRowElement | null) => void;
}

const noMeasure = () => undefined;
const fallbackHeight = () => (typeof window === 'undefined' ? 800 : window.innerHeight);

/**
 * Row windowing for the list table. Rendering 200 rows × 15 columns costs most of its time in layout and
 * paint of rows nobody sees (the list scrolls inside its own box); with a window only ~30 rows exist in the
 * DOM, and spacer rows keep the scroll height and the scroll bar true. Short pages skip it, so their rows
 * stay in the DOM for find-in-page.
 */
export const useRowWindow = (
  count: number,
  scrollRef: RefObject<HTMLElement | null>,
  /** The row's identity, so measured heights follow rows when a tree opens rows above them. */
  keyAt: (index: number) => string,
): RowWindow => {
  const windowed = count > WINDOW_FROM;
  // No React Compiler here; `measureElement` is a stable method of the virtualizer, safe in memoised rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: windowed ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: keyAt,
    overscan: OVERSCAN,
    // Before the box is measured, assume it is as tall as the window, so the first paint already shows rows.
    initialRect: { width: 0, height: fallbackHeight() },
  });
  if (!windowed) {
    return {
      windowed,
      positions: Array.from({ length: count }, (_, index) => index),
      before: 0,
      after: 0,
      measure: noMeasure,
    };
  }
  const items = virtualizer.getVirtualItems();
  if (items.length === 0) {
    // A box with no height yet (a hidden tab, a page not laid out) gets the window's worth of first rows;
    // the virtualizer takes over once its size observer reports the real box.
    const shown = Math.min(count, Math.ceil(fallbackHeight() / ROW_ESTIMATE) + OVERSCAN);
    return {
      windowed,
      positions: Array.from({ length: shown }, (_, index) => index),
      before: 0,
      after: (count - shown) * ROW_ESTIMATE,
      measure: noMeasure,
    };
  }
  const first = items[0];
  const last = items[items.length - 1];
  // Offsets count from the top of the body; the sticky header above it is one row, well inside the overscan.
  return {
    windowed,
    positions: items.map((item) => item.index),
    before: first.start,
    after: Math.max(0, virtualizer.getTotalSize() - last.end),
    measure: virtualizer.measureElement,
  };
};
