import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { hostGet } from './support/host-call';
import { setUpSuite } from './support/suite';

// Issue 12 as the operators do it, on the demo seed of a small board: a merchant created with a store and a billing
// rule, a review shielded from its table, a merchant's business flag switched from its table, a product audited
// through reject and pass into the picker, goods linked to a coupon through its dialog (only products passed and on
// sale are offered), and a coupon created with a fixed use period and its goods linked.

const suite = setUpSuite({ env: { BLADE_BOARD_SEED: '3000' }, startTimeoutMs: 180_000, signOutBeforeEach: true });

const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();
const popover = (page: Page) => page.locator('.fui-PopoverSurface');
/** A tree picker's item row (its own text, not the items nested in it). */
const treeRow = (page: Page, name: string) =>
  popover(page)
    .locator('.fui-TreeItemLayout')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .first();
/** Opens a branch of the open tree picker (by its chevron: a click on the item chooses it) and shows `child`. */
const openTo = async (page: Page, branch: string, child: string) => {
  await treeRow(page, branch).waitFor();
  if (!(await treeRow(page, child).isVisible()))
    await treeRow(page, branch).locator('.fui-TreeItemLayout__expandIcon').click();
  await treeRow(page, child).waitFor();
  return treeRow(page, child);
};
/** Chooses a row of a reference picker (a drop-down of the referenced rows' names). */
const pick = async (page: Page, id: string, name: string) => {
  await page.locator(id).click();
  await page.getByRole('option', { name, exact: true }).click();
};
/** Opens a screen once its list has rows, and its add drawer. */
const openAdd = async (page: Page, path: string) => {
  await page.goto(`${suite.host.url}${path}`);
  await page.locator('tbody tr').first().waitFor();
  await page.getByTestId('crud-add').click();
};
const save = (page: Page, name = '保存') => page.locator('.fui-DrawerFooter').getByRole('button', { name }).click();
// A real 1×1 PNG, the coupon's cover.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('merchants and campaigns', () => {
  it('creates a merchant with a store and a billing rule through the screens', async () => {
    await withPage(suite.browser, 'merchant-create', async (page) => {
      const NAME = '洱海e2e渔家';
      await suite.signIn(page);
      await openAdd(page, '/merchant/info');
      await page.locator('#crud-merchantInfo-name').fill(NAME);
      // The business type under its industry, and the town under its county.
      await page.locator('#crud-merchantInfo-subCategoryId').click();
      await (await openTo(page, '文旅体验', '文旅套餐')).locator('input[type="radio"]').click();
      await expect.poll(() => page.locator('#crud-merchantInfo-subCategoryId').textContent()).toContain('文旅套餐');
      await page.locator('#crud-merchantInfo-townCode').click();
      await (await openTo(page, '大理市', '下关街道')).click();
      await expect.poll(() => page.locator('#crud-merchantInfo-townCode').textContent()).toContain('下关街道');
      await page.locator('#crud-merchantInfo-businessDate').fill('09:00-21:00');
      await save(page);
      await toast(page, '新增成功');
      const found = await hostGet<{ records: Record<string, unknown>[] }>(
        page,
        '/api/blade-merchant-product/merchantInfo/list',
        { name: NAME, current: 1, size: 10 },
      );
      expect(found.records).toHaveLength(1);
      const merchant = found.records[0];
      // The server derives the industry and the county from what was chosen; a new merchant waits for review.
      expect(merchant).toMatchObject({
        categoryName: '文旅体验',
        subCategoryName: '文旅套餐',
        districtName: '大理市',
        townName: '下关街道',
        auditStatus: 0,
        isEnable: 1,
        isBusiness: 1,
      });

      await page.goto(`${suite.host.url}/merchant/store-manage`);
      await page.getByTestId('crud-add').click();
      await pick(page, '#crud-merchantStore-merchantId', NAME);
      await page.locator('#crud-merchantStore-name').fill(`${NAME}古城店`);
      await page.locator('#crud-merchantStore-businessStratTime').fill('09:00');
      await page.locator('#crud-merchantStore-businessEndTime').fill('21:30');
      await page.locator('#crud-merchantStore-longitude').fill('100.164');
      await page.locator('#crud-merchantStore-latitude').fill('25.693');
      await save(page);
      await toast(page, '新增成功');
      const stores = await hostGet<{ records: Record<string, unknown>[] }>(
        page,
        '/api/blade-merchant-product/merchantStore/list',
        { merchantId: String(merchant.id), current: 1, size: 10 },
      );
      expect(stores.records).toEqual([
        expect.objectContaining({ name: `${NAME}古城店`, businessStratTime: '09:00', businessEndTime: '21:30' }),
      ]);

      await page.goto(`${suite.host.url}/merchant/billing-ratio`);
      const addRange = async (from: string, to: string) => {
        await page.getByTestId('crud-add').click();
        await pick(page, '#crud-billingRule-shopId', NAME);
        await page.locator('#crud-billingRule-rangeMin').fill(from);
        await page.locator('#crud-billingRule-rangeMax').fill(to);
        await page.locator('#crud-billingRule-billingRatio').fill('5');
        await save(page);
      };
      await addRange('0', '100');
      await toast(page, '新增成功');
      await page.locator('.fui-DrawerBody').waitFor({ state: 'detached' });
      // A range over the first is refused, naming it; the drawer keeps what was typed.
      await addRange('50', '150');
      await expect
        .poll(() => page.locator('.fui-DrawerBody [role="alert"]').textContent())
        .toContain('与该商户已有区间0.00–100.00元重叠');
      expect(await page.locator('#crud-billingRule-rangeMax').inputValue()).toBe('150');
      const ranges = await hostGet<{ records: { rangeMin: number; rangeMax: number }[] }>(
        page,
        '/api/blade-shop/billingRule/list',
        { shopId: String(merchant.id), current: 1, size: 10 },
      );
      expect(ranges.records.map((range) => [range.rangeMin, range.rangeMax])).toEqual([[0, 100]]);
    });
  });

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
      // An edit's own toast (the audit's 操作成功 may still be showing, or already gone on a loaded machine).
      await toast(page, '更新成功');
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

  it('creates a coupon with a fixed use period and links goods to it', async () => {
    await withPage(suite.browser, 'coupon-create', async (page) => {
      const NAME = 'e2e固定时段券';
      await suite.signIn(page);
      await openAdd(page, '/welfare/coupon');
      await page.locator('#crud-coupon-name').fill(NAME);
      await page.locator('#crud-coupon-type').click();
      await page.getByRole('option').first().click();
      await page.locator('#crud-coupon-amount').fill('15');
      await page.locator('#crud-coupon-minUse').fill('99');
      await page.locator('#crud-coupon-remark').fill('文旅');
      await page.getByTestId('upload-img').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
      await page.locator('.fui-DrawerBody img').first().waitFor();
      // A fixed period is asked for only once the use type says so.
      await expect.poll(() => page.locator('#crud-coupon-usePeriod').count()).toBe(0);
      await page.locator('#crud-coupon-useType').click();
      await page.getByRole('option', { name: '固定时段' }).click();
      await save(page);
      await expect
        .poll(() => page.locator('[data-field="usePeriod"] .fui-Field__validationMessage').textContent())
        .toBe('请选择使用时段');
      await page.locator('#crud-coupon-usePeriod').fill('2026-12-01');
      await page.locator('#crud-coupon-usePeriod-end').fill('2026-12-31');
      await save(page);
      await toast(page, '新增成功');
      const found = await hostGet<{ records: Record<string, unknown>[] }>(page, '/api/blade-order/shopWelfare/list', {
        name: NAME,
        current: 1,
        size: 10,
      });
      expect(found.records).toHaveLength(1);
      const couponId = String(found.records[0].id);
      const detail = await hostGet<Record<string, unknown>>(page, '/api/blade-order/shopWelfare/detail', {
        id: couponId,
      });
      expect(detail).toMatchObject({ useType: 2, useTypeFrom: '2026-12-01', useTypeTo: '2026-12-31', openType: 1 });

      // Its goods: every offered product of one merchant, through the goods dialog.
      type Offered = { records: { id: string; merchantId: string; merchantName: string }[] };
      const offered = (query: Record<string, string | number>) =>
        hostGet<Offered>(page, '/api/blade-merchant-product/product/page', { auditState: 1, status: 1, ...query });
      const merchant = (await offered({ current: 1, size: 1 })).records[0];
      const ofMerchant = await offered({ merchantName: merchant.merchantName, current: 1, size: 1000 });
      const expected = ofMerchant.records.filter((row) => row.merchantId === merchant.merchantId).map((row) => row.id);
      await page.locator('#crud-search-coupon-name').fill(NAME);
      await page.locator('#crud-search-coupon-name').press('Enter');
      const row = page.locator('tbody tr').filter({ hasText: NAME });
      await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
      await row.locator('button[data-action="goods"]').click();
      const dialog = page.getByRole('alertdialog');
      const items = dialog.locator('[role="treeitem"]');
      await items.first().waitFor();
      await items
        .filter({ hasText: merchant.merchantName })
        .first()
        .locator('input[type="checkbox"]')
        .first()
        .check({ force: true });
      await dialog.getByRole('button', { name: '保存' }).click();
      await toast(page, '操作成功');
      await dialog.waitFor({ state: 'detached' });
      const linked = await hostGet<{ id: string }[]>(page, '/api/blade-order/shopWelfare/chooseList', { id: couponId });
      expect(new Set(linked.map((item) => item.id))).toEqual(new Set(expected));
    });
  });
});
