import { describe, expect, it } from 'vitest';
import {
  chooseBoardDisplay,
  describeDisplays,
  KIOSK_ROUTE,
  wantsBoardAtStartup,
} from '../../../src/main/electron/windows/board-display';
import { defaultDisplayId } from '../../../src/main/host/board/board-control';

describe('kiosk display', () => {
  const primary = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
  const second = { id: 2, bounds: { x: 1920, y: 0, width: 1920, height: 1080 } };
  it('places the kiosk on the given display while it is connected, else the primary', () => {
    expect(chooseBoardDisplay([primary, second], primary, 2)).toBe(second);
    expect(chooseBoardDisplay([primary], primary, 2)).toBe(primary);
    expect(chooseBoardDisplay([primary, second], primary, null)).toBe(primary);
  });
  it('opens at start-up by setting or --board, on the board’s own full-window route', () => {
    expect(wantsBoardAtStartup(['electron', '.', '--board'], false)).toBe(true);
    expect(wantsBoardAtStartup(['electron', '.'], true)).toBe(true);
    expect(wantsBoardAtStartup(['electron', '.'], false)).toBe(false);
    expect(KIOSK_ROUTE).toBe('/visualization/index');
  });
  it('describes the displays for the operator: primary first, then left to right, named or numbered', () => {
    const left = { id: 7, label: '', bounds: { x: -1280, y: 0, width: 1280, height: 1024 } };
    const wall = { id: 2528732444, label: ' LG TV ', bounds: { x: 1920, y: 0, width: 3840.4, height: 2160 } };
    expect(describeDisplays([wall, primary, left], 1, '显示器')).toEqual([
      { id: 1, label: '显示器 1', size: { width: 1920, height: 1080 }, primary: true },
      { id: 7, label: '显示器 2', size: { width: 1280, height: 1024 }, primary: false },
      { id: 2528732444, label: 'LG TV', size: { width: 3840, height: 2160 }, primary: false },
    ]);
  });
  it('opens by default on the remembered display while connected, else the primary', () => {
    const displays = describeDisplays([primary, second], 2, 'Display');
    expect(defaultDisplayId(displays, null)).toBe(2);
    expect(defaultDisplayId(displays, 1)).toBe(1);
    expect(defaultDisplayId(displays, 99)).toBe(2);
    expect(defaultDisplayId([], 1)).toBeNull();
  });
});
