import { describe, expect, it } from 'vitest';
import { resource } from '../../../../src/shared/resources/kit';
import { cellText } from '../../../../src/renderer/crud/core/cell-text';
import { isWireNull } from '../../../../src/renderer/crud/core/form-fields';

const r = resource('welfare', 'wireNullProbe', {
  zh: { title: '探针', fields: { total: '发放总数', delta: '调整', price: '价格' } },
  en: { title: 'Probe', fields: { total: 'Total', delta: 'Delta', price: 'Price' } },
});

const total = r.integer('total', { min: 1 });
const delta = r.integer('delta');
const price = r.money('price', { min: 0 });

describe('a null number on the wire (-1)', () => {
  it('is empty where the rules allow no negative, a number where they allow it', () => {
    expect(isWireNull(total, -1)).toBe(true);
    expect(isWireNull(price, '-1')).toBe(true);
    expect(isWireNull(delta, -1)).toBe(false);
    expect(isWireNull(total, 5)).toBe(false);
  });

  it('shows an unlimited coupon total as blank, never -1', () => {
    const labels = new Map();
    expect(cellText(total, { total: -1 }, labels, 'zh')).toBe('');
    expect(cellText(delta, { delta: -1 }, labels, 'zh')).toBe('-1');
    expect(cellText(total, { total: 20 }, labels, 'zh')).toBe('20');
  });
});
