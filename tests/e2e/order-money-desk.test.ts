import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { hostCall, hostGet } from './support/host-call';
import { pdfText } from './support/pdf-text';
import { setUpSuite } from './support/suite';

// Issue 11 at the finance desk, on the demo seed of a small board: a refund that gives the union coupon back with
// its balance log, a ledger record rejected and passed, a statement reconciled with one amount mismatch, and a
// written-off order's slip printed to a PDF that holds its number.

const suite = setUpSuite({ env: { BLADE_BOARD_SEED: '3000' }, startTimeoutMs: 180_000, signOutBeforeEach: true });

const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();
const cents = (yuan: number) => Math.round(yuan * 100);
const saveDialog = (page: Page) =>
  page.locator('[role="dialog"], [role="alertdialog"]').last().getByRole('button', { name: '保存' }).click();
/** A transition with a form asks its question once the values pass their rules (确定…选中的1条数据吗？). */
const saveAndConfirm = async (page: Page) => {
  await saveDialog(page);
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
};

interface Order {
  id: string;
  orderNo: string;
  payStatus: number;
  payMoney: number;
  payDate: string;
  discountMoney: number;
  userId?: string;
}

const paidOrders = (page: Page, extra: Record<string, string | number> = {}) =>
  hostGet<{ records: Order[] }>(page, '/api/blade-order/productOrder/list', {
    payStatus: 1,
    current: 1,
    size: 200,
    ...extra,
  }).then((page) => page.records);

const searchOrder = async (page: Page, orderNo: string) => {
  await page.locator('#crud-search-productOrder-orderNo').fill(orderNo);
  await page.locator('#crud-search-productOrder-orderNo').press('Enter');
  const row = page.locator('tbody tr').filter({ hasText: orderNo });
  await expect.poll(() => row.count()).toBe(1);
  return row;
};

describe('orders and money at the finance desk', () => {
  it('refunds an order paid partly with a union coupon: the coupon goes back with its balance log', async () => {
    await withPage(suite.browser, 'order-refund-coupon', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/order/product-order`);
      const order = (await paidOrders(page)).find((candidate) => candidate.discountMoney > 0);
      if (!order) throw new Error('the seed has no paid order with a union-coupon deduction');
      const row = await searchOrder(page, order.orderNo);
      await row.locator('button[data-action="refund"]').click();
      // More than was paid is refused with the field's message, and nothing changes.
      await page.locator('#action-refund-returnMoney').fill(String(order.payMoney + 1));
      await saveAndConfirm(page);
      await page
        .getByText(`退款金额不能大于实付金额${order.payMoney.toFixed(2)}元`)
        .first()
        .waitFor();
      await page.locator('#action-refund-returnMoney').fill(String(order.payMoney));
      await saveAndConfirm(page);
      await toast(page, '操作成功');
      const after = await hostGet<Order & { returnMoney: number }>(page, '/api/blade-order/productOrder/detail', {
        id: order.id,
      });
      expect(after.payStatus).toBe(3);
      expect(after.returnMoney).toBe(order.payMoney);

      // The balance log shows the coupon given back: useType 2, before + change = after, in cents.
      await page.goto(`${suite.host.url}/order/welfare-balance-log`);
      await page.locator('#crud-search-welfareBalanceLog-orderNo').fill(order.orderNo);
      await page.locator('#crud-search-welfareBalanceLog-orderNo').press('Enter');
      const logRow = page.locator('tbody tr').filter({ hasText: order.orderNo });
      await expect.poll(() => logRow.count()).toBe(1);
      expect(await logRow.textContent()).toContain(order.discountMoney.toFixed(2));
      const logs = await hostGet<{
        records: { useType: number; beforeAmount: number; changeAmount: number; afterAmount: number }[];
      }>(page, '/api/blade-order/welfareBalanceLog/list', { orderNo: order.orderNo, current: 1, size: 10 });
      expect(logs.records).toHaveLength(1);
      const [log] = logs.records;
      expect(log.useType).toBe(2);
      // The log's amounts are integer cents on the wire (shown as yuan in the table above).
      expect(log.changeAmount).toBe(cents(order.discountMoney));
      expect(log.beforeAmount + log.changeAmount).toBe(log.afterAmount);
    });
  });

  it('rejects a submitted ledger record with a reason, and passes it once it is submitted again', async () => {
    await withPage(suite.browser, 'order-ledger-review', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/order/ledger`);
      const submitted = await hostGet<{ records: { id: string; orderNo: string }[] }>(
        page,
        '/api/blade-order/orderLedger/list',
        { adminStatus: 1, current: 1, size: 1 },
      );
      const record = submitted.records[0];
      await page.locator('#crud-search-orderLedger-orderNo').fill(record.orderNo);
      await page.locator('#crud-search-orderLedger-orderNo').press('Enter');
      const row = page.locator('tbody tr').filter({ hasText: record.orderNo });
      await expect.poll(() => row.count()).toBe(1);
      const state = async () =>
        hostGet<{ adminStatus: number; adminMsg: string; adminDate: string }>(
          page,
          '/api/blade-order/orderLedger/detail',
          { id: record.id },
        );
      const audit = async (outcome: string, reason?: string) => {
        await row.locator('button[data-action="audit"]').click();
        await page.locator('#action-audit-adminStatus').click();
        await page.getByRole('option', { name: outcome }).click();
        if (reason !== undefined) await page.locator('#action-audit-adminMsg').fill(reason);
        await saveDialog(page);
      };
      // A reject needs its reason: the form says so and nothing is sent.
      await audit('审核不通过', '');
      await page.getByText('请输入驳回原因').first().waitFor();
      expect((await state()).adminStatus).toBe(1);
      await page.locator('#action-audit-adminMsg').fill('合同照片不清晰，请重新上传');
      await saveAndConfirm(page);
      await toast(page, '操作成功');
      const rejected = await state();
      expect(rejected).toMatchObject({ adminStatus: 2, adminMsg: '合同照片不清晰，请重新上传' });
      expect(rejected.adminDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      await row.locator('button[data-action="report"]').click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await expect.poll(async () => (await state()).adminStatus).toBe(1);
      await audit('审核通过');
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await toast(page, '操作成功');
      await expect.poll(async () => (await state()).adminStatus).toBe(3);
    });
  });

  it('reconciles a statement with the day’s deals and shows the one amount mismatch', async () => {
    await withPage(suite.browser, 'order-reconcile', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/order/reconcile`);
      const [first] = await paidOrders(page);
      const day = first.payDate.slice(0, 10);
      const deals = await hostGet<{ records: Order[]; total: number }>(page, '/api/blade-order/productOrder/list', {
        counted: 1,
        payDate_datege: `${day} 00:00:00`,
        payDate_datele: `${day} 23:59:59`,
        current: 1,
        size: 500,
      });
      const sameDay = deals.records.filter((order) => order.payDate.startsWith(day));
      expect(sameDay.length).toBeGreaterThanOrEqual(2);
      const [right, wrong] = sameDay;
      const name = `E2E对账-${day}`;
      await hostCall(
        page,
        'POST',
        '/api/blade-desk/mall_finance_reconcile/submit',
        {},
        {
          name,
          source: 2,
          periodFrom: day,
          periodTo: day,
        },
      );
      await page.locator('#crud-search-mallFinanceReconcile-name').fill(name);
      await page.locator('#crud-search-mallFinanceReconcile-name').press('Enter');
      const row = page.locator('tbody tr').filter({ hasText: name });
      await expect.poll(() => row.count()).toBe(1);
      await row.locator('button[data-action="compare"]').click();
      const dialog = page.getByTestId('reconcile-dialog');
      await dialog.getByText('尚未对账').waitFor();
      const csv = [
        '订单编号,交易金额',
        `${right.orderNo},${right.payMoney.toFixed(2)}`,
        `${wrong.orderNo},${(wrong.payMoney + 0.5).toFixed(2)}`,
      ];
      await dialog.getByTestId('reconcile-file').setInputFiles({
        name: 'bank.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv.join('\n'), 'utf8'),
      });
      await dialog.getByTestId('reconcile-start').click();
      const figure = (field: string) => dialog.locator(`[data-field="${field}"]`).textContent();
      await expect.poll(() => figure('mismatchCnt')).toBe('1');
      expect(await figure('matchedCnt')).toBe('1');
      expect(await figure('missingOrderCnt')).toBe('0');
      const allDeals = deals.records.filter((order) => order.payDate.startsWith(day)).length;
      if (deals.total <= 500) expect(await figure('missingStatementCnt')).toBe(String(allDeals - 2));

      await dialog.getByTestId('reconcile-result-filter').click();
      await page.getByRole('option', { name: '金额不符' }).click();
      const lines = dialog.getByTestId('reconcile-lines').locator('tbody tr');
      await expect.poll(() => lines.count()).toBe(1);
      expect(await lines.first().textContent()).toContain(wrong.orderNo);
      expect(await lines.first().textContent()).toContain((wrong.payMoney + 0.5).toFixed(2));
    });
  });

  it('prints a written-off order’s slip to a PDF whose text holds the order number', async () => {
    await withPage(suite.browser, 'order-slip-pdf', async (page) => {
      // The browser host prints with the page's own print dialog: this one records the call and keeps the page in
      // print mode until the test says the dialog closed (afterprint).
      await page.addInitScript(() => {
        const calls: string[] = [];
        Object.assign(window, { __printed: calls });
        window.print = () => {
          calls.push(document.title);
        };
      });
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/order/product-order`);
      const [order] = await paidOrders(page, { size: 1 });
      const box = page.getByTestId('write-off-scan');
      await box.fill(order.orderNo);
      await box.press('Enter');
      await page.getByTestId('write-off-print').click();
      const printed = () => page.evaluate(() => (window as unknown as { __printed: string[] }).__printed);
      await expect.poll(async () => (await printed()).length).toBe(1);
      expect((await printed())[0]).toBe(`核销凭证 ${order.orderNo}`);

      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ format: 'A4' });
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      const text = pdfText(pdf);
      expect(text).toContain(order.orderNo);
      expect(text).toContain('核销凭证');
      expect(text).toContain(
        order.payMoney.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );

      // The row's 打印凭证 prints the same slip from the list.
      const row = await searchOrder(page, order.orderNo);
      await row.locator('button[data-action="slip"]').click();
      await expect.poll(async () => (await printed()).length).toBe(2);
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    });
  });
});
