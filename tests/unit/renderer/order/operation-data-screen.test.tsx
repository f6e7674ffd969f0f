import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { OperationDataScreen } from '../../../../src/renderer/screens/order/operation/OperationDataScreen';
import { thisMonth } from '../../../../src/renderer/screens/order/operation/operation-period';
import { resolveScreen } from '../../../../src/renderer/screens/resolve-screen';
import { renderCrud } from '../crud/crud-harness';
import { FakeApi } from '../fake-api';

vi.mock('react-chartjs-2', () => ({ Bar: () => <canvas data-testid="bar-chart" /> }));

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../../src/renderer/platform/bladex-client', () => ({ bladex: calls, unwrapEnvelope: vi.fn() }));

const BASE = '/blade-operation/orderData';
const TOTALS = {
  shopCnt: 2,
  orderCnt: 12345,
  orderMoney: 98765.4,
  payMoney: 90000,
  dealCnt: 11000,
  dealMoney: 88000.5,
};
const SHOPS = [
  {
    shopId: 's1',
    shopName: '喜洲粑粑店',
    orderCnt: 10000,
    orderMoney: 50000,
    payMoney: 48000,
    dealCnt: 9000,
    dealMoney: 47000,
  },
  {
    shopId: 's2',
    shopName: '双廊客栈',
    orderCnt: 2345,
    orderMoney: 48765.4,
    payMoney: 42000,
    dealCnt: 2000,
    dealMoney: 41000.5,
  },
];
const DAYS = { days: [{ date: '2026-11-02', deductCnt: 2, deductMoney: 30.5 }], deductCnt: 2, deductMoney: 30.5 };
const ORDER = {
  id: 'o1',
  orderNo: 'DD202611020001',
  productName: '洱海游船',
  orderMoney: 1200,
  payMoney: 1180,
  payStatus: 2,
  payDate: '2026-11-02 10:00:00',
};
const DEDUCT = {
  id: 'd1',
  orderNo: 'DD202611020001',
  deductMoney: 30.5,
  reason: '超时未核销',
  deductDate: '2026-11-03 09:00:00',
};

type Answer = (params: Record<string, string>) => unknown;
const answers = (over: Partial<Record<string, Answer>> = {}) => {
  const table: Record<string, Answer> = {
    sumShopOrderTotalCount: () => TOTALS,
    getShopOrderTotalCountPage: (p) =>
      p.shopName ? { records: [SHOPS[1]], total: 1 } : { records: SHOPS, total: 2, current: 1, size: 20 },
    getDeductMoneyCountByDateRange: () => DAYS,
    getShopOrderPage: () => ({ records: [ORDER], total: 1 }),
    getOrderDeductPage: () => ({ records: [DEDUCT], total: 1 }),
    ...over,
  };
  calls.get.mockImplementation(async (url: string, params: Record<string, string> = {}) => {
    const answer = table[url.slice(BASE.length + 1)];
    if (!answer) throw new Error(`unexpected ${url}`);
    return answer(params);
  });
};
const callsTo = (name: string) =>
  calls.get.mock.calls
    .filter(([url]) => url === `${BASE}/${name}`)
    .map(([, params]) => params as Record<string, string>);
const figure = (name: string) => document.querySelector(`[data-testid="operation-totals"] [data-field="${name}"]`);

let api: FakeApi;
beforeEach(() => {
  calls.get.mockReset();
  api = new FakeApi().handle('export.start', () => ({ ok: true, data: { exportId: 'e1' } }));
  window.api = api;
});
afterEach(() => {
  delete (window as { api?: unknown }).api;
});

const PAY_STATES = [
  { dictKey: '1', dictValue: '已支付' },
  { dictKey: '2', dictValue: '已核销' },
];
const render = () =>
  renderCrud(<OperationDataScreen />, testDataProvider({ custom: (async () => PAY_STATES) as never }));

describe('OperationDataScreen', () => {
  it('is the screen of the seeded menu path', () => {
    expect(resolveScreen('/order/operation-data')).not.toBeNull();
  });

  it('shows this month’s totals grouped, the per-shop rows and the deductions by day', async () => {
    answers();
    await render();
    await screen.findByText('喜洲粑粑店');
    const month = thisMonth(new Date());
    expect(callsTo('sumShopOrderTotalCount')[0]).toEqual({ startDate: month.startDate, endDate: month.endDate });
    expect(callsTo('getShopOrderTotalCountPage')[0]).toMatchObject({ ...month, current: '1', size: '20' });
    await waitFor(() => expect(figure('orderCnt')?.textContent).toBe('12,345'));
    expect(figure('orderMoney')?.textContent).toBe('98,765.40');
    expect(figure('dealMoney')?.getAttribute('data-value')).toBe('88000.5');
    const rows = screen.getAllByTestId('operation-shop-row');
    expect(within(rows[0]!).getByText('10,000')).toBeTruthy();
    expect(within(rows[1]!).getByText('48,765.40')).toBeTruthy();
    expect((await screen.findByTestId('operation-deduct-total')).textContent).toBe('共 2 笔，合计 30.50 元');
    expect(screen.getByTestId('bar-chart')).toBeTruthy();
  });

  it('searches by period and shop, and refuses a start after the end without calling', async () => {
    answers();
    await render();
    await screen.findByText('喜洲粑粑店');
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-01' } });
    const before = calls.get.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '开始日期不能晚于结束日期');
    expect(calls.get.mock.calls.length).toBe(before);

    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('商户名称'), { target: { value: ' 双廊 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText('喜洲粑粑店')).toBeNull());
    const expected = { startDate: '2026-11-20', endDate: '2026-11-30', shopName: '双廊' };
    expect(callsTo('sumShopOrderTotalCount').at(-1)).toEqual(expected);
    expect(callsTo('getDeductMoneyCountByDateRange').at(-1)).toEqual(expected);
    expect(callsTo('getShopOrderTotalCountPage').at(-1)).toMatchObject(expected);
  });

  it('opens a shop’s orders and deductions of the period from its row', async () => {
    answers();
    await render();
    await screen.findByText('喜洲粑粑店');
    fireEvent.click(within(screen.getAllByTestId('operation-shop-row')[0]!).getByRole('button', { name: '查看明细' }));
    await screen.findByText('洱海游船');
    expect(screen.getByText('1,180.00')).toBeTruthy();
    expect(await screen.findByText('已核销')).toBeTruthy();
    const month = thisMonth(new Date());
    expect(callsTo('getShopOrderPage')[0]).toEqual({ ...month, shopId: 's1', current: '1', size: '10' });
    const deductTab = document.querySelector('[role="tab"][value="deducts"]') as HTMLElement;
    expect(deductTab.textContent).toContain('扣款');
    fireEvent.click(deductTab);
    await screen.findByText('超时未核销');
    expect(callsTo('getOrderDeductPage')[0]).toEqual({ ...month, shopId: 's1', current: '1', size: '10' });
  });

  it('says when nothing was sold, and retries a failed list', async () => {
    let fail = true;
    answers({
      getShopOrderTotalCountPage: () => {
        if (fail) throw new Error('服务不可用');
        return { records: [], total: 0 };
      },
    });
    await render();
    await screen.findByText('运营数据加载失败：服务不可用');
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: '重试' })[0]!);
    await screen.findByText('所选期间暂无商户订单');
    expect(screen.getByRole('button', { name: '导出' })).toHaveProperty('disabled', true);
  });

  it('exports the per-shop table of the search through the host', async () => {
    answers();
    await render();
    await screen.findByText('喜洲粑粑店');
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(api.callsTo('export.start')).toHaveLength(1));
    const request = api.callsTo('export.start')[0] as {
      endpoint: string;
      params: Record<string, string>;
      columns: { name: string; kind: string }[];
    };
    expect(request.endpoint).toBe(`/api${BASE}/getShopOrderTotalCountPage`);
    expect(request.params).toEqual(thisMonth(new Date()));
    expect(request.columns.map((c) => `${c.name}:${c.kind}`)).toEqual([
      'shopName:text',
      'orderCnt:number',
      'orderMoney:money-yuan',
      'payMoney:money-yuan',
      'dealCnt:number',
      'dealMoney:money-yuan',
    ]);
  });
});
