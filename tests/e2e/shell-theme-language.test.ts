import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resultsDir, withPage } from './support/browser';
import { setUpSuite } from './support/suite';

const suite = setUpSuite();

/** Starts from a fresh session (the browser host has one session for all its pages), then signs in as admin. */
const signIn = (page: Page) => suite.signIn(page, { fresh: true });

const signOut = async (page: Page, confirmLabel: string) => {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: confirmLabel === '确定' ? '退出登录' : 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: confirmLabel }).click();
  await page.waitForURL('**/login');
};

/** Relative luminance of a CSS `rgb(...)` colour: below 0.05 is dark, above 0.8 light. */
const luminanceOf = (page: Page, expression: string): Promise<number> =>
  page.evaluate(`(() => {
    const [r, g, b] = (${expression}).match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number);
    const lin = (c) => { const s = c / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  })()`);

const bodyLuminance = (page: Page) => luminanceOf(page, 'getComputedStyle(document.body).backgroundColor');
const brandVariable = (page: Page): Promise<string> =>
  page.evaluate(
    `getComputedStyle(document.querySelector('.fui-FluentProvider')).getPropertyValue('--colorBrandBackground').trim()`,
  );

/** Red dominates: the dark theme draws its brand fills a few shades darker than the chosen colour. */
const isRed = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return r > g + 80 && r > b + 80;
};

describe('themes', () => {
  it('switches to the dark theme and a brand colour, keeps them across a reload, and leaves the sign-in page light', async () => {
    await withPage(suite.browser, 'theme-switch', async (page) => {
      await signIn(page);
      expect(await bodyLuminance(page)).toBeGreaterThan(0.8);

      await page.getByRole('button', { name: '主题', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '选择主题' });
      await dialog.waitFor();
      expect(await dialog.getByRole('button', { pressed: true }).textContent()).toContain('白色主题');
      await dialog.getByRole('button', { name: '黑色主题' }).click();
      await expect.poll(() => bodyLuminance(page)).toBeLessThan(0.05);
      expect(await dialog.getByRole('button', { pressed: true }).textContent()).toContain('黑色主题');

      await dialog.getByRole('radio', { name: '预设颜色 #F5222D' }).click();
      await expect.poll(async () => isRed(await brandVariable(page))).toBe(true);
      expect(await bodyLuminance(page)).toBeLessThan(0.05);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      mkdirSync(resultsDir, { recursive: true });
      await page.screenshot({ path: join(resultsDir, 'theme-dark-workspace.png') });

      // Stored by the host: a reload starts dark and red.
      await page.reload();
      await page.getByRole('button', { name: '主题', exact: true }).waitFor();
      expect(await bodyLuminance(page)).toBeLessThan(0.05);
      expect(isRed(await brandVariable(page))).toBe(true);

      // The sign-in page keeps its light look, in the brand colour.
      await signOut(page, '确定');
      await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
      expect(await bodyLuminance(page)).toBeGreaterThan(0.8);
      expect(await brandVariable(page)).toBe('#F5222D');

      // A custom colour through the picker's hex field, then back to the defaults.
      await signIn(page);
      await page.getByRole('button', { name: '主题', exact: true }).click();
      await dialog.getByRole('button', { name: '白色主题' }).click();
      await expect.poll(() => bodyLuminance(page)).toBeGreaterThan(0.8);
      await dialog.locator('input[name="themeColor"]').fill('#12ab34');
      await dialog.getByRole('button', { name: '应用颜色' }).click();
      await expect.poll(() => brandVariable(page)).toBe('#12AB34');
      await dialog.locator('input[name="themeColor"]').fill('#12ab3');
      await dialog.getByText('请输入 #RRGGBB 格式的颜色值').waitFor();
      expect(await dialog.getByRole('button', { name: '应用颜色' }).isDisabled()).toBe(true);
      await dialog.getByRole('button', { name: '恢复默认' }).click();
      await expect.poll(() => brandVariable(page)).toBe('#089DA5');
      expect(await bodyLuminance(page)).toBeGreaterThan(0.8);

      // A theme with a dark sidebar (默认主题) paints the sidebar dark and the page light.
      const sidebarLuminance = () =>
        luminanceOf(page, "getComputedStyle(document.querySelector('aside')).backgroundColor");
      expect(await sidebarLuminance()).toBeGreaterThan(0.8);
      await dialog.getByRole('button', { name: '默认主题' }).click();
      await expect.poll(sidebarLuminance).toBeLessThan(0.05);
      expect(await bodyLuminance(page)).toBeGreaterThan(0.8);
    });
  });
});

describe('languages', () => {
  it('switches the workspace to English and back at runtime, and the choice survives a reload', async () => {
    await withPage(suite.browser, 'language-switch', async (page) => {
      await signIn(page);
      await page.getByRole('button', { name: '锁屏', exact: true }).waitFor();

      await page.getByRole('button', { name: '切换语言' }).click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Lock screen', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Error log' }).isVisible()).toBe(true);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      // The English platform name wraps in the sidebar instead of being cut (issue 19's pictures showed 'Manageme…').
      const title = page.getByTestId('sidebar-title');
      expect(
        await title.evaluate((e) => e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1),
      ).toBe(true);

      await page.reload();
      await page.getByRole('button', { name: 'Lock screen', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Theme', exact: true }).click();
      await page.getByRole('dialog', { name: 'Choose a theme' }).getByRole('button', { name: 'Dark' }).waitFor();
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Switch language' }).click();
      await page.getByRole('menuitemradio', { name: '中文' }).click();
      await page.getByRole('button', { name: '锁屏', exact: true }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      await signOut(page, '确定');
    });
  });
});
