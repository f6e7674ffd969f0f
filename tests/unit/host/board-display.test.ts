import { describe, expect, it } from 'vitest';
import { chooseBoardDisplay, wantsBoardAtStartup } from '../../../src/main/electron/windows/board-display';

describe('kiosk display', () => {
  const primary = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
  const second = { id: 2, bounds: { x: 1920, y: 0, width: 1920, height: 1080 } };
  it('uses the remembered display while it is connected, else the primary', () => {
    expect(chooseBoardDisplay([primary, second], primary, 2)).toBe(second);
    expect(chooseBoardDisplay([primary], primary, 2)).toBe(primary);
    expect(chooseBoardDisplay([primary, second], primary, null)).toBe(primary);
  });
  it('opens at start-up by setting or --board', () => {
    expect(wantsBoardAtStartup(['electron', '.', '--board'], false)).toBe(true);
    expect(wantsBoardAtStartup(['electron', '.'], true)).toBe(true);
    expect(wantsBoardAtStartup(['electron', '.'], false)).toBe(false);
  });
});
