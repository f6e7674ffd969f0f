import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { FormDrawer } from '../../../../src/renderer/crud/fluent/FormDrawer';
import { SourceFileWidget } from '../../../../src/renderer/screens/ops/datasource/SourceFileWidget';
import { getResource } from '../../../../src/shared/resources';
import { renderCrud } from '../crud/crud-harness';
import { api } from '../pages/page-harness';

// 数据源管理's 选择文件…: the desktop's open dialog (files.chooseDatabase) fills the path and tests it at once; the
// browser host, which has no dialog, offers none.

const datasource = getResource('datasource');
const widgets = { url: SourceFileWidget };

beforeAll(() => {
  window.api = api;
});
beforeEach(() => api.reset());

const hostIs = (transport: 'electron' | 'web') =>
  api.handle('app.info', () => ({ ok: true, data: { version: '0.1.0', transport, serverUrl: 'http://127.0.0.1:1' } }));

const renderForm = (custom: ReturnType<typeof vi.fn>) =>
  renderCrud(
    <FormDrawer def={datasource} mode="create" onClose={() => undefined} widgets={widgets} />,
    testDataProvider({ custom: custom as never, getList: async () => ({ records: [], total: 0 }) }),
  );

it('fills the path from the desktop dialog and tests the file at once', async () => {
  hostIs('electron');
  api.handle('files.chooseDatabase', () => ({ ok: true, data: { path: '/data/dali/archive.db' } }));
  const custom = vi.fn(async () => ({ tableCount: 12 }));
  await renderForm(custom);
  fireEvent.click(await screen.findByTestId('datasource-browse'));
  await waitFor(() =>
    expect((document.getElementById('crud-datasource-url') as HTMLInputElement).value).toBe('/data/dali/archive.db'),
  );
  expect(await screen.findByText('连接成功：共 12 张表')).toBeTruthy();
  expect(custom).toHaveBeenCalledWith(
    expect.objectContaining({ url: '/api/blade-develop/datasource/test', params: { url: '/data/dali/archive.db' } }),
  );
});

it('leaves the path as it was when the dialog is closed', async () => {
  hostIs('electron');
  api.handle('files.chooseDatabase', () => ({ ok: true, data: { path: null } }));
  const custom = vi.fn(async () => ({ tableCount: 1 }));
  await renderForm(custom);
  fireEvent.click(await screen.findByTestId('datasource-browse'));
  await waitFor(() => expect(screen.getByTestId('datasource-browse').hasAttribute('disabled')).toBe(false));
  expect((document.getElementById('crud-datasource-url') as HTMLInputElement).value).toBe('');
  expect(custom).not.toHaveBeenCalled();
});

it('offers no dialog in the browser host', async () => {
  hostIs('web');
  await renderForm(vi.fn(async () => ({ tableCount: 1 })));
  await screen.findByTestId('datasource-test');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('datasource-browse')).toBeNull();
});
