import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// App configuration (issue 13) as an operator meets it: the jump type decides the form's fields (0 to 5 on a launch
// page, 6's product picker on a home entrance), and the app menu is reordered by keyboard drag-sort and stays so
// after a reload. The phone preview's flow is in content-entrance-video.test.ts.

// The board fixture brings a few products, one of them off sale, for the linked-product picker.
const suite = setUpSuite({ env: { BLADE_BOARD_SEED: 'fixture' }, signOutBeforeEach: true });

const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text }).first();

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
      // 5: the rich text, required, and no link; a launch page offers no product (spec 001 §5).
      await jump.click();
      expect(await page.getByRole('option', { name: '商品', exact: true }).count()).toBe(0);
      await page.getByRole('option', { name: '自定义富文本' }).click();
      await page.locator('[data-field="richText"]').waitFor();
      expect(await page.locator('#crud-configCarousel-linkUrl').count()).toBe(0);
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByText('请输入富文本内容').first().waitFor();
    });
  });

  it('shows and requires the product picker of jump type 6 on a home entrance, offering passed on-sale products only', async () => {
    await withPage(suite.browser, 'content-jump-product', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/app-config/home-config`);
      await rowOf(page, '大理市首页').locator('button[aria-expanded="false"]').click();
      await rowOf(page, '洱海一日游').locator('button[data-action="edit"]').click();
      // The seeded entrance jumps to rich text (5); 6 swaps it for the product picker.
      await page.locator('[data-field="richText"]').waitFor();
      await page.locator('#crud-appHomePageConfig-jumpType').click();
      await page.getByRole('option', { name: '商品', exact: true }).click();
      const picker = page.locator('#crud-appHomePageConfig-goodId');
      await picker.waitFor();
      expect(await page.locator('[data-field="richText"]').count()).toBe(0);
      await page.getByRole('button', { name: '修改' }).click();
      await page.getByText('请选择关联商品').first().waitFor();
      // The fixture's products: 三塔门票 is passed and on sale, 下架门票 is off sale.
      await picker.click();
      await page.getByRole('option', { name: '三塔门票' }).waitFor();
      expect(await page.getByRole('option', { name: '下架门票' }).count()).toBe(0);
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
