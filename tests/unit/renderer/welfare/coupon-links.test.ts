import { describe, expect, it } from 'vitest';
import { goodsOptions } from '../../../../src/renderer/screens/welfare/coupon/CouponLinkDialog';
import { overLimit } from '../../../../src/renderer/screens/welfare/ProbabilityWarning';

describe('the coupon goods picker', () => {
  it('groups the products under their merchants, in the order met', () => {
    const options = goodsOptions([
      { id: '1', name: '游船票', merchantId: 'm1', merchantName: '洱海渔家' },
      { id: '2', name: '扎染体验', merchantId: 'm2', merchantName: '周城扎染' },
      { id: '3', name: '晚餐套餐', merchantId: 'm1', merchantName: '洱海渔家' },
    ]);
    expect(options).toEqual([
      {
        value: 'merchant:m1',
        label: '洱海渔家',
        children: [
          { value: '1', label: '游船票' },
          { value: '3', label: '晚餐套餐' },
        ],
      },
      { value: 'merchant:m2', label: '周城扎染', children: [{ value: '2', label: '扎染体验' }] },
    ]);
  });
});

describe('the lucky-draw probability warning', () => {
  it('names only activities above 10000 ten-thousandths', () => {
    const rows = [
      { id: 'a', name: '满额', probabilityTotal: 10000 },
      { id: 'b', name: '超额', probabilityTotal: 10001 },
    ];
    expect(overLimit(rows).map((row) => row.id)).toEqual(['b']);
  });
});
