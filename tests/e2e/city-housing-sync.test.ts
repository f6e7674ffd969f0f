import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// Issue 14: the municipal housing sync run from its screen against a local stub of the housing system's paged JSON
// API (started here): the address set in 参数管理, a sync that adds the estates and says so above the list, then a
// source answering garbage refused with a clear message and nothing written.

const suite = setUpSuite({ signOutBeforeEach: true });

const source: { mode: 'ok' | 'garbage' } = { mode: 'ok' };
const VILLAGES = [
  { id: 'E2E-V1', name: '洱海花园一期', address: '大理市下关镇洱河南路', districtName: '大理市', houseCount: 120 },
  { id: 'E2E-V2', name: '洱海花园二期', address: '大理市下关镇洱河南路', districtName: '大理市', houseCount: 96 },
  { id: 'E2E-V3', name: '苍山公租房小区', address: '大理市大理镇', districtName: '大理市', houseCount: 240 },
];
let stub: Server;
let base = '';

beforeAll(async () => {
  stub = createServer((req, res): void => {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (!url.pathname.endsWith('/village')) {
      res.writeHead(404).end();
      return;
    }
    if (source.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>维护中</html>');
      return;
    }
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    const records = VILLAGES.slice((page - 1) * size, page * size);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, data: { total: VILLAGES.length, records } }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/api/housing`;
});
afterAll(async () => {
  await new Promise((resolve) => stub.close(resolve));
});

const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();

// 同步 asks first (the definition's confirmation holds for the screen's own handler): it rewrites the local copy.
const sync = async (page: Page) => {
  await page.locator('button[data-action="sync"]').click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('确定同步吗？').waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
};

describe('municipal housing sync', () => {
  it('syncs the estates from the stub set in 参数管理, and refuses a source answering garbage', async () => {
    await withPage(suite.browser, 'housing-sync', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/system/param`);
      await page.locator('#crud-search-param-paramName').fill('住房系统地址');
      await page.locator('#crud-search-param-paramName').press('Enter');
      await expect.poll(() => page.getByTestId('crud-total').textContent()).toBe('共 1 条');
      await page.locator('tbody tr').first().locator('button[data-action="edit"]').click();
      await page.locator('#crud-param-paramValue').fill(base);
      await page.getByRole('button', { name: '修改' }).click();
      await toast(page, '更新成功');

      await page.goto(`${suite.host.url}/city/housing-village`);
      const summary = page.getByTestId('housing-sync');
      await summary.waitFor();
      await sync(page);
      await toast(page, '同步完成：新增3条，变更0条，未变0条，失败0条');
      await expect
        .poll(() => summary.textContent())
        .toMatch(/^上次同步：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d，新增3条，变更0条，未变0条，失败0条$/);
      await page.locator('tbody tr').filter({ hasText: '苍山公租房小区' }).waitFor();
      const total = await page.getByTestId('crud-total').textContent();

      source.mode = 'garbage';
      await sync(page);
      await toast(page, '住房系统返回的不是JSON（第1页），本次未写入任何数据');
      await expect.poll(() => summary.textContent()).toMatch(/^上次同步失败（.+）：住房系统返回的不是JSON（第1页）/);
      expect(await page.getByTestId('crud-total').textContent()).toBe(total);
    });
  });
});
