import { describe, expect, it } from 'vitest';
import {
  welfareGoodsChanges,
  welfareGoodsOptions,
} from '../../../../src/renderer/screens/union/union-welfare/welfare-goods';

// 适用商品 of a union welfare (issue 14 item 4): linked and candidate goods by merchant, and what a save sends.

const linked = [
  { id: 'L1', productId: 'P1', productName: '洱海游船票', merchantName: '苍山旅居' },
  { id: 'L2', productId: 'P2', productName: '三塔门票', merchantName: '崇圣寺' },
];
const candidates = [
  { id: 'P3', name: '乳扇礼盒', merchantName: '苍山旅居' },
  { id: 'P1', name: '洱海游船票', merchantName: '苍山旅居' },
];

describe('union welfare goods', () => {
  it('groups linked and candidate products under their merchants, each product once', () => {
    expect(welfareGoodsOptions(linked, candidates)).toEqual([
      {
        value: 'merchant:苍山旅居',
        label: '苍山旅居',
        children: [
          { value: 'P1', label: '洱海游船票' },
          { value: 'P3', label: '乳扇礼盒' },
        ],
      },
      { value: 'merchant:崇圣寺', label: '崇圣寺', children: [{ value: 'P2', label: '三塔门票' }] },
    ]);
  });

  it('links the newly checked products and unlinks the unchecked by their link rows', () => {
    expect(welfareGoodsChanges(linked, new Set(['merchant:苍山旅居', 'P1', 'P3']))).toEqual({
      add: ['P3'],
      remove: ['L2'],
    });
    expect(welfareGoodsChanges(linked, new Set(['P1', 'P2']))).toEqual({ add: [], remove: [] });
  });
});
