import { useEffect, type RefObject } from 'react';

/** What one animation frame needs to know about a scrolling box. */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Pixels moved per animation frame (spec 000 §9: "scroll 1 pixel per frame"). */
export const SCROLL_STEP = 1;

/**
 * Where the list goes on the next frame: one step down, back to the top once the bottom has been shown, and
 * nowhere when everything fits (null: leave scrollTop alone). Half a pixel of slack because browsers round
 * scroll offsets on fractional device pixel ratios and the last step could otherwise never "reach" the bottom.
 */
export const nextScrollTop = ({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): number | null => {
  const bottom = scrollHeight - clientHeight;
  if (bottom <= 0) return null;
  if (scrollTop >= bottom - 0.5) return 0;
  return Math.min(scrollTop + SCROLL_STEP, bottom);
};

export interface AutoScrollOptions {
  /** Off: the list stays where it is (e.g. while its data loads). */
  enabled?: boolean;
}

/**
 * Scrolls the element 1 px per animation frame with one requestAnimationFrame loop that writes scrollTop only
 * (no React state per frame, so a list never re-renders because it moves). Pauses while the pointer is over the
 * list or it holds keyboard focus (the reader is looking at a row), and while the document is hidden (the loop
 * is cancelled, not just idle, so a minimised kiosk costs nothing). Ignores prefers-reduced-motion on purpose:
 * the board is a wall display whose lists must move by themselves (spec 000 §2.4); a reader who needs it still
 * can stop a list by hovering or focusing it.
 */
export const useAutoScroll = (ref: RefObject<HTMLElement | null>, { enabled = true }: AutoScrollOptions = {}) => {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let frame = 0;
    let hovered = false;
    let focused = false;
    // Our own idea of the offset: a transform-scaled board can read back a scrollTop snapped to device pixels,
    // and 1 px steps computed from that could stall; a big difference means someone else scrolled (the wheel
    // while hovering, new rows), and then the element is right.
    let position = element.scrollTop;

    const tick = () => {
      frame = requestAnimationFrame(tick);
      if (hovered || focused) return;
      if (Math.abs(element.scrollTop - position) > 2) position = element.scrollTop;
      const next = nextScrollTop({
        scrollTop: position,
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
      });
      if (next === null) return;
      position = next;
      element.scrollTop = next;
    };
    const start = () => {
      if (frame === 0 && !document.hidden) frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    const onEnter = () => (hovered = true);
    const onLeave = () => (hovered = false);
    const onFocusIn = () => (focused = true);
    const onFocusOut = (event: FocusEvent) => {
      // Focus moving between rows of the same list keeps it paused.
      focused = event.relatedTarget instanceof Node && element.contains(event.relatedTarget);
    };

    element.addEventListener('mouseenter', onEnter);
    element.addEventListener('mouseleave', onLeave);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('visibilitychange', onVisibility);
    start();
    return () => {
      stop();
      element.removeEventListener('mouseenter', onEnter);
      element.removeEventListener('mouseleave', onLeave);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ref, enabled]);
};
