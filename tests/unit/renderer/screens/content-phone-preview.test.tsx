import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLiveForm, usePublishLiveForm } from '../../../../src/renderer/crud/core/live-forms';
import {
  buildPreview,
  firstImage,
  withEditedEntrance,
} from '../../../../src/renderer/screens/content/phone-preview-model';
import {
  citiesOf,
  pageFor,
  shownConfigRows,
  UNSAVED_ROW_ID,
  withEditedConfigRow,
} from '../../../../src/renderer/screens/content/preview-rows';

const row = (id: string, extra: Record<string, unknown>) => ({ id, dictValue: id, ...extra });

describe('the phone preview of a home page', () => {
  const rows = [
    row('c1b', { secondPageClass: 1, menuPosition: 1, sort: 2 }),
    row('c1a', { secondPageClass: 1, menuPosition: 1, sort: 1 }),
    row('c2', { secondPageClass: 1, menuPosition: 2, sort: 1, isSealed: 1 }),
    row('c3', { secondPageClass: 1, menuPosition: 3, sort: 1 }),
    row('m2', { secondPageClass: 2, menuPosition: 4, sort: 2 }),
    row('m1', { secondPageClass: 2, menuPosition: 4, sort: 1 }),
    row('top', { secondPageClass: 4, menuPosition: 0, isTop: 0, tagName: '必游', imageUrls: 'a.png,b.png,c.png' }),
    row('tab', { secondPageClass: 3, menuPosition: 5, sort: 1 }),
    row('hot', { secondPageClass: 5, sort: 1 }),
  ];

  it('leaves hidden entrances out and keeps each group in sort order', () => {
    const model = buildPreview(rows);
    expect(model.carousels.map((slot) => slot.map((entry) => entry.id))).toEqual([['c1a', 'c1b'], [], ['c3']]);
    expect(model.functionMenu.map((entry) => entry.id)).toEqual(['m1', 'm2']);
    expect(model.recommended.map((entry) => entry.id)).toEqual(['top']);
    expect(model.bottomMenu.map((entry) => entry.id)).toEqual(['tab']);
    expect(model.hotAreas.map((entry) => entry.id)).toEqual(['hot']);
  });

  it('changes when a carousel row is hidden or re-sorted', () => {
    const hidden = buildPreview(rows.map((entry) => (entry.id === 'c1a' ? { ...entry, isSealed: 1 } : entry)));
    expect(hidden.carousels[0].map((entry) => entry.id)).toEqual(['c1b']);
    const resorted = buildPreview(rows.map((entry) => (entry.id === 'c1b' ? { ...entry, sort: 0 } : entry)));
    expect(resorted.carousels[0][0].id).toBe('c1b');
  });

  it('shows the first of a recommended entrance’s images', () => {
    expect(firstImage(' a.png , b.png')).toBe('a.png');
    expect(firstImage('')).toBeUndefined();
  });

  it('shows an open form before it is saved: an edit in place, a new entrance on its page only', () => {
    const hiding = withEditedEntrance(rows, { mode: 'update', recordKey: 'c1a', values: { isSealed: '1' } }, 'page');
    expect(buildPreview(hiding).carousels[0].map((entry) => entry.id)).toEqual(['c1b']);
    const renamed = withEditedEntrance(
      rows,
      { mode: 'update', recordKey: 'm1', values: { dictValue: '新名' } },
      'page',
    );
    expect(buildPreview(renamed).functionMenu[0]).toMatchObject({ id: 'm1', dictValue: '新名' });

    const adding = {
      mode: 'create' as const,
      values: {
        parentId: 'page',
        secondPageClass: 2,
        menuPosition: 4,
        sort: 0,
        dictValue: '新入口',
        imageUrls: ['x.png'],
      },
    };
    const added = buildPreview(withEditedEntrance(rows, adding, 'page')).functionMenu;
    expect(added.map((entry) => entry.id)).toEqual([UNSAVED_ROW_ID, 'm1', 'm2']);
    expect(added[0].imageUrls).toBe('x.png');
    expect(withEditedEntrance(rows, adding, 'other page')).toBe(rows);
    expect(withEditedEntrance(rows, undefined, 'page')).toBe(rows);
  });
});

describe('the launch pages, app menu and bottom tabs in the preview', () => {
  const tabs = [
    { id: 't3', name: '我的', sort: 3, status: 1, themeVersion: 1 },
    { id: 't1', name: '首页', sort: 1, status: 1, themeVersion: 1 },
    { id: 't2', name: '发现', sort: 2, status: 0, themeVersion: 1 },
  ];

  it('leaves hidden rows out and keeps the sort order', () => {
    expect(shownConfigRows(tabs).map((tab) => tab.id)).toEqual(['t1', 't3']);
    expect(shownConfigRows([{ id: 'x' }]).map((tab) => tab.id)).toEqual(['x']);
  });

  it('shows an open form of the chosen theme version before it is saved', () => {
    const hiding = withEditedConfigRow(
      tabs,
      { mode: 'update', recordKey: 't1', values: { status: 0, themeVersion: 1 } },
      '1',
    );
    expect(shownConfigRows(hiding).map((tab) => tab.id)).toEqual(['t3']);
    // Moved to another theme version it leaves this one; moved here from another it joins.
    const moved = withEditedConfigRow(tabs, { mode: 'update', recordKey: 't3', values: { themeVersion: 2 } }, '1');
    expect(moved.map((tab) => tab.id)).toEqual(['t1', 't2']);
    const joined = withEditedConfigRow(
      tabs,
      { mode: 'update', recordKey: 't9', values: { name: '行程', sort: 0, themeVersion: '1', status: 1 } },
      '1',
    );
    expect(shownConfigRows(joined)[0]).toMatchObject({ id: 't9', name: '行程' });
    const adding = { mode: 'create' as const, values: { name: '新', sort: 2, themeVersion: '' } };
    expect(shownConfigRows(withEditedConfigRow(tabs, adding, '1')).map((tab) => tab.id)).toEqual([
      't1',
      UNSAVED_ROW_ID,
      't3',
    ]);
    expect(withEditedConfigRow(tabs, { ...adding, values: { themeVersion: 3 } }, '1')).toBe(tabs);
  });

  it("offers each city once and shows the city's page made for the theme version, else its first", () => {
    const pages = [
      { id: 'p1', regionCode: '532901', dictValue: '大理市首页', themeVersion: '1' },
      { id: 'p2', regionCode: '532901', dictValue: '大理市关怀版', themeVersion: '2' },
      { id: 'p3', regionCode: '532922', dictValue: '漾濞首页', themeVersion: '1' },
    ];
    expect(citiesOf(pages).map((page) => page.id)).toEqual(['p1', 'p3']);
    expect(pageFor(pages, '532901', '2')?.id).toBe('p2');
    expect(pageFor(pages, '532901', '3')?.id).toBe('p1');
    expect(pageFor(pages, '532922', '2')?.id).toBe('p3');
    expect(pageFor(pages, undefined, '1')).toBeUndefined();
  });
});

describe('live forms', () => {
  it('are readable by the resource while an add or edit form is open, and gone when it closes', () => {
    const reader = renderHook(() => useLiveForm('appHomePageConfig'));
    const form = renderHook(({ values }) => usePublishLiveForm('appHomePageConfig', 'update', '42', values), {
      initialProps: { values: { dictValue: '甲' } as Record<string, unknown> },
    });
    expect(reader.result.current).toEqual({ mode: 'update', recordKey: '42', values: { dictValue: '甲' } });
    form.rerender({ values: { dictValue: '乙' } });
    expect(reader.result.current?.values).toEqual({ dictValue: '乙' });
    act(() => form.unmount());
    expect(reader.result.current).toBeUndefined();

    const viewing = renderHook(() => usePublishLiveForm('appHomePageConfig', 'view', '42', { dictValue: '丙' }));
    expect(reader.result.current).toBeUndefined();
    viewing.unmount();
  });
});
