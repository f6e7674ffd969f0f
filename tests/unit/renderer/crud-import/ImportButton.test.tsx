import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userResource } from '../../../../src/shared/resources';
import { ImportButton } from '../../../../src/renderer/crud-import/ImportButton';
import { FakeApi } from '../fake-api';
import { renderWithProviders } from '../render-with-providers';

const xlsx = (name = 'users.xlsx', size = 64) =>
  new File([new Uint8Array(size).fill(0x50)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const pick = (file: File) => fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ImportButton', () => {
  it('refuses a wrong file before sending, uploads a good one with isCovered, shows the counts and refreshes', async () => {
    const api = new FakeApi().handle('http.upload', () => ({
      ok: true,
      data: { status: 200, data: { code: 200, success: true, data: { inserted: 2, updated: 1 }, msg: '操作成功' } },
    }));
    const onImported = vi.fn();
    await renderWithProviders(<ImportButton def={userResource} onImported={onImported} api={api} />);
    fireEvent.click(screen.getByTestId('crud-import'));
    await screen.findByTestId('import-dialog');

    pick(xlsx('users.csv'));
    await screen.findByText('只能导入xlsx文件，且不超过10M');
    expect(screen.getByTestId('import-submit')).toHaveProperty('disabled', true);
    pick(xlsx('big.xlsx', 10 * 1024 * 1024 + 1));
    expect(screen.getByTestId('import-submit')).toHaveProperty('disabled', true);

    pick(xlsx());
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByTestId('import-submit'));
    await screen.findByText('导入成功：新增 2 条，更新 1 条');
    expect(api.callsTo('http.upload')).toHaveLength(1);
    expect(api.callsTo('http.upload')[0]).toMatchObject({
      url: '/api/blade-system/user/import-user',
      fileName: 'users.xlsx',
      fields: { isCovered: '1' },
    });
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('lists the refused rows and does not refresh the list', async () => {
    const api = new FakeApi().handle('http.upload', () => ({
      ok: false,
      error: { code: 'http', status: 400, message: '第3行: 手机号码格式不正确; 第5行: 当前账号已被使用!(登录账号)' },
    }));
    const onImported = vi.fn();
    await renderWithProviders(<ImportButton def={userResource} onImported={onImported} api={api} />);
    fireEvent.click(screen.getByTestId('crud-import'));
    pick(xlsx());
    fireEvent.click(screen.getByTestId('import-submit'));
    const table = await screen.findByTestId('import-errors');
    expect(table.textContent).toContain('第3行');
    expect(table.textContent).toContain('手机号码格式不正确');
    expect(table.textContent).toContain('第5行');
    expect(screen.getByText('导入失败，未写入任何数据')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('downloads the template as bytes through the request channel', async () => {
    const api = new FakeApi().handle('http.request', () => ({
      ok: true,
      data: { status: 200, data: new Uint8Array([0x50, 0x4b, 0x03, 0x04]) },
    }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const created = vi.fn(() => 'blob:template');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    await renderWithProviders(<ImportButton def={userResource} onImported={vi.fn()} api={api} />);
    fireEvent.click(screen.getByTestId('crud-import'));
    fireEvent.click(await screen.findByTestId('import-template'));
    await waitFor(() => expect(clicked).toEqual(['用户管理导入模板.xlsx']));
    expect(api.callsTo('http.request')[0]).toMatchObject({
      method: 'GET',
      url: '/api/blade-system/user/export-template',
      responseType: 'arraybuffer',
    });
  });
});
