import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { hostGet } from './support/host-call';
import { setUpSuite } from './support/suite';

// Issue 12 as the operators do it, on the demo seed of a small board: a review shielded from its table, a
// merchant's business flag switched from its table, a product audited through reject and pass into the picker, and
// goods linked to a coupon through its dialog (only products passed and on sale are offered).

const suite = setUpSuite({ env: { BLADE_BOARD_SEED: '3000' }, startTimeoutMs: 180_000, signOutBeforeEach: true });

const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();

describe('merchants and campaigns', () => {
  it('shields a review from the table', async () => {
    await withPage(suite.browser, 'merchant-comment-shield', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/merchant/comment`);
      const row = page.locator('tbody tr').first();
      await row.waitFor();
      const before = await hostGet<{ total: number }>(page, '/api/blade-merchant-product/comment/page', {
        isShield: 1,
        current: 1,
        size: 1,
      });
      await row.locator('input[role="switch"]').check();
      await toast(page, '操作成功');
      await expect.poll(() => row.locator('input[role="switch"]').isChecked()).toBe(true);
      const after = await hostGet<{ total: number }>(page, '/api/blade-merchant-product/comment/page', {
        isShield: 1,
        current: 1,
        size: 1,
      });
      expect(after.total).toBe(before.total + 1);
    });
  });

  it("switches a merchant's business flag from the table", async () => {
    await withPage(suite.browser, 'merchant-business-switch', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/merchant/info`);
      const row = page.locator('tbody tr').first();
      await row.waitFor();
      // The flag's column is hidden by default: the operator shows it through the column settings.
      await page.getByRole('button', { name: '列设置' }).click();
      await page.getByRole('menuitemcheckbox', { name: '是否营业' }).click();
      await page.keyboard.press('Escape');
      const flag = row.locator('input[role="switch"][aria-label$="是否营业"]');
      const before = await flag.isChecked();
      await flag.click();
      await toast(page, '操作成功');
      await expect.poll(() => flag.isChecked()).toBe(!before);
      const merchants = await hostGet<{ records: { id: string; isBusiness: number }[] }>(
        page,
        '/api/blade-merchant-product/merchantInfo/list',
        { current: 1, size: 1 },
      );
      const merchant = merchants.records[0];
      const saved = await hostGet<{ isBusiness: number }>(page, '/api/blade-merchant-product/merchantInfo/detail', {
        id: merchant.id,
      });
      expect(saved.isBusiness).toBe(before ? 0 : 1);
    });
  });

  it('audits a product through reject and pass, puts it on sale, and the linked-product picker offers it', async () => {
    await withPage(suite.browser, 'product-audit', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/merchant/product`);
      const pending = await hostGet<{ records: { id: string; name: string; merchantName: string }[] }>(
        page,
        '/api/blade-merchant-product/product/page',
        { auditState: 0, current: 1, size: 1 },
      );
      const product = pending.records[0];
      // Names repeat across merchants: the product's row is found by its merchant and its name.
      await page.locator('#crud-search-product-merchantName').fill(product.merchantName);
      await page.locator('#crud-search-product-name').fill(product.name);
      await page.locator('#crud-search-product-name').press('Enter');
      const row = page.locator('tbody tr').filter({ hasText: product.name }).filter({ hasText: product.merchantName });
      await expect.poll(() => row.count()).toBe(1);
      const audit = async (outcome: string, reason?: string) => {
        await row.locator('button[data-action="audit"]').click();
        await page.locator('#action-audit-auditState').click();
        await page.getByRole('option', { name: outcome }).click();
        if (reason) await page.locator('#action-audit-auditMsg').fill(reason);
        await page
          .locator('[role="dialog"], [role="alertdialog"]')
          .last()
          .getByRole('button', { name: '保存' })
          .click();
        await toast(page, '操作成功');
      };
      const state = async () =>
        (await hostGet<{ auditState: number }>(page, '/api/blade-merchant-product/product/detail', { id: product.id }))
          .auditState;
      await audit('审核不通过', '图片与商品不符');
      expect(await state()).toBe(2);
      // The merchant corrects it: an edit of a rejected product sends it back to review.
      await row.locator('button[data-action="edit"]').click();
      await page.getByRole('button', { name: '修改', exact: true }).click();
      await toast(page, '操作成功');
      await expect.poll(state).toBe(0);
      await audit('审核通过');
      expect(await state()).toBe(1);
      const shelf = row.locator('input[role="switch"][aria-label$="上架状态"]');
      if (!(await shelf.isChecked())) {
        await shelf.click();
        await toast(page, '操作成功');
      }
      const picker = await hostGet<{ records: { id: string }[] }>(page, '/api/blade-merchant-product/product/page', {
        auditState: 1,
        status: 1,
        name: product.name,
        current: 1,
        size: 100,
      });
      expect(picker.records.map((record) => record.id)).toContain(product.id);
    });
  });

  it('links a passed, on-sale product to a coupon through its goods dialog', async () => {
    await withPage(suite.browser, 'coupon-goods', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/welfare/coupon`);
      const row = page.locator('tbody tr').filter({ hasText: '无门槛10元' });
      await row.waitFor();
      const coupons = await hostGet<{ records: { id: string; name: string }[] }>(
        page,
        '/api/blade-order/shopWelfare/list',
        { name: '无门槛10元', current: 1, size: 1 },
      );
      const couponId = coupons.records[0].id;
      const linked = await hostGet<{ id: string }[]>(page, '/api/blade-order/shopWelfare/chooseList', { id: couponId });
      await row.locator('button[data-action="goods"]').click();
      const dialog = page.getByRole('alertdialog');
      const items = dialog.locator('[role="treeitem"]');
      await items.first().waitFor();
      // Check a merchant whose offered products are not all linked yet: a branch checks everything below it.
      const picker = await hostGet<{ records: { id: string; merchantId: string; merchantName: string }[] }>(
        page,
        '/api/blade-merchant-product/product/page',
        { auditState: 1, status: 1, current: 1, size: 1000 },
      );
      const fresh = picker.records.find((product) => !linked.some((row) => row.id === product.id));
      expect(fresh).toBeDefined();
      const ofMerchant = picker.records.filter((product) => product.merchantId === fresh?.merchantId);
      const expected = new Set([...linked.map((row) => row.id), ...ofMerchant.map((product) => product.id)]);
      await items
        .filter({ hasText: fresh?.merchantName ?? '' })
        .first()
        .locator('input[type="checkbox"]')
        .first()
        .check({ force: true });
      await dialog.getByRole('button', { name: '保存' }).click();
      await toast(page, '操作成功');
      await dialog.waitFor({ state: 'detached' });
      const now = await hostGet<{ id: string }[]>(page, '/api/blade-order/shopWelfare/chooseList', { id: couponId });
      expect(new Set(now.map((row) => row.id))).toEqual(expected);
    });
  });
});
