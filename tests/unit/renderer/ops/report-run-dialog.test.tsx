import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { ReportRunDialog } from '../../../../src/renderer/screens/ops/ReportRunDialog';
import { renderCrud } from '../crud/crud-harness';

it('exports the run it shows as .xlsx through the host, with the applied day window', async () => {
  const report = {
    title: '商户订单',
    columns: [
      { name: 'merchant', label: '商户', kind: 'text' },
      { name: 'orders', label: '订单数', kind: 'number' },
    ],
    rows: [{ merchant: '洱海客栈', orders: 3 }],
    chart: { label: 'merchant', value: 'orders' },
    params: { days: 30 },
  };
  const invoke = vi.fn(async () => ({ ok: true as const, data: { status: 200, data: new Uint8Array([80, 75]) } }));
  const createObjectURL = vi.fn(() => 'blob:report');
  Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
  await renderCrud(
    <ReportRunDialog reportId="5" onClose={() => undefined} api={{ invoke } as never} />,
    testDataProvider({ custom: async () => report }),
  );
  fireEvent.change(await screen.findByRole('spinbutton'), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: '查询' }));
  fireEvent.click(await screen.findByRole('button', { name: '导出 Excel' }));
  await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  expect(invoke).toHaveBeenCalledWith('http.request', {
    method: 'GET',
    url: '/api/blade-report/report/rest/export',
    params: { id: '5', days: '7' },
    responseType: 'arraybuffer',
  });
});
