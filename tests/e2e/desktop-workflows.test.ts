import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/server/auth/password';
import { hostInvoke } from '../helpers/web-host';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// What operators live with all day (issue 20 item 7), one flow each: the command palette, a tab torn off into a new
// window (sharing the session) and back, printing a list page and a detail drawer, and signing in again in place.
const suite = setUpSuite();

const palette = (page: Page) => page.getByRole('dialog', { name: '菜单搜索' });
const paletteBox = (page: Page) => palette(page).getByRole('combobox', { name: '菜单搜索' });
const tabItem = (page: Page, value: string) => page.locator(`[data-tab="${value}"]`);
const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();

const openUsers = async (page: Page) => {
  await page.goto(`${suite.host.url}/system/user`);
  await page.getByTestId('crud-add').waitFor();
  await expect.poll(async () => page.locator('tbody tr').count()).toBeGreaterThan(0);
};

describe('desktop workflows', () => {
  it('the command palette runs the page actions, opens tabs and menus, all from the keyboard', async () => {
    await withPage(suite.browser, 'palette', async (page) => {
      await suite.signIn(page, { fresh: true });
      await openUsers(page);

      await page.keyboard.press('Control+k');
      await paletteBox(page).waitFor();
      // ">" lists the page's actions (and the workspace commands) only.
      await paletteBox(page).fill('>');
      const options = palette(page).getByRole('option');
      await expect.poll(() => options.allTextContents()).toEqual(expect.arrayContaining(['新增 · 用户管理']));
      await paletteBox(page).fill('>新增');
      await expect.poll(() => options.first().locator('span').first().textContent()).toBe('新增 · 用户管理');
      await paletteBox(page).press('Enter');
      await expect.poll(() => palette(page).count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('crud-user-account');
      await page.keyboard.press('Escape');
      await page.locator('.fui-DrawerBody').waitFor({ state: 'detached' });

      // An open tab, by any part of its name; the arrow keys move, Enter switches.
      await page.keyboard.press('Control+k');
      await paletteBox(page).fill('首页');
      const home = palette(page).locator('[role="option"][data-group="tabs"]').first();
      await expect.poll(() => home.locator('span').first().textContent()).toBe('首页');
      const index = (await options.allTextContents()).findIndex(
        (text) => text.startsWith('首页') && text.includes('/wel/index'),
      );
      for (let i = 0; i < index; i += 1) await paletteBox(page).press('ArrowDown');
      await paletteBox(page).press('Enter');
      await page.waitForURL('**/wel/index');

      // A menu, by the start of its name (the menu search's rule), and a workspace command.
      await page.keyboard.press('Control+k');
      await paletteBox(page).fill('角色管');
      await expect.poll(() => options.first().locator('span').first().textContent()).toBe('角色管理');
      await paletteBox(page).press('Enter');
      await page.waitForURL('**/authority/role');
      // The palette reads the tabs when it opens: the role page's tab first (its screen loads after the address).
      await page.getByRole('heading', { name: '角色管理' }).waitFor();
      await page.keyboard.press('Control+k');
      await paletteBox(page).fill('关闭当前');
      await expect.poll(() => options.first().locator('span').first().textContent()).toBe('关闭当前页面');
      await paletteBox(page).press('Enter');
      await expect.poll(() => tabItem(page, '/authority/role').count()).toBe(0);
    });
  });

  it('a tab torn off into a new window keeps its page and the session, and docks back with its state', async () => {
    await withPage(suite.browser, 'tear-off', async (page, context) => {
      await suite.signIn(page, { fresh: true });
      await openUsers(page);
      await page.locator('#crud-search-user-realName').fill('');
      await page.getByRole('button', { name: '下一页' }).click();
      await page.getByText('第 2 / ', { exact: false }).waitFor();
      const secondPage = await page.locator('tbody tr').first().textContent();

      const opened = context.waitForEvent('page');
      await tabItem(page, '/system/user').locator('button').first().click({ button: 'right' });
      await page.getByRole('menuitem', { name: '在新窗口中打开' }).click();
      const torn = await opened;
      await torn.waitForURL('**/system/user');
      // The same session (no sign-in), the same page of the list, in a window marked as torn off.
      await torn.getByText('第 2 / ', { exact: false }).waitFor();
      await expect.poll(() => torn.locator('tbody tr').first().textContent()).toBe(secondPage);
      await torn.getByText('独立窗口').waitFor();
      expect(new URL(torn.url()).search).toBe('');
      // The source window gave the tab up once the new window had it.
      await expect.poll(() => tabItem(page, '/system/user').count()).toBe(0);

      // It moves to page 3 there, then goes back: the source window shows it at page 3; the torn-off window closes.
      await torn.getByRole('button', { name: '下一页' }).click();
      await torn.getByText('第 3 / ', { exact: false }).waitFor();
      const closed = torn.waitForEvent('close');
      await tabItem(torn, '/system/user').locator('button').first().click({ button: 'right' });
      await torn.getByRole('menuitem', { name: '移回主窗口' }).click();
      await closed;
      await page.waitForURL('**/system/user');
      await page.getByText('第 3 / ', { exact: false }).waitFor();
      await toast(page, '已从其他窗口移回');
    });
  });

  it('prints a list’s current page and a detail drawer, with nothing of the workspace on paper', async () => {
    await withPage(suite.browser, 'print', async (page) => {
      // The page's print dialog is the browser's: this one records what would go to paper and keeps the page in
      // print mode until the test says the dialog closed (afterprint).
      await page.addInitScript(() => {
        const calls: Array<{ title: string; text: string }> = [];
        Object.assign(window, { __printed: calls });
        window.print = () => {
          calls.push({ title: document.title, text: document.getElementById('dali-print-root')?.innerText ?? '' });
        };
      });
      await suite.signIn(page, { fresh: true });
      await openUsers(page);
      await page.getByTestId('crud-print').click();
      const printed = () =>
        page.evaluate(() => (window as unknown as { __printed: Array<{ title: string; text: string }> }).__printed);
      await expect.poll(async () => (await printed()).length).toBe(1);
      const [list] = await printed();
      expect(list.title).toBe('用户管理 第 1 页');
      expect(list.text).toContain('用户管理');
      expect(list.text).toMatch(/第 1 页，共 \d+ 页，每页 10 条，共 \d+ 条/);
      expect(list.text).toContain('查询条件：无');
      expect(list.text).toContain('admin');

      // On paper only the print layout shows: no header, no sidebar, no table of the screen.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('#dali-print-root').isVisible()).toBe(true);
      expect(await page.locator('header').isVisible()).toBe(false);
      expect(await page.getByTestId('crud-add').isVisible()).toBe(false);
      const pdf = await page.pdf({ format: 'A4', landscape: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(10_000);
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await expect.poll(() => page.locator('#dali-print-root').innerText()).toBe('');

      // The detail drawer of one user prints the record as the drawer shows it.
      await page.locator('tbody tr').filter({ hasText: 'admin' }).first().locator('button[data-action="view"]').click();
      await page.getByTestId('crud-print-record').click();
      await expect.poll(async () => (await printed()).length).toBe(2);
      const record = (await printed())[1];
      expect(record.title).toBe('查看 · 用户管理');
      expect(record.text).toContain('登录账号');
      expect(record.text).toContain('admin');
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    });
  });

  it('a sign-in the server ends mid-form asks for the password in place and keeps the unsaved form', async () => {
    await withPage(suite.browser, 'reauth', async (page) => {
      await suite.signIn(page, { fresh: true });
      await page.goto(`${suite.host.url}/system/param`);
      await page.getByTestId('crud-add').click();
      await page.locator('#crud-param-paramName').fill('重新登录测试');
      await page.locator('#crud-param-paramKey').fill('e2e.reauth');
      await page.locator('#crud-param-paramValue').fill('表单内容不丢失');

      // Meanwhile the password changes elsewhere: the server ends every other session of admin (ASVS 3.3.3). The
      // other place is another client an administrator registered (the embedded `saber` secret is this host's own).
      const other = { clientId: 'e2e-other-desk', clientSecret: 'e2e_other_desk_secret_0123456789' };
      const registered = (await hostInvoke(suite.host, 'http.request', {
        method: 'POST',
        url: '/api/blade-system/client/submit',
        data: {
          ...other,
          scope: 'all',
          authorizedGrantTypes: 'captcha,refresh_token',
          accessTokenValidity: 3600,
          refreshTokenValidity: 604800,
        },
      })) as { ok: boolean; data?: { status: number } };
      expect(registered.ok && registered.data?.status, JSON.stringify(registered)).toBe(200);
      const info = (await hostInvoke(suite.host, 'app.info')) as { data: { serverUrl: string } };
      const server = info.data.serverUrl;
      const captcha = (await (await fetch(`${server}/blade-auth/oauth/captcha`)).json()) as { key: string };
      const token = (await (
        await fetch(
          `${server}/blade-auth/oauth/token?grant_type=captcha&username=admin&password=${md5Hex('admin')}&tenantId=000000&scope=all&type=account`,
          {
            method: 'POST',
            headers: {
              authorization: `Basic ${Buffer.from(`${other.clientId}:${other.clientSecret}`).toString('base64')}`,
              'tenant-id': '000000',
              'captcha-key': captcha.key,
              'captcha-code': suite.captcha,
            },
          },
        )
      ).json()) as { access_token: string };
      const changed = await fetch(
        `${server}/blade-system/user/update-password?oldPassword=${md5Hex('admin')}&newPassword=${md5Hex('Dali#2026')}&newPassword1=${md5Hex('Dali#2026')}`,
        { method: 'POST', headers: { 'blade-auth': `bearer ${token.access_token}`, 'tenant-id': '000000' } },
      );
      expect(changed.status).toBe(200);

      // Saving now meets the ended session: the form stays, a dialog asks for the password over it.
      await page.getByRole('button', { name: '保存' }).click();
      const dialog = page.getByRole('alertdialog', { name: '登录已过期' });
      await dialog.waitFor();
      await dialog.getByText('管理员(admin)').waitFor();
      expect(await page.locator('#crud-param-paramValue').inputValue()).toBe('表单内容不丢失');
      expect(new URL(page.url()).pathname).toBe('/system/param');

      await dialog.locator('input[name="reauthPassword"]').fill('admin');
      await dialog.locator('input[name="reauthCaptcha"]').fill(suite.captcha);
      await dialog.getByRole('button', { name: '继续' }).click();
      await dialog.getByText('登录失败', { exact: false }).waitFor();
      await dialog.locator('input[name="reauthPassword"]').fill('Dali#2026');
      await dialog.locator('input[name="reauthCaptcha"]').fill(suite.captcha);
      await dialog.locator('input[name="reauthPassword"]').press('Enter');
      await dialog.waitFor({ state: 'detached' });

      // Back at work: the form was kept, and it saves.
      expect(await page.locator('#crud-param-paramName').inputValue()).toBe('重新登录测试');
      await page.getByRole('button', { name: '保存' }).click();
      await toast(page, '新增成功');
      await page.locator('tbody tr').filter({ hasText: 'e2e.reauth' }).waitFor();
    });
  });
});
