import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostInvoke, launchCookie, startWebHost, type WebHost } from '../helpers/web-host';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// The tab bar (issue 3 part 3): every action and rule, keep-alive, and tabs surviving a reload and a restart.

// The browser host keeps one session for all its pages: each scenario starts signed out.
const suite = setUpSuite({ signOutBeforeEach: true });

const signIn = async (page: Page, url = suite.host.url) => {
  await suite.signIn(page, { url });
  await tabBar(page).waitFor();
};

const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const tabBar = (page: Page) => page.getByRole('list', { name: '已打开的页面' });
const tabNames = async (page: Page) =>
  (await tabBar(page).locator('li > button:not([aria-label])').allTextContents()).map((text) => text.trim());
const activeTab = async (page: Page) =>
  (await tabBar(page).locator('button[aria-current="page"]').textContent())?.trim();
const pathname = (page: Page) => new URL(page.url()).pathname;

/** Opens a screen from the sidebar (its section first, when closed). */
const openScreen = async (page: Page, section: string, screen: string) => {
  const link = sidebar(page).getByRole('link', { name: screen, exact: true });
  if ((await link.count()) === 0) await sidebar(page).getByRole('button', { name: section }).click();
  await link.click();
  await expect.poll(() => activeTab(page)).toBe(screen);
};

const openThree = async (page: Page) => {
  await openScreen(page, '系统管理', '用户管理');
  await openScreen(page, '权限管理', '角色管理');
  await openScreen(page, '系统管理', '菜单管理');
  expect(await tabNames(page)).toEqual(['首页', '用户管理', '角色管理', '菜单管理']);
};

const openDropdown = async (page: Page) => {
  await page.getByRole('button', { name: '更多操作' }).click();
  return page.getByRole('dialog', { name: '更多操作' });
};

describe('tab bar', () => {
  it('adds a tab per page, never twice, and keeps the first page and a sole tab open', async () => {
    await withPage(suite.browser, 'tabs-rules', async (page) => {
      await signIn(page);
      expect(await tabNames(page)).toEqual(['首页']);
      // The sole tab (which is also the first page) offers no close button.
      expect(await tabBar(page).getByRole('button', { name: '关闭 首页' }).count()).toBe(0);

      await openScreen(page, '系统管理', '用户管理');
      await openScreen(page, '权限管理', '角色管理');
      await openScreen(page, '系统管理', '用户管理');
      expect(await tabNames(page)).toEqual(['首页', '用户管理', '角色管理']);
      expect(await activeTab(page)).toBe('用户管理');
      // The first page cannot be closed even among others; its right-click menu has 关闭 disabled.
      expect(await tabBar(page).getByRole('button', { name: '关闭 首页' }).count()).toBe(0);
      await tabBar(page).getByRole('button', { name: '首页', exact: true }).click({ button: 'right' });
      expect(await page.getByRole('menuitem', { name: '关闭', exact: true }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      await page.keyboard.press('Escape');

      // Closing the active tab shows its left neighbour.
      await tabBar(page).getByRole('button', { name: '关闭 用户管理' }).click();
      expect(await tabNames(page)).toEqual(['首页', '角色管理']);
      await expect.poll(() => activeTab(page)).toBe('首页');
      expect(pathname(page)).toBe('/wel/index');
    });
  });

  it('closes others and all from the right-click menu and the dropdown, back to the welcome page', async () => {
    await withPage(suite.browser, 'tabs-close-others-all', async (page) => {
      await signIn(page);
      await openThree(page);

      await tabBar(page).getByRole('button', { name: '角色管理', exact: true }).click({ button: 'right' });
      await page.getByRole('menuitem', { name: '关闭其他' }).click();
      await expect.poll(() => tabNames(page)).toEqual(['首页', '角色管理']);
      await page.waitForURL('**/authority/role');

      await openScreen(page, '系统管理', '用户管理');
      const dropdown = await openDropdown(page);
      await dropdown.getByRole('button', { name: '关闭全部' }).click();
      await expect.poll(() => tabNames(page)).toEqual(['首页']);
      await page.waitForURL('**/wel/index');

      await openThree(page);
      await tabBar(page).getByRole('button', { name: '用户管理', exact: true }).click({ button: 'right' });
      await page.getByRole('menuitem', { name: '关闭全部' }).click();
      await expect.poll(() => tabNames(page)).toEqual(['首页']);
      await page.waitForURL('**/wel/index');
    });
  });

  it('finds an open page from the dropdown search', async () => {
    await withPage(suite.browser, 'tabs-dropdown-search', async (page) => {
      await signIn(page);
      await openThree(page);
      const dropdown = await openDropdown(page);
      await dropdown.getByRole('textbox', { name: '搜索已打开的页面' }).fill('角色');
      const list = dropdown.getByRole('list', { name: '已打开的页面' });
      await expect
        .poll(async () => (await list.getByRole('button').allTextContents()).map((t) => t.trim()))
        .toEqual(['角色管理']);
      await list.getByRole('button', { name: '角色管理' }).click();
      await page.waitForURL('**/authority/role');
      await expect.poll(() => activeTab(page)).toBe('角色管理');

      const again = await openDropdown(page);
      await again.getByRole('textbox', { name: '搜索已打开的页面' }).fill('不存在');
      await again.getByText('没有匹配的页面').waitFor();
    });
  });

  it('clears the cache after confirming, from the dropdown and from the right-click menu', async () => {
    await withPage(suite.browser, 'tabs-clear-cache', async (page) => {
      await signIn(page);
      const dropdown = await openDropdown(page);
      await dropdown.getByRole('button', { name: '清除缓存' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('是否需要清除缓存?').waitFor();
      await confirm.getByRole('button', { name: '取消' }).click();
      await expect.poll(() => confirm.count()).toBe(0);

      await tabBar(page).getByRole('button', { name: '首页', exact: true }).click({ button: 'right' });
      await page.getByRole('menuitem', { name: '清除缓存' }).click();
      await confirm.getByText('是否需要清除缓存?').waitFor();
      await confirm.getByRole('button', { name: '确定' }).click();
      await page.getByText('清除完毕').first().waitFor();
      // The menu loads again after the cache is gone.
      await sidebar(page).getByRole('button', { name: '系统管理' }).waitFor();
    });
  });

  it('keeps a page as it was while another tab is shown, and forgets it once its tab is closed', async () => {
    await withPage(suite.browser, 'tabs-keep-alive', async (page) => {
      await signIn(page);
      await page.getByRole('button', { name: '菜单搜索 (Ctrl+K)' }).waitFor();
      await page.goto(`${suite.host.url}/info/index`);
      const nickname = page.getByRole('textbox', { name: '昵称' });
      await nickname.waitFor();
      await expect.poll(() => nickname.inputValue()).not.toBe('');
      await nickname.fill('洱海边的值班员');

      await openScreen(page, '系统管理', '用户管理');
      await expect.poll(() => nickname.isVisible()).toBe(false);
      await tabBar(page).getByRole('button', { name: '个人信息', exact: true }).click();
      await page.waitForURL('**/info/index');
      expect(await nickname.inputValue()).toBe('洱海边的值班员');

      await tabBar(page).getByRole('button', { name: '关闭 个人信息' }).click();
      await page.goto(`${suite.host.url}/info/index`);
      await expect.poll(() => page.getByRole('textbox', { name: '昵称' }).inputValue()).not.toBe('洱海边的值班员');
    });
  });

  it('keeps the scroll position of a page while another tab is shown', async () => {
    await withPage(suite.browser, 'tabs-scroll', async (page) => {
      await page.setViewportSize({ width: 1440, height: 420 });
      await signIn(page);
      const shownPage = page.locator('#workspace-main > div:not([hidden])');
      await page.getByText('近 7 日登录趋势').waitFor();
      await shownPage.evaluate((box) => {
        (box as unknown as { scrollTop: number }).scrollTop = 240;
      });
      await expect
        .poll(() => shownPage.evaluate((box) => (box as unknown as { scrollTop: number }).scrollTop))
        .toBe(240);
      await openScreen(page, '系统管理', '用户管理');
      await tabBar(page).getByRole('button', { name: '首页', exact: true }).click();
      await page.waitForURL('**/wel/index');
      // The URL changes a moment before React shows the kept page again and restores its position.
      await expect
        .poll(() => shownPage.evaluate((box) => (box as unknown as { scrollTop: number }).scrollTop))
        .toBe(240);
    });
  });
});

describe('persistence', () => {
  it('brings back tabs, the active tab, the folded sidebar, the theme and the language after a reload', async () => {
    await withPage(suite.browser, 'tabs-reload', async (page) => {
      await signIn(page);
      await openThree(page);
      await tabBar(page).getByRole('button', { name: '角色管理', exact: true }).click();
      await page.waitForURL('**/authority/role');
      await page.getByRole('button', { name: '收起菜单' }).click();
      await hostInvoke(suite.host, 'settings.set', { themeName: 'theme-dark' });
      await page.getByRole('button', { name: '切换语言' }).click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
      await page.getByRole('list', { name: 'Open pages' }).waitFor();
      // Let the debounced save reach the host before the page goes away.
      await page.waitForTimeout(600);

      await page.reload();
      const bar = page.getByRole('list', { name: 'Open pages' });
      await bar.waitFor();
      await expect
        .poll(async () => (await bar.locator('li > button:not([aria-label])').allTextContents()).map((t) => t.trim()))
        .toEqual(['Home', 'Users', 'Roles', 'Menus']);
      expect((await bar.locator('button[aria-current="page"]').textContent())?.trim()).toBe('Roles');
      expect(pathname(page)).toBe('/authority/role');
      await page.getByRole('button', { name: 'Expand the menu' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');

      await hostInvoke(suite.host, 'settings.set', { themeName: 'theme-white', language: 'zh', isCollapse: false });
    });
  });

  it('starts a fresh sign-in with only the home tab', async () => {
    await withPage(suite.browser, 'tabs-fresh-sign-in', async (page) => {
      await signIn(page);
      await openScreen(page, '系统管理', '用户管理');
      await page.waitForTimeout(600);
      await hostInvoke(suite.host, 'auth.logout');
      await signIn(page);
      expect(await tabNames(page)).toEqual(['首页']);
    });
  });
});

/** A private D-Bus session with an unlocked gnome-keyring, so `--keychain` has a Secret Service to use. */
const startKeyring = async (): Promise<{ env: Record<string, string>; stop: () => void } | null> => {
  for (const tool of ['dbus-daemon', 'gnome-keyring-daemon']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) return null;
  }
  const bus = spawnSync('dbus-daemon', ['--session', '--fork', '--print-address=1', '--print-pid=1'], {
    encoding: 'utf8',
  });
  const [address, pidText] = bus.stdout.trim().split('\n');
  if (bus.status !== 0 || !address) return null;
  const env = { DBUS_SESSION_BUS_ADDRESS: address.trim(), DISPLAY: '' };
  // Its own keyring folder: the user's login keyring (and its password) stays out of it.
  const keyringHome = mkdtempSync(join(tmpdir(), 'dali-e2e-keyring-'));
  const keyring: ChildProcess = spawn('gnome-keyring-daemon', ['--foreground', '--unlock', '--components=secrets'], {
    env: { ...process.env, ...env, XDG_DATA_HOME: keyringHome },
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  keyring.stdin?.end('pw');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return {
    env,
    stop: () => {
      keyring.kill();
      const pid = Number(pidText);
      if (Number.isInteger(pid) && pid > 0) process.kill(pid);
      rmSync(keyringHome, { recursive: true, force: true });
    },
  };
};

describe('restart', () => {
  it('restores the session and its tabs after the host restarts on the same data', async () => {
    const keyring = await startKeyring();
    if (!keyring) {
      console.warn('restart scenario skipped: dbus-daemon or gnome-keyring-daemon is missing');
      return;
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'dali-e2e-restart-'));
    const options = {
      env: { BLADE_CAPTCHA_FIXED: suite.captcha, BLADE_ALLOW_DEFAULT_PASSWORDS: '1', ...keyring.env },
      dataDir,
      args: ['--keychain'],
    };
    let first: WebHost | null = await startWebHost(options);
    let second: WebHost | null = null;
    try {
      await withPage(suite.browser, 'tabs-restart', async (page, context) => {
        await context.addCookies([launchCookie(first!)]);
        await signIn(page, first!.url);
        await openScreen(page, '系统管理', '用户管理');
        await openScreen(page, '权限管理', '角色管理');
        await tabBar(page).getByRole('button', { name: '用户管理', exact: true }).click();
        await page.waitForURL('**/system/user');
        // The page saves its tabs debounced: wait until the host holds them (a loaded machine may take longer).
        await expect
          .poll(async () => {
            const saved = (await hostInvoke(first!, 'workspace.get')) as {
              data?: { tabs: unknown[]; activeTab: string | null };
            };
            return [saved.data?.tabs.length, saved.data?.activeTab];
          })
          .toEqual([3, '/system/user']);
        // The page must not watch its host go away (it would log refused reconnects).
        await page.goto('about:blank');
        await first!.stop();
        first = null;

        second = await startWebHost(options);
        await context.addCookies([launchCookie(second)]);
        await page.goto(second.url);
        await page.waitForURL('**/system/user');
        await tabBar(page).waitFor();
        await expect.poll(() => tabNames(page)).toEqual(['首页', '用户管理', '角色管理']);
        await expect.poll(() => activeTab(page)).toBe('用户管理');
      });
    } finally {
      await first?.stop();
      await (second as WebHost | null)?.stop();
      keyring.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
