import { describe, expect, it } from 'vitest';
import { getResource, moveItem, renumber, sortRangeOf } from '../../../../src/shared/resources/index';

const items = (sorts: number[]) => sorts.map((sort, index) => ({ id: `r${index}`, label: `r${index}`, sort }));

describe('drag to sort', () => {
  it('moves one row up or down, leaving the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('renumbers from the range start and sends only the rows whose number changed', () => {
    const moved = moveItem(items([1, 2, 3, 4]), 3, 0);
    expect(renumber(moved, { min: 1, max: 100 })).toEqual([
      { id: 'r3', sort: 1 },
      { id: 'r0', sort: 2 },
      { id: 'r1', sort: 3 },
      { id: 'r2', sort: 4 },
    ]);
    expect(renumber(items([1, 2, 3]), { min: 1, max: 100 })).toEqual([]);
  });

  it('keeps numbers inside the field’s range and refuses rows that cannot fit', () => {
    expect(renumber(items(Array.from({ length: 100 }, (_, i) => i + 1)), { min: 1, max: 100 })).toEqual([]);
    expect(renumber(items(Array.from({ length: 101 }, (_, i) => i)), { min: 1, max: 100 })).toBeUndefined();
    expect(renumber(items([5, 0]), { min: 0, max: 10 })).toEqual([
      { id: 'r0', sort: 1 },
      { id: 'r1', sort: 2 },
    ]);
  });

  it('reads the range from the definition (app menus 1–100)', () => {
    const def = getResource('configAppMenu');
    expect(sortRangeOf(def.fields.find((field) => field.name === 'sort'))).toEqual({ min: 1, max: 100 });
  });
});
