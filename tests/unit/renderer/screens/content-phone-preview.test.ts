import { describe, expect, it } from 'vitest';
import { buildPreview, firstImage } from '../../../../src/renderer/screens/content/phone-preview-model';

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
});
