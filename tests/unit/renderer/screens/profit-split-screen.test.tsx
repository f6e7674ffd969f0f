import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListRequest } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import {
  parseProfitSplitStatistics,
  PROFIT_SPLIT_STATISTICS_URL,
  Screen,
} from '../../../../src/renderer/screens/order/order-wx-fenzhang';
import { grantButtons, renderCrud } from '../crud/crud-harness';

const splits = [
  { id: '1', orderNo: 'DD20250301002', sourceType: 1, type: 1, total: 252, remain: 0, fengzhangStatus: 2 },
  { id: '2', orderNo: 'DD20250301003', sourceType: 1, type: 2, total: 28, remain: 28, fengzhangStatus: 1 },
];
const ALL = { count: 2, total: 280, remain: 28, split: 252, byStatus: [] };
const ONE = { count: 1, total: 252, remain: 0, split: 252, byStatus: [] };

type Request = { method: string; url: string; params?: Record<string, string> };

const figure = (name: string) =>
  document.querySelector(`[data-testid="profit-split-statistics"] [data-field="${name}"]`);

describe('the profit-split screen', () => {
  it('shows the totals of the current search above the table and follows every search', async () => {
    grantButtons(['order_profit_split_view']);
    const getList = vi.fn(async (_def: unknown, request: ListRequest) => ({
      records: request.query.orderNo ? splits.slice(0, 1) : splits,
      total: request.query.orderNo ? 1 : 2,
    }));
    const custom = vi.fn(async (request: Request) => {
      if (request.url === PROFIT_SPLIT_STATISTICS_URL) return request.params?.orderNo ? ONE : ALL;
      return [];
    });
    const provider = testDataProvider({ getList: getList as never, custom: custom as never });
    await renderCrud(<Screen />, provider);
    await screen.findByText('DD20250301003');
    await waitFor(() => expect(figure('total')?.textContent).toBe('280.00'));
    expect(figure('count')?.textContent).toBe('2');
    expect(figure('split')?.textContent).toBe('252.00');
    expect(figure('remain')?.textContent).toBe('28.00');
    expect(screen.getByText('未分金额(元)', { selector: 'dt' })).toBeTruthy();

    const input = document.getElementById('crud-search-orderWxFenzhang-orderNo') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'DD20250301002' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(figure('count')?.textContent).toBe('1'));
    expect(figure('remain')?.textContent).toBe('0.00');
    const calls = custom.mock.calls.filter(([request]) => request.url === PROFIT_SPLIT_STATISTICS_URL);
    expect(calls.map(([request]) => request.params)).toEqual([{}, { orderNo: 'DD20250301002' }]);
  });

  it('says when the totals cannot be loaded and loads them again on retry', async () => {
    grantButtons(['order_profit_split_view']);
    let fail = true;
    const custom = vi.fn(async (request: Request) => {
      if (request.url !== PROFIT_SPLIT_STATISTICS_URL) return [];
      if (fail) throw new Error('down');
      return ALL;
    });
    const provider = testDataProvider({
      getList: (async () => ({ records: splits, total: 2 })) as never,
      custom: custom as never,
    });
    await renderCrud(<Screen />, provider);
    await screen.findByText('分账统计加载失败');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(figure('split')?.textContent).toBe('252.00'));
  });
});

describe('parseProfitSplitStatistics', () => {
  it('takes the four sums as numbers and refuses an answer without one', () => {
    expect(parseProfitSplitStatistics({ ...ALL, total: '280.5' })).toEqual({
      count: 2,
      total: 280.5,
      split: 252,
      remain: 28,
    });
    expect(() => parseProfitSplitStatistics({ ...ALL, remain: undefined })).toThrow('remain');
    expect(() => parseProfitSplitStatistics(null)).toThrow();
  });
});
