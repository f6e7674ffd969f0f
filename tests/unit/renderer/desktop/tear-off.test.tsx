import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCarriedList } from '../../../../src/renderer/crud-desktop/carried-list';
import {
  isSatelliteWindow,
  markSatellite,
  readSatelliteTabs,
  takeHandoffParam,
  writeSatelliteTabs,
} from '../../../../src/renderer/platform/window-role';
import {
  collectCarried,
  provideCarried,
  useCarriedIn,
  useCarryOut,
} from '../../../../src/renderer/shell/page-hooks/carried-state';
import { isOutsideWindow } from '../../../../src/renderer/shell/tear-off/use-tab-moves';

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

describe('a window opened for a torn-off tab', () => {
  it('takes its handoff from the route (browser router) and removes it from the address', () => {
    window.history.replaceState(null, '', '/system/user?deptId=3&dali-handoff=abcdef12-34');
    expect(takeHandoffParam()).toBe('abcdef12-34');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/system/user?deptId=3');
    expect(takeHandoffParam()).toBeNull();
  });

  it('and from a hash route (app://)', () => {
    window.history.replaceState(null, '', '/index.html#/system/user?dali-handoff=abcdef12-34');
    expect(takeHandoffParam()).toBe('abcdef12-34');
    expect(window.location.hash).toBe('#/system/user');
  });

  it('keeps its own tabs in its session storage, never the user’s', () => {
    expect(isSatelliteWindow()).toBe(false);
    markSatellite();
    expect(isSatelliteWindow()).toBe(true);
    const tab = { label: '用户管理', value: '/system/user', params: {}, query: {}, meta: {}, group: [] };
    writeSatelliteTabs({ tabs: [tab, { ...tab, value: '//evil' }], active: '/elsewhere' });
    expect(readSatelliteTabs()).toEqual({ tabs: [tab], active: '/system/user' });
  });
});

describe('what a page carries to another window', () => {
  const Page = ({ onCarried }: { onCarried: (value: number | undefined) => void }) => {
    onCarried(useCarriedIn('count', (v): v is number => typeof v === 'number'));
    useCarryOut('count', () => 42);
    return null;
  };

  it('hands out its snapshot while on screen, and takes what was carried once', () => {
    const seen: Array<number | undefined> = [];
    provideCarried('/system/user?x=1', { count: 7, other: 'x' });
    const { unmount } = render(
      <MemoryRouter initialEntries={['/system/user?x=1']}>
        <Page onCarried={(value) => seen.push(value)} />
      </MemoryRouter>,
    );
    expect(seen[0]).toBe(7);
    expect(collectCarried('/system/user?x=1')).toEqual({ count: 42 });
    act(() => unmount());
    expect(collectCarried('/system/user?x=1')).toEqual({});
    // Taken once: a page opened again later starts the usual way.
    const again: Array<number | undefined> = [];
    render(
      <MemoryRouter initialEntries={['/system/user?x=1']}>
        <Page onCarried={(value) => again.push(value)} />
      </MemoryRouter>,
    );
    expect(again[0]).toBeUndefined();
  });

  it('a list’s state is checked before it is used', () => {
    expect(isCarriedList({ values: { account: 'a' }, current: 2, size: 10, sort: { field: 'x', order: 'desc' } })).toBe(
      true,
    );
    expect(isCarriedList({ values: {}, current: 1.5, size: 10, sort: null })).toBe(false);
    expect(isCarriedList({ values: {}, current: 1, size: 10, sort: { field: 'x', order: 'sideways' } })).toBe(false);
    expect(isCarriedList('list')).toBe(false);
  });
});

describe('dragging a tab out', () => {
  const win = { screenX: 100, screenY: 50, outerWidth: 1440, outerHeight: 900 };
  it('becomes a window only outside this one', () => {
    expect(isOutsideWindow({ x: 700, y: 400 }, win)).toBe(false);
    expect(isOutsideWindow({ x: 1540, y: 400 }, win)).toBe(true);
    expect(isOutsideWindow({ x: 700, y: 20 }, win)).toBe(true);
    expect(isOutsideWindow({ x: 99, y: 400 }, win)).toBe(true);
  });
});
