import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebHost, type WebHost } from '../helpers/web-host';
import { launchChromium, withPage } from './support/browser';
import { signIn } from './support/sign-in';
import { DEFAULT_CAPTCHA } from './support/suite';

// Issue 10 item 7, as an operator meets it in the browser host: a saved search that is still the default after the
// host restarts on the same data, and a form typed before a renderer crash offered back.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const openParams = async (page: Page, host: WebHost) => {
  await page.goto(`${host.url}/system/param`);
  await page.getByTestId('crud-add').waitFor();
};
const total = (page: Page) => page.getByTestId('crud-total').textContent();
const savedSearches = (page: Page) => page.getByTestId('crud-saved-searches');
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Every draft file the host keeps under its data folder (one per user, screen and record). */
const draftFiles = (dataDir: string): string[] => {
  const root = join(dataDir, 'drafts');
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((user) => readdirSync(join(root, user)).map((name) => join(root, user, name)));
};

describe('table views kept per user by the host', () => {
  it('keeps a saved default search across a host restart, and offers a form back after a crash', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dali-e2e-views-'));
    const options = { env: { BLADE_CAPTCHA_FIXED: DEFAULT_CAPTCHA }, dataDir };
    let host: WebHost | null = await startWebHost(options);
    try {
      await withPage(browser, 'saved-search-restart', async (page) => {
        await signIn(page, host!, { captcha: DEFAULT_CAPTCHA });
        await openParams(page, host!);
        await expect.poll(() => total(page)).not.toBe('共 0 条');
        const everything = await total(page);
        await page.locator('#crud-search-param-paramName').fill('账号');
        await page.locator('#crud-search-param-paramName').press('Enter');
        await expect.poll(() => total(page)).toBe('共 2 条');

        // All from the keyboard: the menu, its item, the name, the default box, Enter.
        await savedSearches(page).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menu').waitFor();
        for (let step = 0; step < 5 && (await focused(page)) !== '保存当前搜索…'; step++)
          await page.keyboard.press('ArrowDown');
        expect(await focused(page)).toBe('保存当前搜索…');
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('alertdialog', { name: '保存当前搜索' });
        await dialog.waitFor();
        await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
        await page.keyboard.type('账号参数');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
        await page.locator('.fui-Toast').filter({ hasText: '已保存搜索“账号参数”' }).first().waitFor();
        await expect.poll(() => savedSearches(page).textContent()).toBe('我的搜索：账号参数');

        // Clear the search, so what the next run shows can only come from the saved default.
        await page.getByRole('button', { name: '清空' }).click();
        await expect.poll(() => total(page)).toBe(everything);
        await page.goto('about:blank');
        await host!.stop();
        host = null;
        expect(JSON.parse(readFileSync(join(dataDir, 'saved-searches.json'), 'utf8'))).toEqual({
          users: {
            '000000/admin': {
              param: { searches: [{ name: '账号参数', values: { paramName: '账号' } }], defaultName: '账号参数' },
            },
          },
        });

        host = await startWebHost(options);
        await signIn(page, host, { captcha: DEFAULT_CAPTCHA });
        await openParams(page, host);
        await expect.poll(() => total(page)).toBe('共 2 条');
        expect(await page.locator('#crud-search-param-paramName').inputValue()).toBe('账号');
        expect(await savedSearches(page).textContent()).toBe('我的搜索：账号参数');
      });

      await withPage(browser, 'form-draft-crash', async (page, context) => {
        await signIn(page, host!, { captcha: DEFAULT_CAPTCHA, reuse: true, landing: null });
        await openParams(page, host!);
        await page.getByTestId('crud-add').click();
        await page.locator('#crud-param-paramName').fill('崩溃前输入的参数');
        await page.locator('#crud-param-paramKey').fill('e2e.draft');
        // Written through the host while typing, before anything goes wrong.
        await expect
          .poll(() =>
            draftFiles(dataDir)
              .map((file) => readFileSync(file, 'utf8'))
              .join(),
          )
          .toContain('崩溃前输入的参数');

        // The renderer dies: no unload, no pagehide. A new page of the same browser opens the screen again.
        const cdp = await context.newCDPSession(page);
        const crashed = page.waitForEvent('crash');
        // Never answered: the page is gone before it could be.
        void cdp.send('Page.crash').catch(() => undefined);
        await crashed;
        const again = await context.newPage();
        await openParams(again, host!);
        await again.getByTestId('crud-add').click();
        const offer = again.getByRole('alertdialog', { name: '恢复未保存的内容？' });
        await offer.waitFor();
        // The keyboard starts on 恢复.
        await expect.poll(() => focused(again)).toBe('恢复');
        await again.keyboard.press('Enter');
        await offer.waitFor({ state: 'detached' });
        await expect.poll(() => again.locator('#crud-param-paramName').inputValue()).toBe('崩溃前输入的参数');
        expect(await again.locator('#crud-param-paramKey').inputValue()).toBe('e2e.draft');

        // Saved: the draft is gone.
        await again.locator('#crud-param-paramValue').fill('1');
        await again.getByRole('button', { name: '保存' }).click();
        await again.locator('.fui-Toast').filter({ hasText: '新增成功' }).first().waitFor();
        await expect.poll(() => draftFiles(dataDir)).toEqual([]);
        await again.close();
      });
    } finally {
      await host?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
