import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoScrollList } from '../../../../../src/renderer/board/widgets/auto-scroll-list';
import { nextScrollTop } from '../../../../../src/renderer/board/widgets/use-auto-scroll';

/** A hand-cranked requestAnimationFrame: `frames(n)` runs n animation frames. */
let queue = new Map<number, FrameRequestCallback>();
let nextId = 1;
const frames = (n: number) => {
  for (let i = 0; i < n; i += 1) {
    const due = [...queue.values()];
    queue = new Map();
    for (const callback of due) callback(performance.now());
  }
};

beforeEach(() => {
  queue = new Map();
  nextId = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    const id = nextId++;
    queue.set(id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => queue.delete(id));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'hidden');
});

/** jsdom lays nothing out: give the box the sizes a browser would. */
const sized = (scrollHeight: number, clientHeight: number) => {
  render(
    <AutoScrollList label="列表" height={clientHeight} testId="list">
      <p>row</p>
    </AutoScrollList>,
  );
  const box = screen.getByTestId('list');
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: clientHeight });
  return box;
};

describe('nextScrollTop', () => {
  it('steps one pixel, jumps to the top after the bottom and stays put when the content fits', () => {
    expect(nextScrollTop({ scrollTop: 0, scrollHeight: 500, clientHeight: 100 })).toBe(1);
    expect(nextScrollTop({ scrollTop: 399, scrollHeight: 500, clientHeight: 100 })).toBe(400);
    expect(nextScrollTop({ scrollTop: 400, scrollHeight: 500, clientHeight: 100 })).toBe(0);
    expect(nextScrollTop({ scrollTop: 399.6, scrollHeight: 500, clientHeight: 100 })).toBe(0);
    expect(nextScrollTop({ scrollTop: 0, scrollHeight: 100, clientHeight: 100 })).toBeNull();
    expect(nextScrollTop({ scrollTop: 0, scrollHeight: 80, clientHeight: 100 })).toBeNull();
  });
});

describe('AutoScrollList', () => {
  it('moves 1 px per animation frame', () => {
    const box = sized(500, 100);
    frames(1);
    expect(box.scrollTop).toBe(1);
    frames(29);
    expect(box.scrollTop).toBe(30);
  });

  it('jumps back to the top once the bottom has been shown', () => {
    const box = sized(110, 100);
    frames(10);
    expect(box.scrollTop).toBe(10);
    frames(1);
    expect(box.scrollTop).toBe(0);
    frames(3);
    expect(box.scrollTop).toBe(3);
  });

  it('does not move when everything fits', () => {
    const box = sized(100, 100);
    frames(20);
    expect(box.scrollTop).toBe(0);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    const box = sized(500, 100);
    frames(5);
    fireEvent.mouseEnter(box);
    frames(20);
    expect(box.scrollTop).toBe(5);
    fireEvent.mouseLeave(box);
    frames(2);
    expect(box.scrollTop).toBe(7);
  });

  it('pauses while it holds keyboard focus', () => {
    const box = sized(500, 100);
    frames(4);
    box.focus();
    frames(10);
    expect(box.scrollTop).toBe(4);
    box.blur();
    frames(1);
    expect(box.scrollTop).toBe(5);
  });

  it('continues from where the reader left it after scrolling by hand', () => {
    const box = sized(500, 100);
    frames(3);
    fireEvent.mouseEnter(box);
    box.scrollTop = 200;
    fireEvent.mouseLeave(box);
    frames(1);
    expect(box.scrollTop).toBe(201);
  });

  it('cancels its loop while the document is hidden and restarts when shown', () => {
    const box = sized(500, 100);
    frames(2);
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(queue.size).toBe(0);
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    document.dispatchEvent(new Event('visibilitychange'));
    frames(1);
    expect(box.scrollTop).toBe(3);
    expect(queue.size).toBe(1);
  });

  it('stops its loop when unmounted', () => {
    sized(500, 100);
    expect(queue.size).toBe(1);
    cleanup();
    expect(queue.size).toBe(0);
  });
});
