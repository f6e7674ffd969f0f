import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostInvoke } from '../helpers/web-host';
import { resultsDir, withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// User import from Excel (issue 4, bladex-contract.md §6; the engine's generic import, issue 10), as an operator
// does it: download the template from the user list, fill it in, pick it (it is checked at once), import it, find
// the new users; a file with a bad row shows it before anything is written and creates nobody.

const suite = setUpSuite({ captcha: 'e2e78' });

type Result = { ok: boolean; data?: unknown; error?: { message: string } };

// The host keeps one session for all its pages: a later scenario finds it signed in already.
const signIn = (page: Page) => suite.signIn(page, { reuse: true });

const usersMatching = async (account: string) => {
  const answer = (await hostInvoke(suite.host, 'http.request', {
    method: 'GET',
    url: '/api/blade-system/user/page',
    params: { account, current: 1, size: 50 },
  })) as Result;
  expect(answer.ok, JSON.stringify(answer.error)).toBe(true);
  return (answer.data as { data: { data: { total: number; records: Array<Record<string, unknown>> } } }).data.data;
};

const search = async (page: Page, account: string, total: number) => {
  const box = page.getByRole('textbox', { name: '登录账号' }).first();
  await box.fill(account);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect.poll(async () => (await page.getByTestId('crud-total').textContent())?.trim()).toBe(`共 ${total} 条`);
};

/** Adds rows below the template's example row and saves the workbook where the page can pick it. */
const fillTemplate = async (template: string, rows: string[][], name: string): Promise<string> => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const sheet = book.worksheets[0];
  for (const row of rows) sheet.addRow(row);
  const path = join(resultsDir, name);
  await book.xlsx.writeFile(path);
  return path;
};

beforeAll(async () => {
  await mkdir(resultsDir, { recursive: true });
});

describe('import of users from Excel', () => {
  it('downloads the template, imports two filled rows, shows the counts and lists the new users', async () => {
    await withPage(suite.browser, 'crud-import-users', async (page) => {
      await signIn(page);
      await page.goto(`${suite.host.url}/system/user`);
      await page.getByTestId('crud-import').click();
      const dialog = page.getByTestId('import-dialog');
      await dialog.waitFor();

      const download = page.waitForEvent('download', { timeout: 30_000 });
      await dialog.getByTestId('import-template').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('用户管理导入模板.xlsx');
      const template = join(resultsDir, 'crud-import-template.xlsx');
      await file.saveAs(template);

      const check = new ExcelJS.Workbook();
      await check.xlsx.readFile(template);
      const headers = (check.worksheets[0].getRow(1).values as unknown[]).slice(1);
      expect(headers).toEqual([
        '登录账号',
        '用户昵称',
        '用户姓名',
        '用户邮箱',
        '手机号码',
        '所属角色',
        '所属部门',
        '所属岗位',
        '用户生日',
      ]);

      const filled = await fillTemplate(
        template,
        [
          [
            'e2eimp1',
            '导入甲',
            '导入甲',
            'e2eimp1@example.com',
            '13900002001',
            '普通用户',
            '办公室',
            '科员',
            '1991-05-06',
          ],
          ['e2eimp2', '导入乙', '导入乙', '', '13900002002', '普通用户', '信息中心', '', ''],
        ],
        'crud-import-good.xlsx',
      );
      await dialog.getByTestId('import-file').setInputFiles(filled);
      await expect.poll(async () => dialog.getByTestId('import-file-name').textContent()).toBe('crud-import-good.xlsx');
      // The file is checked first: the rows as read, nothing written yet; 导入 is enabled once the check is clean.
      await expect
        .poll(async () => (await dialog.getByTestId('import-check').textContent())?.trim())
        .toBe('校验通过：共2行，将新增2条，更新0条');
      await dialog.getByTestId('import-preview').getByRole('cell', { name: 'e2eimp2', exact: true }).waitFor();
      expect((await usersMatching('e2eimp')).total).toBe(0);
      await dialog.getByTestId('import-submit').click();
      await expect
        .poll(async () => (await dialog.getByTestId('import-result').textContent())?.trim())
        .toBe('导入成功：新增 2 条，更新 0 条');
      await dialog.getByRole('button', { name: '关闭' }).click();
      await dialog.waitFor({ state: 'detached' });

      await search(page, 'e2eimp', 2);
      await page.getByRole('cell', { name: 'e2eimp1', exact: true }).waitFor();
      await page.getByRole('cell', { name: 'e2eimp2', exact: true }).waitFor();
      const listed = await usersMatching('e2eimp');
      expect(listed.records.map((record) => record.account).sort()).toEqual(['e2eimp1', 'e2eimp2']);
    });
  });

  it('a file with a bad phone shows the row error and creates nobody', async () => {
    await withPage(suite.browser, 'crud-import-bad-row', async (page) => {
      await signIn(page);
      await page.goto(`${suite.host.url}/system/user`);
      await page.getByTestId('crud-import').click();
      const dialog = page.getByTestId('import-dialog');
      await dialog.waitFor();

      // The file check runs before anything is sent.
      const wrongType = join(resultsDir, 'crud-import-wrong.csv');
      await writeFile(wrongType, 'account\nx\n');
      await dialog.getByTestId('import-file').setInputFiles(wrongType);
      await dialog.getByText('只能导入xlsx文件，且不超过10M').first().waitFor();
      expect(await dialog.getByTestId('import-submit').isDisabled()).toBe(true);

      const template = join(resultsDir, 'crud-import-template.xlsx');
      const bad = await fillTemplate(
        template,
        [
          ['e2ebad1', '好行', '好的行', '', '13900003001', '普通用户', '办公室', '', ''],
          ['e2ebad2', '坏行', '坏电话', '', '12345', '普通用户', '办公室', '', ''],
        ],
        'crud-import-bad.xlsx',
      );
      await dialog.getByTestId('import-file').setInputFiles(bad);
      // The check lists the refused row before anything is written, and 导入 stays disabled.
      const errors = dialog.getByTestId('import-errors');
      await errors.waitFor();
      // Row 1 is the header and row 2 the template's example: the bad phone is on row 4.
      await errors.getByRole('cell', { name: '第4行' }).waitFor();
      await errors.getByRole('cell', { name: '手机号码长度不为11位', exact: true }).waitFor();
      expect(await errors.getByRole('row').count()).toBe(2);
      await dialog.getByText('发现1处错误（共2行），请修改文件后重新选择；不会写入任何数据').waitFor();
      expect(await dialog.getByTestId('import-submit').isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: '关闭' }).click();

      await search(page, 'e2ebad', 0);
      expect((await usersMatching('e2ebad')).total).toBe(0);
    });
  });
});
