import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExportFinished, ExportProgress, ExportStartInput } from '../../../src/shared/contract';
import { folderSaveTarget } from '../../../src/main/host/export/save-target';
import { tokenAnswer } from './support/bladex-fixtures';
import { startFakeHttpServer, type FakeHttpServer, type RecordedRequest } from './support/fake-http-server';
import { createTestHost } from './support/host-harness';

const ROWS = 2500;

/** Row i of the fake user list: every kind of column has something to check. */
const userRow = (i: number) => ({
  id: String(1_000_000 + i),
  account: `user${i}`,
  // Row 7 holds the classic formula injection; row 8 a leading minus sign and an at sign inside.
  realName: i === 7 ? '=HYPERLINK("http://evil.example","点我")' : i === 8 ? '-2+3' : `用户${i}`,
  sex: i % 2 === 0 ? 1 : 2,
  roleId: i === 9 ? '1,2' : '1',
  // The VO's name wins where the server gives one; the id's label otherwise.
  roleName: i === 0 ? '管理员' : '',
  balance: i * 101,
  price: '12.50',
  createTime: `2024-03-${String((i % 28) + 1).padStart(2, '0')} 08:30:15`,
  birthday: i === 10 ? '2024-02-30 00:00:00' : '1990-05-06 00:00:00',
});

const pageAnswer = (request: RecordedRequest, rows = ROWS) => {
  const current = Number(request.query.get('current'));
  const size = Number(request.query.get('size'));
  const start = (current - 1) * size;
  const records = Array.from({ length: Math.max(0, Math.min(size, rows - start)) }, (_, k) => userRow(start + k));
  return { json: { code: 200, success: true, msg: '操作成功', data: { records, total: rows, size, current } } };
};

const exportInput = (overrides: Partial<ExportStartInput> = {}): ExportStartInput => ({
  endpoint: '/api/blade-system/user/page',
  params: { realName: '用户', userType_equal: '1', descs: 'create_time' },
  columns: [
    { name: 'account', header: '登录账号', kind: 'text' },
    { name: 'realName', header: '用户姓名', kind: 'text' },
    { name: 'sex', header: '性别', kind: 'dict', dict: { '1': '男', '2': '女' } },
    { name: 'roleName', fallback: 'roleId', header: '角色', kind: 'dict', dict: { '1': '超级管理员', '2': '用户' } },
    { name: 'balance', header: '余额', kind: 'money-cent' },
    { name: 'price', header: '单价', kind: 'money-yuan' },
    { name: 'createTime', header: '创建时间', kind: 'datetime' },
    { name: 'birthday', header: '生日', kind: 'date' },
  ],
  fileName: '用户列表',
  ...overrides,
});

let server: FakeHttpServer;
let folder: string;
beforeAll(async () => {
  server = await startFakeHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'export-test-'));
  server.requests.length = 0;
  server.route('POST /blade-auth/oauth/token', () => ({ json: tokenAnswer() }));
  server.route('GET /blade-system/user/page', (r) => pageAnswer(r));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const signedInHost = async () => {
  const t = createTestHost(server, {}, { exportTarget: folderSaveTarget(folder) });
  const login = await t.host.dispatch('auth.login', { tenantId: '000000', username: 'admin', password: 'admin' });
  expect(login.ok).toBe(true);
  return t;
};

const waitFor = async <T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const startExport = async (t: Awaited<ReturnType<typeof signedInHost>>, input = exportInput()) => {
  const started = await t.host.dispatch('export.start', input);
  if (!started.ok) throw new Error(started.error.message);
  const { exportId } = started.data as { exportId: string };
  expect(exportId).toMatch(/^[0-9a-f-]{36}$/);
  const finished = () =>
    waitFor(() => (t.eventsOf('export.finished') as ExportFinished[]).find((e) => e.exportId === exportId));
  const progress = () => (t.eventsOf('export.progress') as ExportProgress[]).filter((e) => e.exportId === exportId);
  return { exportId, finished, progress };
};

describe('export of a list to .xlsx (host)', () => {
  it('pages through the whole list with the search and the session headers, and writes a valid workbook', async () => {
    const t = await signedInHost();
    const run = await startExport(t);
    const done = await run.finished();
    expect(done).toMatchObject({ ok: true, fileName: '用户列表.xlsx', written: ROWS });
    expect(done.error).toBeUndefined();

    const pages = server.requests.filter((r) => r.path === '/blade-system/user/page');
    expect(pages.map((r) => r.query.get('current'))).toEqual(['1', '2', '3']);
    for (const page of pages) {
      expect(page.query.get('size')).toBe('1000');
      expect(page.query.get('realName')).toBe('用户');
      expect(page.query.get('userType_equal')).toBe('1');
      expect(page.query.get('descs')).toBe('create_time');
      expect(page.headers['blade-auth']).toBe('bearer access-1');
      expect(page.headers['tenant-id']).toBe('000000');
    }

    // Only the finished file is left: the .part was renamed into place.
    const files = readdirSync(folder);
    expect(files).toEqual([`${run.exportId}.xlsx`]);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(folder, files[0]));
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('用户列表');
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '登录账号',
      '用户姓名',
      '性别',
      '角色',
      '余额',
      '单价',
      '创建时间',
      '生日',
    ]);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('user0');
    expect(first.getCell(3).value).toBe('男');
    expect(first.getCell(4).value).toBe('管理员');
    expect(sheet.getRow(3).getCell(4).value).toBe('超级管理员');
    const row5 = sheet.getRow(5 + 2);
    expect(row5.getCell(3).value).toBe('女');
    // Money in cents is written as yuan with two decimals.
    expect(row5.getCell(5).value).toBeCloseTo(5.05, 10);
    expect(row5.getCell(5).numFmt).toBe('#,##0.00');
    expect(row5.getCell(6).value).toBe(12.5);
    // The wire's wall-clock time comes back unchanged as an Excel date.
    const created = row5.getCell(7).value as Date;
    expect(created).toBeInstanceOf(Date);
    expect(created.toISOString()).toBe('2024-03-06T08:30:15.000Z');
    expect(row5.getCell(7).numFmt).toBe('yyyy-mm-dd hh:mm:ss');

    // Formula injection (ASVS 5.0 1.2.10): kept as text with a leading quote, never a formula.
    const evil = sheet.getRow(7 + 2).getCell(2);
    expect(evil.type).toBe(ExcelJS.ValueType.String);
    expect(evil.value).toBe('\'=HYPERLINK("http://evil.example","点我")');
    expect(evil.formula).toBeUndefined();
    expect(sheet.getRow(8 + 2).getCell(2).value).toBe("'-2+3");
    // A comma-joined dictionary value becomes its labels; an impossible date stays as text.
    expect(sheet.getRow(9 + 2).getCell(4).value).toBe('超级管理员,用户');
    expect(sheet.getRow(10 + 2).getCell(8).value).toBe('2024-02-30 00:00:00');

    const last = sheet.getRow(ROWS + 1);
    expect(last.getCell(1).value).toBe(`user${ROWS - 1}`);
  });

  it('reports progress that only grows and ends at the total', async () => {
    const t = await signedInHost();
    const run = await startExport(t);
    await run.finished();
    const progress = run.progress();
    expect(progress.length).toBe(3);
    for (let i = 1; i < progress.length; i += 1) expect(progress[i].written).toBeGreaterThan(progress[i - 1].written);
    expect(progress.every((p) => p.total === ROWS && p.written <= p.total)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ written: ROWS, total: ROWS });
  });

  it('stops on cancel, removes the partial file and says it was cancelled', async () => {
    server.route('GET /blade-system/user/page', (r) => ({
      ...pageAnswer(r),
      delayMs: r.query.get('current') === '1' ? 0 : 300,
    }));
    const t = await signedInHost();
    const run = await startExport(t);
    await waitFor(() => (run.progress().length > 0 ? true : undefined));
    // The first page is in the .part file by now.
    expect(readdirSync(folder).some((f) => f.endsWith('.part'))).toBe(true);
    const cancelled = await t.host.dispatch('export.cancel', { exportId: run.exportId });
    expect(cancelled.ok).toBe(true);

    const done = await run.finished();
    expect(done).toMatchObject({ ok: false, cancelled: true, error: '导出已取消', written: 1000 });
    expect(readdirSync(folder)).toEqual([]);
    // No page was asked for after the one in flight when the cancel came.
    expect(server.requests.filter((r) => r.path === '/blade-system/user/page').length).toBe(2);
    // A second cancel finds nothing running.
    const again = await t.host.dispatch('export.cancel', { exportId: run.exportId });
    expect(again.ok).toBe(false);
  });

  it('ends with ok false and the server message when a page fails mid-way, leaving no file', async () => {
    server.route('GET /blade-system/user/page', (r) =>
      r.query.get('current') === '3'
        ? { status: 500, json: { code: 500, msg: '数据库繁忙,请稍后再试' } }
        : pageAnswer(r),
    );
    const t = await signedInHost();
    const run = await startExport(t);
    const done = await run.finished();
    expect(done).toMatchObject({ ok: false, error: '数据库繁忙,请稍后再试', written: 2000 });
    expect(done.cancelled).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('falls back to pages of 500 when the server refuses 1000 with a 400', async () => {
    server.route('GET /blade-system/user/page', (r) =>
      Number(r.query.get('size')) > 500
        ? { status: 400, json: { code: 400, msg: '参数错误: size 必须是1到500之间的整数' } }
        : pageAnswer(r),
    );
    const t = await signedInHost();
    const done = await (await startExport(t)).finished();
    expect(done).toMatchObject({ ok: true, written: ROWS });
    const sizes = server.requests.filter((r) => r.path === '/blade-system/user/page').map((r) => r.query.get('size'));
    expect(sizes).toEqual(['1000', '500', '500', '500', '500', '500']);
  });

  it('refuses an answer that is not a page or a list instead of exporting nonsense', async () => {
    server.route('GET /blade-system/user/page', () => ({ json: { code: 200, success: true, data: { rows: [] } } }));
    const t = await signedInHost();
    const done = await (await startExport(t)).finished();
    expect(done.ok).toBe(false);
    expect(done.error).toContain('数据格式无法识别');
    expect(readdirSync(folder)).toEqual([]);
  });

  it('exports a plain list answer (R<List>) with one call', async () => {
    server.route('GET /blade-system/post/list', () => ({
      json: { code: 200, success: true, data: [{ postName: '@总经理' }, { postName: '职员' }] },
    }));
    const t = await signedInHost();
    const run = await startExport(
      t,
      exportInput({
        endpoint: '/api/blade-system/post/list',
        params: {},
        columns: [{ name: 'postName', header: '岗位名称', kind: 'text' }],
        fileName: 'posts.xlsx',
      }),
    );
    expect(await run.finished()).toMatchObject({ ok: true, written: 2, fileName: 'posts.xlsx' });
    expect(server.requests.filter((r) => r.path === '/blade-system/post/list').length).toBe(1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(folder, `${run.exportId}.xlsx`));
    expect(book.worksheets[0].getRow(2).getCell(1).value).toBe("'@总经理");
  });

  it('refuses bad input with field errors and starts nothing', async () => {
    const t = await signedInHost();
    const refused = await t.host.dispatch('export.start', {
      ...exportInput(),
      endpoint: 'http://evil.example/blade-system/user/page',
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.fieldErrors?.endpoint).toContain('/api/blade-*');
    expect(server.requests.some((r) => r.path.endsWith('/page'))).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('says export is unavailable without a save target, and refuses while the screen is locked', async () => {
    const bare = createTestHost(server);
    const unavailable = await bare.host.dispatch('export.start', exportInput());
    expect(unavailable).toMatchObject({ ok: false, error: { message: '当前环境不支持导出' } });

    const t = await signedInHost();
    await t.host.dispatch('lock.lock', { password: '1234' });
    const locked = await t.host.dispatch('export.start', exportInput());
    expect(locked).toMatchObject({ ok: false, error: { code: 'silent' } });
    expect(server.requests.some((r) => r.path.endsWith('/page'))).toBe(false);
  });

  it('runs at most two exports at once', async () => {
    server.route('GET /blade-system/user/page', (r) => ({ ...pageAnswer(r), delayMs: 200 }));
    const t = await signedInHost();
    const a = await startExport(t);
    const b = await startExport(t);
    const third = await t.host.dispatch('export.start', exportInput());
    expect(third).toMatchObject({
      ok: false,
      error: { code: 'validation', message: '已有导出正在进行，请等待完成后再试' },
    });
    await t.host.dispatch('export.cancel', { exportId: a.exportId });
    await t.host.dispatch('export.cancel', { exportId: b.exportId });
    await a.finished();
    await b.finished();
  });
});
