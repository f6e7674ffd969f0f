import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { hostGet } from './support/host-call';
import { setUpSuite } from './support/suite';

// Issues 11 and 12 as the operators do it, on the demo seed of a small board: a paid order written off by a scan
// at the counter, a passed ledger record settled into a profit split whose parts add up to the order to the cent,
// and a merchant's coupon QR code shown and downloaded.

const suite = setUpSuite({ env: { BLADE_BOARD_SEED: '3000' }, startTimeoutMs: 180_000, signOutBeforeEach: true });

const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();
const cents = (yuan: number) => Math.round(yuan * 100);

interface Order {
  id: string;
  orderNo: string;
  payStatus: number;
  payMoney: number;
  discountMoney: number;
  returnMoney: number;
}

describe('orders and money', () => {
  it('writes a paid order off by scanning its number, and a second scan says it is used', async () => {
    await withPage(suite.browser, 'order-scan-write-off', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/order/product-order`);
      const paid = await hostGet<{ records: Order[] }>(page, '/api/blade-order/productOrder/list', {
        payStatus: 1,
        current: 1,
        size: 1,
      });
      const order = paid.records[0];
      const box = page.getByTestId('write-off-scan');
      await box.fill(order.orderNo);
      await box.press('Enter');
      const result = page.getByTestId('write-off-result');
      await expect.poll(() => result.textContent()).toContain(order.orderNo);
      await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
      const after = await hostGet<Order>(page, '/api/blade-order/productOrder/detail', { id: order.id });
      expect(after.payStatus).toBe(2);
      await box.fill(order.orderNo);
      await box.press('Enter');
      await expect.poll(() => result.textContent()).toContain('该订单已核销');
    });
  });

  it('settles a passed ledger record: its profit split plus the commission is what the order paid, to the cent', async () => {
    await withPage(suite.browser, 'order-ledger-settle', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/order/ledger`);
      const passed = await hostGet<{ records: { id: string; orderNo: string }[] }>(
        page,
        '/api/blade-order/orderLedger/list',
        { adminStatus: 3, current: 1, size: 50 },
      );
      // A record of a shop without a billing range, whose platform share is the default 6 % (the seed gives some
      // shops ranges of their own).
      const ranged = new Set(
        (
          await hostGet<{ records: { shopId: string }[] }>(page, '/api/blade-shop/billingRule/list', {
            current: 1,
            size: 500,
          })
        ).records.map((range) => String(range.shopId)),
      );
      let record: { id: string; orderNo: string } | undefined;
      for (const candidate of passed.records) {
        const [ordered] = (
          await hostGet<{ records: { shopId: string }[] }>(page, '/api/blade-order/productOrder/list', {
            orderNo: candidate.orderNo,
            current: 1,
            size: 1,
          })
        ).records;
        if (ordered && !ranged.has(String(ordered.shopId))) {
          record = candidate;
          break;
        }
      }
      if (!record) throw new Error('no passed ledger record of a shop without a billing range');
      const row = page.locator('tbody tr').filter({ hasText: record.orderNo });
      await page.locator('#crud-search-orderLedger-orderNo').fill(record.orderNo);
      await page.locator('#crud-search-orderLedger-orderNo').press('Enter');
      await row.locator('button[data-action="settle"]').click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: '确定' }).click();
      await toast(page, '操作成功');
      const [order] = (
        await hostGet<{ records: Order[] }>(page, '/api/blade-order/productOrder/list', {
          orderNo: record.orderNo,
          current: 1,
          size: 1,
        })
      ).records;
      const parts = await hostGet<{ records: { total: number; type: number; sourceType: number }[] }>(
        page,
        '/api/blade-order/orderWxFenzhang/list',
        { orderNo: record.orderNo, current: 1, size: 10 },
      );
      const split = parts.records.reduce((sum, part) => sum + part.total, 0);
      const goods = parts.records.filter((part) => part.sourceType === 1).reduce((sum, part) => sum + part.total, 0);
      const paid = cents(order.payMoney) - cents(order.returnMoney);
      // The platform keeps 6 % (the seed's shops have no billing range), within a cent of its exact share.
      expect(Math.abs(paid - goods - paid * 0.06)).toBeLessThanOrEqual(1);
      expect(split - goods).toBe(cents(order.discountMoney));
      const settled = await hostGet<{ adminStatus: number }>(page, '/api/blade-order/orderLedger/detail', {
        id: record.id,
      });
      expect(settled.adminStatus).toBe(4);
    });
  });

  it("shows a merchant's coupon QR code and downloads it as a PNG", async () => {
    await withPage(suite.browser, 'merchant-qr', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/merchant/info`);
      const row = page.locator('tbody tr').first();
      await row.waitFor();
      await row.locator('button[data-action="qrCode"]').click();
      const image = page.getByTestId('qr-image');
      await image.waitFor();
      expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await page.getByTestId('qr-content').textContent()).toMatch(
        /^https:\/\/m\.dali-travel\.cn\/coupon\?shopId=\d+$/,
      );
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('qr-download').click()]);
      expect(download.suggestedFilename()).toMatch(/-领券二维码\.png$/);
    });
  });
});
