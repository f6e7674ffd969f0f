import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { hostInvoke, launchCookie } from '../helpers/web-host';
import { resultsDir, withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// Export of the current search to .xlsx (issue 4), through the browser host: the host pages through the
// embedded server and streams the sheet, the page follows the progress and downloads the file once.

/** More users than one page of 10, all matching the search `exp`, so "all pages" is visible. */
const EXTRA_USERS = 13;
const ADMIN_ROLE = '1123598816738675201';
const ADMIN_DEPT = '1123598813738675201';

const suite = setUpSuite({ captcha: 'e2e77' });

type Result = { ok: boolean; data?: unknown; error?: { message: string } };

const invoke = async (channel: string, input?: unknown) => (await hostInvoke(suite.host, channel, input)) as Result;

/** The list answer the screen itself gets for the search, read through the host as the page would. */
const listPage = async (params: Record<string, string | number>) => {
  const answer = await invoke('http.request', { method: 'GET', url: '/api/blade-system/user/page', params });
  expect(answer.ok, JSON.stringify(answer.error)).toBe(true);
  const body = (answer.data as { data: { data: { total: number; records: Array<Record<string, unknown>> } } }).data;
  return body.data;
};

const createUsers = async () => {
  for (let i = 1; i <= EXTRA_USERS; i += 1) {
    const n = String(i).padStart(2, '0');
    const created = await invoke('http.request', {
      method: 'POST',
      url: '/api/blade-system/user/submit',
      data: {
        account: `exp${n}`,
        password: 'secret123',
        password2: 'secret123',
        name: `导出${n}`,
        // Row 1 carries a formula-looking name: it must come back as text, never a formula.
        realName: i === 1 ? '=1+2' : `导出员${n}`,
        phone: `1390000${String(1000 + i)}`,
        sex: (i % 2) + 1,
        userType: 1,
        roleId: ADMIN_ROLE,
        deptId: ADMIN_DEPT,
      },
    });
    expect(created.ok, JSON.stringify(created.error)).toBe(true);
  }
};

const readSheet = async (path: string) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book.worksheets[0];
};

describe('export of the current search to .xlsx', () => {
  it('exports every page of the user list search with progress, downloads it, and the sheet matches the list', async () => {
    await withPage(suite.browser, 'crud-export-user-list', async (page) => {
      await suite.signIn(page);
      await createUsers();

      await page.goto(`${suite.host.url}/system/user`);
      const search = page.getByRole('textbox', { name: '登录账号' }).first();
      await search.fill('exp');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await expect
        .poll(async () => (await page.getByTestId('crud-total').textContent())?.trim())
        .toBe(`共 ${EXTRA_USERS} 条`);

      const download = page.waitForEvent('download', { timeout: 30_000 });
      await page.getByTestId('crud-export').click();
      const dialog = page.getByTestId('export-dialog');
      await dialog.waitFor();
      await dialog.getByRole('progressbar').waitFor();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^用户管理_\d{8}_\d{6}\.xlsx$/);
      await expect
        .poll(async () => (await page.getByTestId('export-done').textContent()) ?? '')
        .toContain(file.suggestedFilename());
      await dialog.getByText(`导出完成，共 ${EXTRA_USERS} 条`).waitFor();
      const saved = join(resultsDir, 'crud-export-user-list.xlsx');
      await file.saveAs(saved);

      // The sheet holds the whole search (both pages), in the list's order, labelled as the table shows it.
      const list = await listPage({ account: 'exp', current: 1, size: 100 });
      expect(list.total).toBe(EXTRA_USERS);
      const sheet = await readSheet(saved);
      expect(sheet.rowCount).toBe(list.total + 1);
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(headers).toContain('登录账号');
      const accountColumn = headers.indexOf('登录账号') + 1;
      const accounts = Array.from({ length: list.total }, (_, i) => sheet.getRow(i + 2).getCell(accountColumn).value);
      expect(accounts).toEqual(list.records.map((record) => record.account));
      // Row by row the first record is what the list's first row holds; its formula-like name is text.
      const first = list.records[0];
      const nameColumn = headers.indexOf('用户姓名') + 1;
      const expectedName = String(first.realName).startsWith('=') ? `'${String(first.realName)}` : first.realName;
      expect(sheet.getRow(2).getCell(nameColumn).value).toBe(expectedName);
      const formulaCell = accounts.indexOf('exp01') + 2;
      expect(sheet.getRow(formulaCell).getCell(nameColumn).value).toBe("'=1+2");
      expect(sheet.getRow(formulaCell).getCell(nameColumn).formula).toBeUndefined();
      const sexColumn = headers.indexOf('用户性别') + 1;
      expect(sexColumn).toBeGreaterThan(0);
      expect(['男', '女']).toContain(sheet.getRow(2).getCell(sexColumn).value);
      await dialog.getByRole('button', { name: '关闭' }).click();
      await dialog.waitFor({ state: 'detached' });
    });
  });

  it('runs through the host socket alone: monotonic progress ending at the total, and a one-time download', async () => {
    // Signed in by the previous scenario or here: the host keeps one session for all its pages.
    const session = (await invoke('session.get')) as { data: { signedIn: boolean } };
    if (!session.data.signedIn) {
      await withPage(suite.browser, 'crud-export-sign-in', (page) => suite.signIn(page));
    }
    const cookie = launchCookie(suite.host);
    const socket = new WebSocket(`${suite.host.url.replace(/^http/, 'ws')}/__host`, {
      origin: suite.host.url,
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    const events: Array<{ event: string; payload: Record<string, unknown> }> = [];
    const replies = new Map<number, Result>();
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        t: string;
        id?: number;
        result?: Result;
        event?: string;
        payload?: Record<string, unknown>;
      };
      if (message.t === 'event' && message.event?.startsWith('export.')) {
        events.push({ event: message.event, payload: message.payload ?? {} });
      }
      if (message.t === 'result' && message.id !== undefined && message.result) replies.set(message.id, message.result);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    let nextId = 1;
    const call = async (channel: string, input: unknown): Promise<Result> => {
      const id = nextId++;
      socket.send(JSON.stringify({ t: 'invoke', id, channel, input }));
      await expect.poll(() => replies.has(id), { timeout: 10_000 }).toBe(true);
      return replies.get(id) as Result;
    };
    try {
      const request = {
        endpoint: '/api/blade-system/user/page',
        params: {},
        columns: [
          { name: 'account', header: '登录账号', kind: 'text' },
          { name: 'createTime', header: '创建时间', kind: 'datetime' },
        ],
        fileName: 'users',
      };
      const started = await call('export.start', request);
      expect(started.ok, JSON.stringify(started.error)).toBe(true);
      const { exportId } = started.data as { exportId: string };
      await expect
        .poll(() => events.find((e) => e.event === 'export.finished' && e.payload.exportId === exportId), {
          timeout: 30_000,
        })
        .toBeTruthy();
      const finished = events.find((e) => e.event === 'export.finished')?.payload as {
        ok: boolean;
        written: number;
        downloadUrl: string;
      };
      const total = (await listPage({ current: 1, size: 1 })).total;
      expect(finished).toMatchObject({ ok: true, written: total, downloadUrl: `/__exports/${exportId}` });
      const progress = events.filter((e) => e.event === 'export.progress').map((e) => e.payload.written as number);
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.every((written, i) => i === 0 || written > progress[i - 1])).toBe(true);
      expect(progress.at(-1)).toBe(total);

      const first = await fetch(`${suite.host.url}${finished.downloadUrl}`, {
        headers: { cookie: `${cookie.name}=${cookie.value}` },
      });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-disposition')).toContain('users.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await first.arrayBuffer());
      expect(book.worksheets[0].rowCount).toBe(total + 1);
      const again = await fetch(`${suite.host.url}${finished.downloadUrl}`, {
        headers: { cookie: `${cookie.name}=${cookie.value}` },
      });
      expect(again.status).toBe(404);
    } finally {
      socket.close();
    }
  });
});
