import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListRequest } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { ProductOrderScreen } from '../../../../src/renderer/screens/order/ProductOrderScreen';
import { parseStatistics, STATISTICS_URL } from '../../../../src/renderer/screens/order/use-order-statistics';
import { SCAN_URL } from '../../../../src/renderer/screens/order/WriteOffScanBox';
import { grantButtons, renderCrud } from '../crud/crud-harness';

const orders = [
  { id: '101', orderNo: 'DD20250301001', productName: '三塔门票', payStatus: 1, orderMoney: 100, payMoney: 100 },
  { id: '102', orderNo: 'DD20250301002', productName: '苍洱一日游', payStatus: 2, orderMoney: 300, payMoney: 280 },
];

const ALL = { orderCnt: 9, orderMoney: 1640, payMoney: 1610, welfareMoney: 30, productCnt: 16 };
const ONE = { orderCnt: 1, orderMoney: 100, payMoney: 100, welfareMoney: 0, productCnt: 1 };

type Custom = (request: { method: string; url: string; params?: Record<string, string> }) => Promise<unknown>;

const setUp = (statistics: Custom) => {
  const getList = vi.fn(async (_def: unknown, request: ListRequest) => ({
    records: request.query.orderNo ? orders.slice(0, 1) : orders,
    total: request.query.orderNo ? 1 : 9,
  }));
  const custom = vi.fn<Custom>(async (request) =>
    request.url === STATISTICS_URL ? statistics(request) : [{ dictKey: '1', dictValue: '已支付' }],
  );
  return { getList, custom, provider: testDataProvider({ getList: getList as never, custom: custom as never }) };
};

const figure = (name: string) => document.querySelector(`[data-testid="order-statistics"] [data-field="${name}"]`);

describe('ProductOrderScreen', () => {
  it('shows the statistics of the current search above the table and follows every search', async () => {
    grantButtons(['order_product_view', 'order_product_edit', 'order_product_delete', 'order_product_add']);
    const { custom, provider } = setUp(async ({ params }) => (params?.orderNo ? ONE : ALL));
    await renderCrud(<ProductOrderScreen />, provider);
    await screen.findByText('三塔门票');
    await waitFor(() => expect(figure('orderMoney')?.textContent).toBe('1,640.00'));
    expect(figure('orderCnt')?.textContent).toBe('9');
    expect(figure('welfareMoney')?.getAttribute('data-value')).toBe('30');
    expect(screen.getByText('优惠抵扣(元)')).toBeTruthy();
    expect(screen.getByTestId('crud-total').textContent).toBe('共 9 条');

    const input = document.getElementById('crud-search-productOrder-orderNo') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'DD20250301001' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(figure('orderCnt')?.textContent).toBe('1'));
    expect(figure('orderMoney')?.textContent).toBe('100.00');
    const statisticsCalls = custom.mock.calls.filter(([request]) => request.url === STATISTICS_URL);
    expect(statisticsCalls.map(([request]) => request.params)).toEqual([{}, { orderNo: 'DD20250301001' }]);
    // Orders come from the app: no add button even for a role that somehow holds one.
    expect(screen.queryByTestId('crud-add')).toBeNull();
    expect(screen.getAllByText('编辑').length).toBeGreaterThan(0);
  });

  it('says when the statistics cannot be loaded and loads them again on retry', async () => {
    grantButtons(['order_product_view']);
    let fail = true;
    const { provider } = setUp(async () => {
      if (fail) throw new Error('down');
      return ALL;
    });
    await renderCrud(<ProductOrderScreen />, provider);
    await screen.findByText('订单统计加载失败');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(figure('productCnt')?.textContent).toBe('16'));
  });
});

describe('the order slip', () => {
  it('is offered on a written-off order only and prints its number and amounts', async () => {
    grantButtons(['order_product_view']);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { provider } = setUp(async () => ALL);
    await renderCrud(<ProductOrderScreen />, provider);
    await screen.findByText('苍洱一日游');
    const slips = document.querySelectorAll('button[data-action="slip"]');
    expect(slips).toHaveLength(1);
    expect(slips[0].closest('tr')?.textContent).toContain('DD20250301002');
    fireEvent.click(slips[0]);
    await waitFor(() =>
      expect(document.getElementById('dali-print-root')?.textContent).toContain('核销凭证 DD20250301002'),
    );
    expect(document.getElementById('dali-print-root')?.textContent).toContain('280.00');
    await waitFor(() => expect(print).toHaveBeenCalled());
    print.mockRestore();
  });
});

describe('parseStatistics', () => {
  it('takes the five figures as numbers and refuses an answer without one', () => {
    expect(parseStatistics({ ...ALL, orderMoney: '1640.5' })).toEqual({ ...ALL, orderMoney: 1640.5 });
    expect(() => parseStatistics({ ...ALL, payMoney: undefined })).toThrow('payMoney');
    expect(() => parseStatistics({ ...ALL, orderCnt: 'x' })).toThrow('orderCnt');
    expect(() => parseStatistics(null)).toThrow();
  });
});

describe('the write-off scan box', () => {
  it('writes off a scanned code on Enter, shows the result large, clears and keeps the focus', async () => {
    grantButtons(['order_product_view', 'order_product_writeoff']);
    const answers: Record<string, unknown> = {
      DD20250301001: { result: 'done', code: 'DD20250301001', orderNo: 'DD20250301001', productName: '三塔门票' },
      DD20250301002: { result: 'used', code: 'DD20250301002', orderNo: 'DD20250301002', productName: '苍洱一日游' },
    };
    const { custom, provider } = setUp(async () => ALL);
    custom.mockImplementation(async (request) => {
      if (request.url === SCAN_URL)
        return (
          answers[(request as unknown as { data: { code: string } }).data.code] ?? { result: 'notFound', code: 'x' }
        );
      return request.url === STATISTICS_URL ? ALL : [];
    });
    await renderCrud(<ProductOrderScreen />, provider);
    const box = (await screen.findByTestId('write-off-scan')) as HTMLInputElement;
    box.focus();
    fireEvent.change(box, { target: { value: 'DD20250301001' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('write-off-result').textContent).toBe('核销成功：DD20250301001 三塔门票'),
    );
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: 'DD20250301002' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('write-off-result').textContent).toBe('该订单已核销：DD20250301002 苍洱一日游'),
    );
    fireEvent.change(box, { target: { value: 'NOPE1' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('write-off-result').textContent).toBe('未找到该订单：NOPE1'));
  });
});
