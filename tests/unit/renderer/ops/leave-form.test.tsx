import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { LeaveFormScreen, toWireTime } from '../../../../src/renderer/screens/ops/flow/LeaveScreens';
import { renderCrud } from '../crud/crud-harness';

const calls = vi.hoisted(() => ({
  get: vi.fn(async (_url: string) => [{ id: '7', name: '孙洪涛' }]),
  post: vi.fn(async (_url: string, _params?: unknown, _body?: unknown) => ({ businessId: '1' })),
}));
vi.mock('../../../../src/renderer/platform/bladex-client', () => ({ bladex: calls, unwrapEnvelope: vi.fn() }));

const renderForm = () =>
  renderCrud(
    <MemoryRouter initialEntries={['/work/process/leave/form/Leave:1:9']}>
      <Routes>
        <Route path="/work/process/leave/form/:processDefinitionId" element={<LeaveFormScreen />} />
        <Route path="/work/send" element={<div>已发事务</div>} />
      </Routes>
    </MemoryRouter>,
    testDataProvider({}),
  );

it('turns the datetime-local value into the wire’s yyyy-MM-dd HH:mm:ss', () => {
  expect(toWireTime('2026-05-06T09:00')).toBe('2026-05-06 09:00:00');
  expect(toWireTime('')).toBe('');
});

it('names every missing field and sends nothing, then submits the request of the route’s process', async () => {
  await renderForm();
  await screen.findByRole('option', { name: '孙洪涛' });
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText('请填写请假理由')).toBeTruthy();
  expect(screen.getByText('请填写开始时间')).toBeTruthy();
  expect(calls.post).not.toHaveBeenCalled();

  fireEvent.change(screen.getByRole('combobox'), { target: { value: '7' } });
  const [start, end] = Array.from(document.querySelectorAll('input[type="datetime-local"]'));
  fireEvent.change(start!, { target: { value: '2026-05-06T09:00' } });
  fireEvent.change(end!, { target: { value: '2026-05-05T09:00' } });
  fireEvent.change(screen.getByRole('textbox'), { target: { value: '回家' } });
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect(await screen.findByText('结束时间须晚于开始时间')).toBeTruthy();
  expect(calls.post).not.toHaveBeenCalled();

  fireEvent.change(end!, { target: { value: '2026-05-10T18:00' } });
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  await screen.findByText('已发事务');
  expect(calls.post).toHaveBeenCalledWith('/blade-desk/process/leave/start-process', undefined, {
    processDefinitionId: 'Leave:1:9',
    taskUser: '7',
    startTime: '2026-05-06 09:00:00',
    endTime: '2026-05-10 18:00:00',
    reason: '回家',
  });
  await waitFor(() => expect(calls.get).toHaveBeenCalledWith('/blade-desk/process/leave/approvers'));
});
