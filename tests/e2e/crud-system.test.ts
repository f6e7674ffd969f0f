import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostInvoke } from '../helpers/web-host';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// The CRUD engine on the system-administration area (issue 4), as an operator uses it in the browser host.

const suite = setUpSuite({ signOutBeforeEach: true });

const fillLogin = (page: Page, account: string, password: string) =>
  suite.signIn(page, { account, password, landing: null });

const signIn = (page: Page, account = 'admin', password = account) => suite.signIn(page, { account, password });

const signOut = async (page: Page) => {
  await hostInvoke(suite.host, 'auth.logout');
  await page.goto(`${suite.host.url}/login`);
  await page.waitForURL('**/login');
};

const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();
const drawer = (page: Page) => page.locator('.fui-DrawerBody');
const messageUnder = (page: Page, field: string) =>
  page.locator(`[data-field="${field}"] .fui-Field__validationMessage`);
const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

/** Adds a user through the drawer; `realName` decides whether the first save passes. */
const fillNewUser = async (page: Page, account: string, realName: string) => {
  await page.getByTestId('crud-add').click();
  // The keyboard starts on the first field of the drawer.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('crud-user-account');
  await page.locator('#crud-user-account').fill(account);
  await page.locator('#crud-user-password').fill('secret1');
  await page.locator('#crud-user-password2').fill('secret1');
  await page.locator('#crud-user-name').fill('E2E');
  await page.locator('#crud-user-realName').fill(realName);
  await page.locator('#crud-user-roleId').click();
  // A multiple select: Fluent lists its options as menu checkboxes.
  await page.getByRole('menuitemcheckbox', { name: '普通用户' }).click();
  await page.keyboard.press('Tab');
  await page.locator('#crud-user-deptId').click();
  await page
    .locator('.fui-PopoverSurface [role="treeitem"]')
    .filter({ hasText: '大理州文旅局' })
    .first()
    .locator('input[type="checkbox"]')
    .first()
    .check({ force: true });
  // Fluent's tree checkbox is a styled native input under its indicator: checked directly.
  // Close the tree by clicking the drawer's title (an outside click closes the popover, never the drawer).
  await page.locator('.fui-DrawerHeaderTitle').click();
};

const openUsers = async (page: Page) => {
  await page.goto(`${suite.host.url}/system/user`);
  await page.getByTestId('crud-add').waitFor();
};

describe('system administration through the CRUD engine', () => {
  it('creates a user after a validation error, finds, edits and blocks it (sign-in refused), then deletes it', async () => {
    await withPage(suite.browser, 'crud-user-lifecycle', async (page) => {
      await signIn(page);
      await openUsers(page);
      await fillNewUser(page, 'e2e_op', '张');
      await page.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => messageUnder(page, 'realName').textContent()).toBe('姓名长度在2到5个字符');
      // A refused save puts the keyboard on the first invalid field.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('crud-user-realName');
      await page.locator('#crud-user-realName').fill('测试员');
      await page.getByRole('button', { name: '保存' }).click();
      await toast(page, '新增成功');
      await drawer(page).waitFor({ state: 'detached' });

      await page.locator('#crud-search-user-account').fill('e2e_op');
      await page.locator('#crud-search-user-account').press('Enter');
      await expect.poll(() => page.getByTestId('crud-total').textContent()).toBe('共 1 条');
      await rowOf(page, 'e2e_op').waitFor();

      await rowOf(page, 'e2e_op').locator('button[data-action="edit"]').click();
      await expect.poll(() => page.locator('#crud-user-name').inputValue()).toBe('E2E');
      await page.locator('#crud-user-name').fill('E2E改');
      await page.getByRole('button', { name: '修改' }).click();
      await toast(page, '更新成功');
      await rowOf(page, 'E2E改').waitFor();

      await rowOf(page, 'e2e_op').locator('input[type="checkbox"]').check();
      await page.locator('button[data-action="block"]').click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await toast(page, '操作成功!');

      await signOut(page);
      await fillLogin(page, 'e2e_op', 'secret1');
      await page.getByText('该账号已被禁用,请联系管理员').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');

      await signIn(page);
      await openUsers(page);
      await page.locator('#crud-search-user-account').fill('e2e_op');
      await page.locator('#crud-search-user-account').press('Enter');
      await expect.poll(() => page.getByTestId('crud-total').textContent()).toBe('共 1 条');
      await rowOf(page, 'e2e_op').locator('button[data-action="delete"]').click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('确定将选择数据删除?').waitFor();
      await confirm.getByRole('button', { name: '确定' }).click();
      await toast(page, '删除成功');
      await expect.poll(() => page.getByTestId('crud-total').textContent()).toBe('共 0 条');
    });
  });

  it('grants a role a menu in the role grant dialog, and its user sees it after signing in again', async () => {
    await withPage(suite.browser, 'crud-role-grant', async (page) => {
      await signIn(page);
      await openUsers(page);
      await fillNewUser(page, 'e2e_grant', '授权员');
      await page.getByRole('button', { name: '保存' }).click();
      await toast(page, '新增成功');

      await signOut(page);
      await signIn(page, 'e2e_grant', 'secret1');
      const sidebar = page.getByRole('navigation', { name: '主菜单' });
      await sidebar.waitFor();
      expect(await sidebar.getByText('参数管理').count()).toBe(0);

      await signOut(page);
      await signIn(page);
      await page.goto(`${suite.host.url}/authority/role`);
      await rowOf(page, '普通用户').first().waitFor();
      await rowOf(page, '普通用户').first().locator('input[type="checkbox"]').check();
      await page.locator('button[data-action="grant"]').click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('tree').first().waitFor();
      const section = dialog.getByRole('treeitem', { name: /系统管理/ }).first();
      if ((await section.getAttribute('aria-expanded')) === 'false')
        await section.locator('.fui-TreeItemLayout').first().click();
      await dialog
        .getByRole('treeitem', { name: '参数管理' })
        .locator('input[type="checkbox"]')
        .first()
        .check({ force: true });
      await dialog.getByTestId('grant-submit').click();
      await toast(page, '操作成功!');

      await signOut(page);
      await signIn(page, 'e2e_grant', 'secret1');
      await sidebar.waitFor();
      await sidebar.getByRole('button', { name: '系统管理' }).click();
      await sidebar.getByText('参数管理').waitFor();
    });
  });
});
