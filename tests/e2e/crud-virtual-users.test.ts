import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// Virtual users as an operator reaches them: 用户管理 → the 虚拟用户 tab, the engine's list for their definition.

const suite = setUpSuite();

const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();
const drawer = (page: Page) => page.locator('.fui-DrawerBody');
const messageUnder = (page: Page, field: string) =>
  page.locator(`[data-field="${field}"] .fui-Field__validationMessage`);
/** The virtual users' list (the user list stays mounted, hidden, beside it). */
const virtualList = (page: Page) => page.locator('section[data-resource="virtualUser"]');
const rowOf = (page: Page, text: string) => virtualList(page).locator('tbody tr').filter({ hasText: text });
const total = (page: Page) => virtualList(page).getByTestId('crud-total').textContent();

const search = async (page: Page, account: string) => {
  await page.locator('#crud-search-virtualUser-account').fill(account);
  await page.locator('#crud-search-virtualUser-account').press('Enter');
};

describe('virtual users', () => {
  it('adds a persona after a validation error, finds, edits and deletes it from the 虚拟用户 tab', async () => {
    await withPage(suite.browser, 'crud-virtual-users', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/system/user`);
      await page.getByRole('tab', { name: '用户', exact: true }).waitFor();
      await page.locator('section[data-resource="user"]').getByTestId('crud-add').waitFor();
      await page.getByRole('tab', { name: '虚拟用户' }).click();
      await virtualList(page).getByTestId('crud-add').click();

      await page.locator('#crud-virtualUser-account').fill('erhai_wind');
      await page.locator('#crud-virtualUser-name').fill('洱海边的风');
      await page.locator('#crud-virtualUser-realName').fill('杨丽');
      await page.locator('#crud-virtualUser-phone').fill('1398888');
      await page.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => messageUnder(page, 'phone').textContent()).toBe('手机号码长度不为11位');
      // The form stays open with what was typed.
      expect(await page.locator('#crud-virtualUser-account').inputValue()).toBe('erhai_wind');
      await page.locator('#crud-virtualUser-phone').fill('13988887777');
      await page.getByRole('button', { name: '保存' }).click();
      await toast(page, '新增成功');
      await drawer(page).waitFor({ state: 'detached' });

      await search(page, 'erhai_wind');
      await expect.poll(() => total(page)).toBe('共 1 条');
      await rowOf(page, 'erhai_wind').filter({ hasText: '洱海边的风' }).waitFor();

      await rowOf(page, 'erhai_wind').locator('button[data-action="edit"]').click();
      await expect.poll(() => page.locator('#crud-virtualUser-name').inputValue()).toBe('洱海边的风');
      await page.locator('#crud-virtualUser-name').fill('苍山雪');
      await page.getByRole('button', { name: '修改' }).click();
      await toast(page, '更新成功');
      await rowOf(page, '苍山雪').waitFor();

      // The tab is kept for the session: a reload comes back to the virtual users.
      await page.reload();
      await virtualList(page).getByTestId('crud-add').waitFor();
      expect(await page.getByRole('tab', { name: '虚拟用户' }).getAttribute('aria-selected')).toBe('true');

      await search(page, 'erhai_wind');
      await expect.poll(() => total(page)).toBe('共 1 条');
      await rowOf(page, 'erhai_wind').locator('button[data-action="delete"]').click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('确定将选择数据删除?').waitFor();
      await confirm.getByRole('button', { name: '确定' }).click();
      await toast(page, '删除成功');
      await expect.poll(() => total(page)).toBe('共 0 条');
    });
  });
});
