import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// Routes, guards, sidebar, top menu and menu search of the workspace (issue 3 parts 1 and 2), as an operator sees them.

// The browser host keeps one session for all its pages: each scenario starts signed out.
const suite = setUpSuite({ signOutBeforeEach: true });

const signIn = (page: Page, account = 'admin', password = account, landing = '**/wel/index') =>
  suite.signIn(page, { account, password, landing });

const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const topMenu = (page: Page) => page.getByRole('navigation', { name: '顶部菜单' });
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('routes and guards', () => {
  it('sends a visitor who is not signed in to /login, titled with the sign-in word, from / and from a protected page', async () => {
    await withPage(suite.browser, 'guard-unauthenticated', async (page) => {
      await page.goto(suite.host.url);
      await page.waitForURL('**/login');
      // The title follows the route in an effect, just after the URL changes.
      await expect.poll(() => page.title()).toBe('登录');
      await page.goto(`${suite.host.url}/wel/dashboard`);
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
    });
  });

  it('takes a signed-in operator from / to /wel/index, from /login to /, and answers an unknown path with 404 in the workspace', async () => {
    await withPage(suite.browser, 'guard-signed-in', async (page) => {
      await signIn(page);
      await sidebar(page).waitFor();
      const platform = (await page.getByTestId('sidebar-title').textContent())?.trim() ?? '';
      expect(platform).not.toBe('');
      await expect.poll(() => page.title()).toBe(`首页 - ${platform}`);

      await page.goto(suite.host.url);
      await page.waitForURL('**/wel/index');
      await page.goto(`${suite.host.url}/login`);
      await page.waitForURL('**/wel/index');
      expect(pathname(page)).toBe('/wel/index');

      await page.goto(`${suite.host.url}/no/such/page`);
      await page.getByRole('heading', { name: '页面不存在' }).waitFor();
      // Inside the workspace (issue 19): the address stays and the tabs are still there.
      expect(pathname(page)).toBe('/no/such/page');
      await page.getByRole('list', { name: '已打开的页面' }).waitFor();
      await page.getByRole('button', { name: '返回首页' }).click();
      await page.waitForURL('**/wel/index');
    });
  });

  it('titles each page after its tab', async () => {
    await withPage(suite.browser, 'page-title', async (page) => {
      await signIn(page);
      const platform = (await page.getByTestId('sidebar-title').textContent())?.trim() ?? '';
      // The workflow's todo list (issue 16), a screen of a domain's own routes.
      await sidebar(page).getByRole('button', { name: '流程管理' }).click();
      await sidebar(page).getByRole('link', { name: '待办事务' }).click();
      await page.waitForURL('**/work/todo');
      await expect.poll(() => page.title()).toBe(`待办事务 - ${platform}`);
      await page.getByTestId('flow-list-todo').waitFor();
      expect(await page.getByTestId('screen-placeholder').count()).toBe(0);

      await page.goto(`${suite.host.url}/test/index`);
      await page.getByRole('heading', { name: '测试页' }).waitFor();
      await expect.poll(() => page.title()).toBe(`测试页 - ${platform}`);
      await page.getByText('浏览器宿主').waitFor();
    });
  });

  it('shows the error pages with a way home', async () => {
    await withPage(suite.browser, 'error-pages', async (page) => {
      await page.goto(`${suite.host.url}/403`);
      await page.getByRole('heading', { name: '无权访问' }).waitFor();
      await page.goto(`${suite.host.url}/500`);
      await page.getByRole('heading', { name: '服务器出错了' }).waitFor();
      await page.getByRole('button', { name: '返回首页' }).click();
      await page.waitForURL('**/login');
    });
  });
});

describe('menu by role and top menu', () => {
  it('shows the administrator the whole menu; the 系统 top menu narrows the sidebar and 首页 widens it again', async () => {
    await withPage(suite.browser, 'top-menu', async (page) => {
      await signIn(page);
      await sidebar(page).getByRole('button', { name: '系统管理' }).waitFor();
      await sidebar(page).getByRole('button', { name: '订单与财务' }).waitFor();
      // The server's 首页 top menu folds into the shell's own home item (same label and path).
      expect(await topMenu(page).getByRole('button', { name: '首页' }).count()).toBe(1);

      await topMenu(page).getByRole('button', { name: '系统' }).click();
      await page.waitForURL('**/system/user');
      await expect.poll(() => sidebar(page).getByRole('button', { name: '订单与财务' }).count()).toBe(0);
      await sidebar(page).getByRole('button', { name: '系统管理' }).waitFor();
      // The current page's branch is open and its item marked.
      const current = sidebar(page).getByRole('link', { name: '用户管理' });
      expect(await current.getAttribute('aria-current')).toBe('page');

      await topMenu(page).getByRole('button', { name: '首页' }).click();
      await page.waitForURL('**/wel/index');
      await sidebar(page).getByRole('button', { name: '订单与财务' }).waitFor();
    });
  });

  it('keeps one branch open at a time and opens an external link with open mode 2 in the browser', async () => {
    await withPage(suite.browser, 'sidebar-branches', async (page) => {
      await signIn(page);
      await sidebar(page).getByRole('button', { name: '系统管理' }).click();
      await sidebar(page).getByRole('link', { name: '用户管理' }).waitFor();
      await sidebar(page).getByRole('button', { name: '帮助' }).click();
      const external = sidebar(page).getByRole('link', { name: /大理州人民政府网/ });
      await external.waitFor();
      expect(await sidebar(page).getByRole('link', { name: '用户管理' }).count()).toBe(0);
      expect(await sidebar(page).getByRole('button', { name: '系统管理' }).getAttribute('aria-expanded')).toBe('false');
      expect(await external.getAttribute('href')).toBe('https://www.dali.gov.cn/');
      expect(await external.getAttribute('target')).toBe('_blank');
      expect(await external.getAttribute('rel')).toContain('noopener');
    });
  });

  it('collapses the sidebar to icons and remembers it', async () => {
    await withPage(suite.browser, 'sidebar-collapse', async (page) => {
      await signIn(page);
      await page.getByRole('button', { name: '收起菜单' }).click();
      await page.getByRole('button', { name: '展开菜单' }).waitFor();
      expect(await page.getByTestId('sidebar-title').count()).toBe(0);
      await page.reload();
      await page.getByRole('button', { name: '展开菜单' }).waitFor();
      await page.getByRole('button', { name: '展开菜单' }).click();
      await page.getByTestId('sidebar-title').waitFor();
    });
  });

  it('gives the bigdata account the board instead of the workspace', async () => {
    await withPage(suite.browser, 'bigdata-board', async (page) => {
      await signIn(page, 'bigdata', 'bigdata', '**/visualization/index');
      await page.getByRole('heading', { name: '县域农文旅产业聚合管控平台' }).waitFor();
      expect(await sidebar(page).count()).toBe(0);
      await page.goto(`${suite.host.url}/wel/index`);
      await page.waitForURL('**/visualization/index');
    });
  });
});

describe('menu search', () => {
  it('finds leaf menus by name prefix, closes on Esc, and opens the choice with Enter, clearing the text', async () => {
    await withPage(suite.browser, 'menu-search-zh', async (page) => {
      await signIn(page);
      await sidebar(page).waitFor();
      await page.getByRole('button', { name: '菜单搜索 (Ctrl+K)' }).click();
      const dialog = page.getByRole('dialog', { name: '菜单搜索' });
      const box = dialog.getByRole('combobox', { name: '菜单搜索' });
      await box.fill('角色');
      const options = dialog.getByRole('option');
      await expect.poll(() => options.count()).toBeGreaterThan(0);
      for (const text of await options.allTextContents()) expect(text.startsWith('角色')).toBe(true);
      // A prefix, not a substring: 管理 starts no leaf name such as 用户管理.
      await box.fill('户管');
      await dialog.getByText('没有以“户管”开头的菜单').waitFor();

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);

      await page.keyboard.press('Control+k');
      await box.fill('用户管理');
      await expect.poll(() => options.first().locator('span').first().textContent()).toBe('用户管理');
      await box.press('Enter');
      await page.waitForURL('**/system/user');
      await expect.poll(() => dialog.count()).toBe(0);
      await page.keyboard.press('Control+k');
      expect(await dialog.getByRole('combobox', { name: '菜单搜索' }).inputValue()).toBe('');
    });
  });

  it('matches English names whatever their case, and moves with the arrow keys', async () => {
    await withPage(suite.browser, 'menu-search-en', async (page) => {
      await page.goto(`${suite.host.url}/login`);
      await page.getByRole('button', { name: 'English' }).click();
      await signIn(page);
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      await nav.getByRole('button', { name: 'System' }).waitFor();
      await page.getByRole('button', { name: 'Menu search (Ctrl+K)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu search' });
      const box = dialog.getByRole('combobox', { name: 'Menu search' });
      await box.fill('rOLE');
      const options = dialog.getByRole('option');
      await expect.poll(() => options.count()).toBeGreaterThan(0);
      for (const text of await options.allTextContents()) expect(text.toLowerCase().startsWith('role')).toBe(true);
      await box.fill('us');
      await expect.poll(() => options.count()).toBeGreaterThan(1);
      const second = ((await options.nth(1).locator('span').first().textContent()) ?? '').trim();
      await box.press('ArrowDown');
      expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
      await box.press('Enter');
      await expect.poll(() => page.title()).toContain(second);
    });
  });
});
