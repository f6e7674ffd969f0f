import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetailAnswers } from '../../../../src/renderer/screens/order/product-order/use-order-detail';
import { ORDER_DETAIL_CALLS } from '../../../../src/renderer/screens/order/product-order/use-order-detail';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { OrderDetailSections } from '../../../../src/renderer/screens/order/product-order/OrderDetailSections';
import { ProductOrderScreen } from '../../../../src/renderer/screens/order/ProductOrderScreen';
import { grantButtons, renderCrud } from '../crud/crud-harness';

type Request = { method: string; url: string; params?: Record<string, string> };

const WRITTEN_OFF: OrderDetailAnswers = {
  writeOff: {
    orderId: '102',
    orderNo: 'DD20250301002',
    payStatus: 2,
    writeoffDate: '2025-03-02 10:15:00',
    operatorName: '杨柜员',
    history: [
      {
        action: 'writeOff',
        fromState: '1',
        toState: '2',
        operatorName: '杨柜员',
        time: '2025-03-02 10:15:00',
        remark: '',
      },
    ],
  },
  income: {
    orderId: '102',
    orderNo: 'DD20250301002',
    orderMoney: 300,
    discountMoney: 20,
    shopWelfare: 0,
    payMoney: 280,
    returnMoney: 0,
    deductMoney: 0,
    parts: [
      {
        sourceType: 1,
        type: 1,
        shopId: 's1',
        shopIdFenxiao: '',
        total: 252,
        remain: 0,
        fengzhangStatus: 2,
        fenzhangDate: '2025-03-09 02:00:00',
      },
      {
        sourceType: 1,
        type: 2,
        shopId: 's1',
        shopIdFenxiao: 'd1',
        total: 28,
        remain: 28,
        fengzhangStatus: 1,
        fenzhangDate: '',
      },
    ],
    splitTotal: 280,
  },
  reserve: {
    orderId: '102',
    orderNo: 'DD20250301002',
    linkName: '李四',
    userName: '李四',
    userTel: '13800001111',
    productCnt: 2,
    payDate: '2025-03-01 09:00:00',
    expireDate: '2025-03-31 23:59:59',
  },
  book: {
    orderId: '102',
    productId: 'p9',
    productName: '苍洱一日游',
    productType: 1,
    shopName: '洱海旅行社',
    categoryName: '旅游',
    subCategoryName: '一日游',
    price: 150,
  },
};

/** A provider answering each drawer call from `answers` by its URL, recording the calls. */
const providerOf = (answer: (part: keyof OrderDetailAnswers, request: Request) => unknown) => {
  const custom = vi.fn(async (request: Request) => {
    const part = (Object.keys(ORDER_DETAIL_CALLS) as (keyof OrderDetailAnswers)[]).find(
      (name) => ORDER_DETAIL_CALLS[name].url === request.url,
    );
    return part ? answer(part, request) : [];
  });
  return { custom, provider: testDataProvider({ custom: custom as never }) };
};

const section = (part: string) => document.querySelector(`[data-order-section="${part}"]`) as HTMLElement;

describe('OrderDetailSections', () => {
  it('shows the write-off, income split, reservation and booked product the server answers', async () => {
    const { custom, provider } = providerOf((part) => WRITTEN_OFF[part]);
    await renderCrud(<OrderDetailSections orderId="102" />, provider);
    await waitFor(() => expect(within(section('book')).queryByText('苍洱一日游')).toBeTruthy());
    const writeOff = section('writeOff');
    expect(within(writeOff).getByText('核销记录')).toBeTruthy();
    expect(within(writeOff).getAllByText('杨柜员').length).toBeGreaterThan(0);
    expect(writeOff.querySelector('[data-history-action="writeOff"]')?.textContent).toBe(
      '2025-03-02 10:15:00 · 核销 · 杨柜员',
    );
    const income = section('income');
    expect(within(income).getByText('工会券抵扣(元)').nextElementSibling?.textContent).toBe('20.00');
    expect(within(income).getByText('分账合计(元)').nextElementSibling?.textContent).toBe('280.00');
    expect(income.querySelector('[data-split-part="0"]')?.textContent).toBe(
      '商品分账 · 商户分账：分账金额(元) 252.00，未分金额(元) 0.00',
    );
    expect(income.querySelector('[data-split-part="1"]')?.textContent).toContain('分销商分账');
    expect(within(section('reserve')).getByText('13800001111')).toBeTruthy();
    expect(within(section('book')).getByText('当前价格(元)').nextElementSibling?.textContent).toBe('150.00');
    // Write-off and income by `id`, reservation and booking by `orderId`.
    expect(custom.mock.calls.map(([request]) => request.params)).toEqual(
      expect.arrayContaining([{ id: '102' }, { orderId: '102' }]),
    );
  });

  it('says what an order not yet redeemed, settled or reserved lacks', async () => {
    const { provider } = providerOf((part) => {
      if (part === 'writeOff') return { ...WRITTEN_OFF.writeOff, writeoffDate: '', operatorName: '', history: [] };
      if (part === 'income') return { ...WRITTEN_OFF.income, parts: [], splitTotal: 0 };
      if (part === 'reserve') return null;
      return { ...WRITTEN_OFF.book, price: null };
    });
    await renderCrud(<OrderDetailSections orderId="101" />, provider);
    await waitFor(() => expect(within(section('reserve')).queryByText('该订单没有预约信息')).toBeTruthy());
    expect(within(section('writeOff')).getByText('该订单尚未核销')).toBeTruthy();
    expect(within(section('writeOff')).getByText('暂无状态变更记录')).toBeTruthy();
    expect(within(section('income')).getByText('该订单尚未结算分账')).toBeTruthy();
    expect(within(section('book')).getByText('当前价格(元)').nextElementSibling?.textContent).toBe('—');
  });

  it('offers a retry on a section whose call failed', async () => {
    let fail = true;
    const { provider } = providerOf((part) => {
      if (part === 'income' && fail) throw new Error('down');
      return WRITTEN_OFF[part];
    });
    await renderCrud(<OrderDetailSections orderId="102" />, provider);
    await waitFor(() => expect(within(section('income')).queryByText('加载失败')).toBeTruthy());
    expect(within(section('reserve')).getByText('13800001111')).toBeTruthy();
    fail = false;
    fireEvent.click(within(section('income')).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(section('income')).queryByText('分账合计(元)')).toBeTruthy());
  });
});

describe('the product order view drawer', () => {
  it('shows the sections under the order fields on view only', async () => {
    grantButtons(['order_product_view']);
    const order = { id: '102', orderNo: 'DD20250301002', productName: '苍洱一日游', payStatus: 2, orderMoney: 300 };
    const { custom } = providerOf((part) => WRITTEN_OFF[part]);
    const provider = testDataProvider({
      getList: (async () => ({ records: [order], total: 1 })) as never,
      getOne: (async () => order) as never,
      custom: custom as never,
    });
    await renderCrud(<ProductOrderScreen />, provider);
    await screen.findByText('DD20250301002');
    expect(document.querySelector('[data-order-section]')).toBeNull();
    fireEvent.click(document.querySelector('button[data-action="view"]') as HTMLElement);
    await waitFor(() => expect(section('writeOff')).toBeTruthy());
    await waitFor(() => expect(within(section('reserve')).queryByText('13800001111')).toBeTruthy());
  });
});
