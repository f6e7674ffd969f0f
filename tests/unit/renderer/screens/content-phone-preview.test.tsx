import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLiveForm, usePublishLiveForm } from '../../../../src/renderer/crud/core/live-forms';
import {
  buildPreview,
  firstImage,
  UNSAVED_ENTRANCE_ID,
  withEditedEntrance,
} from '../../../../src/renderer/screens/content/phone-preview-model';

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
    expect(added.map((entry) => entry.id)).toEqual([UNSAVED_ENTRANCE_ID, 'm1', 'm2']);
    expect(added[0].imageUrls).toBe('x.png');
    expect(withEditedEntrance(rows, adding, 'other page')).toBe(rows);
    expect(withEditedEntrance(rows, undefined, 'page')).toBe(rows);
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
