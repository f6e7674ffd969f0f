import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListRequest } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import {
  LEDGER_COUNTS_URL,
  parseStatusCounts,
  pickedStatusSearch,
  Screen,
  statusCountsQuery,
} from '../../../../src/renderer/screens/order/order-ledger';
import { grantButtons, renderCrud } from '../crud/crud-harness';

const records = [
  { id: '1', orderNo: 'DD20250301002', shopName: '洱海旅行社', adminStatus: 1 },
  { id: '2', orderNo: 'DD20250301003', shopName: '喜洲客栈', adminStatus: 3 },
];
const STATUS_DICT = [
  { dictKey: '0', dictValue: '未提交' },
  { dictKey: '1', dictValue: '已提交' },
  { dictKey: '2', dictValue: '审核不通过' },
  { dictKey: '3', dictValue: '审核通过' },
  { dictKey: '4', dictValue: '已分账' },
];
const countsOf = (...counts: number[]) => counts.map((count, adminStatus) => ({ adminStatus, count }));

type Request = { method: string; url: string; params?: Record<string, string> };

const figure = (status: number) =>
  document.querySelector(`[data-testid="ledger-status-counts"] [data-field="adminStatus-${status}"]`);

describe('the order ledger screen', () => {
  it('counts the records of the search per review status and follows every search', async () => {
    grantButtons(['order_ledger_view']);
    const getList = vi.fn(async (_def: unknown, request: ListRequest) => ({
      records: request.query.orderNo ? records.slice(0, 1) : records,
      total: request.query.orderNo ? 1 : 2,
    }));
    const custom = vi.fn(async (request: Request) => {
      if (request.url === LEDGER_COUNTS_URL)
        return request.params?.orderNo ? countsOf(0, 1, 0, 0, 0) : countsOf(3, 1200, 2, 1, 0);
      return STATUS_DICT;
    });
    const provider = testDataProvider({ getList: getList as never, custom: custom as never });
    await renderCrud(<Screen />, provider);
    await screen.findByText('DD20250301003');
    await waitFor(() => expect(figure(1)?.textContent).toBe('1,200'));
    expect(figure(0)?.textContent).toBe('3');
    expect(figure(4)?.textContent).toBe('0');
    expect(figure(2)?.previousElementSibling?.textContent).toBe('审核不通过');

    const input = document.getElementById('crud-search-orderLedger-orderNo') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'DD20250301002' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(figure(1)?.textContent).toBe('1'));
    expect(figure(0)?.textContent).toBe('0');
    const calls = custom.mock.calls.filter(([request]) => request.url === LEDGER_COUNTS_URL);
    expect(calls.map(([request]) => request.params)).toEqual([{}, { orderNo: 'DD20250301002' }]);
  });

  it('narrows the list to a status when its count is pressed, and shows every status when pressed again', async () => {
    grantButtons(['order_ledger_view']);
    const getList = vi.fn(async (_def: unknown, request: ListRequest) => {
      const status = request.query.adminStatus_equal;
      const shown = status === undefined ? records : records.filter((r) => String(r.adminStatus) === status);
      return { records: shown, total: shown.length };
    });
    const custom = vi.fn(async (request: Request) =>
      request.url === LEDGER_COUNTS_URL ? countsOf(0, 1, 0, 1, 0) : STATUS_DICT,
    );
    const provider = testDataProvider({ getList: getList as never, custom: custom as never });
    await renderCrud(<Screen />, provider);
    await screen.findByText('DD20250301003');
    await waitFor(() => expect(figure(3)?.textContent).toBe('1'));
    const passed = figure(3)?.parentElement as HTMLElement;
    expect(passed.getAttribute('role')).toBe('button');
    expect(passed.getAttribute('aria-pressed')).toBe('false');
    expect(passed.title).toBe('只看“审核通过”的台账，再点一次显示全部');

    fireEvent.click(passed);
    await waitFor(() => expect(screen.queryByText('DD20250301002')).toBeNull());
    screen.getByText('DD20250301003');
    expect(getList.mock.calls.at(-1)?.[1].query).toEqual({ adminStatus_equal: '3' });
    await waitFor(() => expect(figure(3)?.parentElement?.getAttribute('aria-pressed')).toBe('true'));
    // The counts keep every status: they are counted without the status filter.
    const countParams = custom.mock.calls.filter(([r]) => r.url === LEDGER_COUNTS_URL).map(([r]) => r.params);
    expect(countParams.every((params) => Object.keys(params ?? {}).length === 0)).toBe(true);

    // By keyboard, pressed again: every status.
    fireEvent.keyDown(figure(3)?.parentElement as HTMLElement, { key: 'Enter' });
    await screen.findByText('DD20250301002');
    expect(figure(3)?.parentElement?.getAttribute('aria-pressed')).toBe('false');
  });

  it('says when the counts cannot be loaded and loads them again on retry', async () => {
    grantButtons(['order_ledger_view']);
    let fail = true;
    const custom = vi.fn(async (request: Request) => {
      if (request.url !== LEDGER_COUNTS_URL) return STATUS_DICT;
      if (fail) throw new Error('down');
      return countsOf(1, 2, 3, 4, 5);
    });
    const provider = testDataProvider({
      getList: (async () => ({ records, total: 2 })) as never,
      custom: custom as never,
    });
    await renderCrud(<Screen />, provider);
    await screen.findByText('状态统计加载失败');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(figure(4)?.textContent).toBe('5'));
  });
});

describe('statusCountsQuery', () => {
  it('keeps every filter of the search but the status one', () => {
    expect(statusCountsQuery({ adminStatus_equal: '2', orderNo: 'DD1', shopName: '喜洲' })).toEqual({
      orderNo: 'DD1',
      shopName: '喜洲',
    });
  });
});

describe('pickedStatusSearch', () => {
  it('narrows to the picked status and keeps the other filters, and lifts the filter when picked again', () => {
    expect(pickedStatusSearch({ orderNo: 'DD1' }, 'adminStatus-2')).toEqual({ orderNo: 'DD1', adminStatus: '2' });
    expect(pickedStatusSearch({ orderNo: 'DD1', adminStatus: '2' }, 'adminStatus-3')).toEqual({
      orderNo: 'DD1',
      adminStatus: '3',
    });
    expect(pickedStatusSearch({ orderNo: 'DD1', adminStatus: 2 }, 'adminStatus-2')).toEqual({
      orderNo: 'DD1',
      adminStatus: undefined,
    });
  });
});

describe('parseStatusCounts', () => {
  it('takes the counts as numbers and refuses what is not a list of counts', () => {
    expect(parseStatusCounts([{ adminStatus: '1', count: '7' }])).toEqual([{ adminStatus: 1, count: 7 }]);
    expect(() => parseStatusCounts({})).toThrow();
    expect(() => parseStatusCounts([{ adminStatus: 1, count: 'x' }])).toThrow();
  });
});
