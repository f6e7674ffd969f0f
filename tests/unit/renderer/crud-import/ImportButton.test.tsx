import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview, ResourceDef } from '../../../../src/shared/resources';
import { userResource } from '../../../../src/shared/resources';
import { ImportButton } from '../../../../src/renderer/crud-import/ImportButton';
import { FakeApi } from '../fake-api';
import { renderWithProviders } from '../render-with-providers';

const xlsx = (name = 'users.xlsx', size = 64) =>
  new File([new Uint8Array(size).fill(0x50)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

const pick = (file: File) => fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });

const envelope = (data: unknown) => ({
  ok: true as const,
  data: { status: 200, data: { code: 200, success: true, data, msg: '操作成功' } },
});

const cleanPreview: ImportPreview = {
  total: 2,
  creates: 1,
  updates: 1,
  errors: [],
  errorCount: 0,
  rows: [
    { row: 2, action: 'update', cells: { account: 'imp01', realName: '张三' } },
    { row: 3, action: 'create', cells: { account: 'imp02', realName: '李四' } },
  ],
  columns: ['account', 'realName'],
  ignored: [],
};

const badPreview: ImportPreview = {
  ...cleanPreview,
  errors: [
    { row: 3, field: 'phone', message: '手机号码长度不为11位' },
    { row: 4, field: '_', message: '区划编号必须以上级区划编号开头' },
  ],
  errorCount: 2,
  ignored: ['租户编号'],
};

/** The upload calls by path, each with its fields. */
const uploads = (api: FakeApi) =>
  api.callsTo('http.upload').map((input) => {
    const { url, fields } = input as { url: string; fields: Record<string, string> };
    return `${url} ${fields.isCovered}`;
  });

const open = async (api: FakeApi, def: ResourceDef = userResource, onImported = vi.fn()) => {
  await renderWithProviders(<ImportButton def={def} onImported={onImported} api={api} />);
  fireEvent.click(screen.getByTestId('crud-import'));
  await screen.findByTestId('import-dialog');
  return onImported;
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ImportButton', () => {
  it('states the limits and refuses a wrong file before sending anything', async () => {
    const api = new FakeApi();
    await open(api);
    expect(screen.getByText('文件须为 .xlsx 格式，不超过10M；单次最多导入5,000条数据')).toBeTruthy();
    pick(xlsx('users.csv'));
    await screen.findByText('只能导入xlsx文件，且不超过10M');
    pick(xlsx('big.xlsx', 10 * 1024 * 1024 + 1));
    await screen.findByText('文件大小为10.0 MB，超过10M，无法导入');
    pick(xlsx('empty.xlsx', 0));
    await screen.findByText('文件是空的，请选择填写好的导入模板');
    expect(screen.getByTestId('import-submit')).toHaveProperty('disabled', true);
    expect(api.callsTo('http.upload')).toHaveLength(0);
  });

  it('checks a picked file, shows the rows as read, then imports it, shows the counts and refreshes', async () => {
    const api = new FakeApi().handle('http.upload', (input) =>
      (input as { url: string }).url.endsWith('/import-preview')
        ? envelope(cleanPreview)
        : envelope({ inserted: 1, updated: 1 }),
    );
    const onImported = await open(api);
    pick(xlsx());
    await screen.findByText('校验通过：共2行，将新增1条，更新1条');
    const table = screen.getByTestId('import-preview');
    expect(within(table).getByRole('columnheader', { name: '登录账号' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '用户姓名' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['行号操作登录账号用户姓名', '第2行更新imp01张三', '第3行新增imp02李四']);
    expect(uploads(api)).toEqual(['/api/blade-system/user/import-preview 0']);
    expect(onImported).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('import-submit'));
    await screen.findByText('导入成功：新增 1 条，更新 1 条');
    expect(uploads(api)).toEqual(['/api/blade-system/user/import-preview 0', '/api/blade-system/user/import 0']);
    expect(api.callsTo('http.upload')[1]).toMatchObject({ fileName: 'users.xlsx', bytes: expect.any(Uint8Array) });
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('import-submit')).toHaveProperty('disabled', true);
  });

  it('lists every row error with its row, column and message, and keeps 导入 disabled', async () => {
    const api = new FakeApi().handle('http.upload', () => envelope(badPreview));
    const onImported = await open(api);
    pick(xlsx());
    await screen.findByText('发现2处错误（共2行），请修改文件后重新选择；不会写入任何数据');
    const rows = within(screen.getByTestId('import-errors')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '行号列错误信息',
      '第3行手机号码手机号码长度不为11位',
      '第4行整行区划编号必须以上级区划编号开头',
    ]);
    expect(screen.getByText('以下列不是导入列，将被忽略：租户编号')).toBeTruthy();
    expect(screen.getByTestId('import-submit')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(uploads(api)).toEqual(['/api/blade-system/user/import-preview 0']);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('checks the file again when the overwrite switch changes; a definition without a key has no switch', async () => {
    const api = new FakeApi().handle('http.upload', () => envelope(cleanPreview));
    await open(api);
    expect(screen.getByText(/开启后，登录账号已存在的行将更新该条数据/)).toBeTruthy();
    pick(xlsx());
    await screen.findByTestId('import-preview');
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() =>
      expect(uploads(api)).toEqual([
        '/api/blade-system/user/import-preview 0',
        '/api/blade-system/user/import-preview 1',
      ]),
    );
    await screen.findByTestId('import-preview');
    fireEvent.click(screen.getByTestId('import-submit'));
    await waitFor(() => expect(uploads(api).at(-1)).toBe('/api/blade-system/user/import 1'));
    cleanup();

    await open(new FakeApi(), { ...userResource, import: true });
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the server’s refusal of the file, and an import refused at the last moment with its rows', async () => {
    let answer: 'refuse-file' | 'clean' = 'refuse-file';
    const api = new FakeApi().handle('http.upload', (input) => {
      if (answer === 'refuse-file')
        return { ok: false, error: { code: 'http', status: 400, message: '导入文件中没有用户数据' } };
      return (input as { url: string }).url.endsWith('/import-preview')
        ? envelope(cleanPreview)
        : { ok: false, error: { code: 'http', status: 400, message: '第3行: 当前账号已被使用!(登录账号)' } };
    });
    const onImported = await open(api);
    pick(xlsx());
    await screen.findByText('文件校验失败: 导入文件中没有用户数据');
    expect(screen.getByTestId('import-submit')).toHaveProperty('disabled', true);

    answer = 'clean';
    pick(xlsx('fixed.xlsx'));
    await screen.findByTestId('import-preview');
    fireEvent.click(screen.getByTestId('import-submit'));
    await screen.findByText('导入失败，未写入任何数据');
    expect(within(screen.getByTestId('import-errors')).getByText('当前账号已被使用!(登录账号)')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('follows the upload’s progress and cannot be closed while a file is on its way', async () => {
    let finish: (value: ReturnType<typeof envelope>) => void = () => undefined;
    const api = new FakeApi().handle('http.upload', () => new Promise((resolve) => (finish = resolve)));
    await open(api);
    pick(xlsx());
    await screen.findByTestId('import-progress');
    const { uploadId } = await waitFor(() => {
      const [call] = api.callsTo('http.upload');
      expect(call).toBeDefined();
      return call as { uploadId: string };
    });
    api.emit('upload.progress', { uploadId, sent: 50, total: 100 });
    await waitFor(() => expect(screen.getByTestId('upload-percent').textContent).toBe('50%'));
    expect(screen.getByText('正在上传…', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveProperty('disabled', true);
    api.emit('upload.progress', { uploadId, sent: 100, total: 100 });
    await screen.findByText('正在校验数据…', { selector: 'span' });
    finish(envelope(cleanPreview));
    await screen.findByTestId('import-preview');
    expect(screen.queryByTestId('import-progress')).toBeNull();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveProperty('disabled', false);
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
    await open(api);
    fireEvent.click(await screen.findByTestId('import-template'));
    await waitFor(() => expect(clicked).toEqual(['用户管理导入模板.xlsx']));
    expect(api.callsTo('http.request')[0]).toMatchObject({
      method: 'GET',
      url: '/api/blade-system/user/import-template',
      responseType: 'arraybuffer',
    });
  });
});
