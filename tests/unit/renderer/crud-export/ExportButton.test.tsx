import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userResource } from '../../../../src/shared/resources';
import { ExportButton } from '../../../../src/renderer/crud-export/ExportButton';
import { FakeApi } from '../fake-api';
import { renderWithProviders } from '../render-with-providers';

const fields = userResource.fields.filter((f) => ['account', 'realName', 'createTime'].includes(f.name));
const ID = '0b6f2f7e-2a51-4c1e-8a5e-5f0e3b7d9c21';

const renderButton = async (api: FakeApi) =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <ExportButton def={userResource} params={{ account: 'exp', current: 2, size: 10 }} columns={fields} api={api} />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ExportButton', () => {
  it('starts the export of the current search, shows the progress, and downloads the finished file', async () => {
    const api = new FakeApi().handle('export.start', () => ({ ok: true, data: { exportId: ID } }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`);
    });
    await renderButton(api);
    fireEvent.click(screen.getByTestId('crud-export'));
    await waitFor(() => expect(api.callsTo('export.start')).toHaveLength(1));
    expect(api.callsTo('export.start')[0]).toMatchObject({
      endpoint: '/api/blade-system/user/page',
      params: { account: 'exp' },
      columns: [
        { name: 'account', kind: 'text', header: '登录账号' },
        { name: 'realName', kind: 'text' },
        { name: 'createTime', kind: 'datetime' },
      ],
    });
    await screen.findByTestId('export-dialog');
    // Progress of another export is not ours.
    api.emit('export.progress', { exportId: 'other', written: 9, total: 10 });
    api.emit('export.progress', { exportId: ID, written: 1000, total: 2500 });
    await screen.findByText('已导出 1,000 / 2,500 条');
    expect(screen.getByTestId('crud-export')).toHaveProperty('disabled', true);

    api.emit('export.finished', {
      exportId: ID,
      ok: true,
      fileName: '用户管理.xlsx',
      written: 2500,
      downloadUrl: `/__exports/${ID}`,
    });
    await screen.findByText('导出完成，共 2,500 条');
    expect(clicked).toEqual([`/__exports/${ID} 用户管理.xlsx`]);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('export-dialog')).toBeNull());
  });

  it('cancels a running export and shows the server’s message when one fails', async () => {
    const api = new FakeApi()
      .handle('export.start', () => ({ ok: true, data: { exportId: ID } }))
      .handle('export.cancel', () => ({ ok: true, data: null }));
    await renderButton(api);
    fireEvent.click(screen.getByTestId('crud-export'));
    await screen.findByTestId('export-dialog');
    fireEvent.click(await screen.findByRole('button', { name: '取消导出' }));
    await waitFor(() => expect(api.callsTo('export.cancel')).toEqual([{ exportId: ID }]));
    api.emit('export.finished', {
      exportId: ID,
      ok: false,
      fileName: 'x',
      written: 0,
      cancelled: true,
      error: '导出已取消',
    });
    await screen.findByText('导出已取消');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));

    fireEvent.click(screen.getByTestId('crud-export'));
    await waitFor(() => expect(api.callsTo('export.start')).toHaveLength(2));
    api.emit('export.finished', { exportId: ID, ok: false, fileName: 'x', written: 10, error: '数据库繁忙' });
    expect((await screen.findByTestId('export-error')).textContent).toContain('数据库繁忙');
  });

  it('does nothing visible when the save dialog is closed', async () => {
    const api = new FakeApi().handle('export.start', () => ({ ok: true, data: { exportId: null } }));
    await renderButton(api);
    fireEvent.click(screen.getByTestId('crud-export'));
    await waitFor(() => expect(api.callsTo('export.start')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('export-dialog')).toBeNull());
    expect(screen.getByTestId('crud-export')).toHaveProperty('disabled', false);
  });
});
