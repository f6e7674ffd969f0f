import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CarInfoWithHistory } from '../../src/shared/bladex/car';
import { withPage } from './support/browser';
import { hostCall, hostGet } from './support/host-call';
import { setUpSuite } from './support/suite';

// Issue 15 as the operators do it, on a fresh database without the board's demo data: each test writes the few rows
// it needs through the API first (members, a car with its brand and series, a rental with its fixes, a canteen with
// a day of meals), then works the screen.

const suite = setUpSuite({ signOutBeforeEach: true });

const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();
const post = <T = unknown>(page: Page, url: string, body: object) => hostCall<T>(page, 'POST', url, {}, body);
const rows = <T>(page: Page, url: string, params: Record<string, string | number>) =>
  hostGet<{ records: T[]; total: number }>(page, url, { current: 1, size: 100, ...params });
/** A car waiting for review, with its brand and series (day price in cents); answers its id. */
const addCar = async (page: Page, brandName: string, seriesName: string, plateNumber: string, dayPrice: number) => {
  await post(page, '/api/blade-shop/carBrand/submit', { name: brandName, status: 1 });
  const [brand] = (await rows<{ id: string }>(page, '/api/blade-shop/carBrand/list', { name: brandName })).records;
  await post(page, '/api/blade-shop/carSeries/submit', { brandId: brand.id, name: seriesName, status: 1 });
  const [series] = (await rows<{ id: string }>(page, '/api/blade-shop/carSeries/list', { name: seriesName })).records;
  await post(page, '/api/blade-shop/carInfo/submit', {
    plateNumber,
    brandId: brand.id,
    seriesId: series.id,
    dayPrice,
    seats: 5,
  });
  const [car] = (await rows<{ id: string }>(page, '/api/blade-shop/carInfo/page', { plateNumber })).records;
  return car;
};

/** The dialog on top (an action's form, then its confirmation). */
const topDialog = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]').last();

describe('members, cars, rentals and canteens', () => {
  it('disables three members at once, the confirmation naming how many', async () => {
    await withPage(suite.browser, 'members-batch-disable', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/member/list`);
      const names = ['洱海会员甲', '洱海会员乙', '洱海会员丙'];
      for (const [at, nickName] of names.entries())
        await post(page, '/api/blade-member/member/submit', {
          nickName,
          phone: `1398720000${at}`,
          townCode: '532922101',
        });
      await page.locator('#crud-search-member-nickName').fill('洱海会员');
      await page.locator('#crud-search-member-nickName').press('Enter');
      await expect.poll(() => page.getByTestId('crud-total').textContent()).toBe('共 3 条');
      for (const name of names)
        await page.locator('tbody tr').filter({ hasText: name }).locator('input[type="checkbox"]').check();

      await page.locator('button[data-action="updListStatus"]').click();
      await page.locator('#action-updListStatus-status').click();
      await page.getByRole('option', { name: '停用' }).click();
      await topDialog(page).getByRole('button', { name: '保存' }).click();
      const confirm = page.getByRole('alertdialog').filter({ hasText: '确定批量变更状态选中的3条数据吗？' });
      await confirm.getByRole('button', { name: '确定' }).click();
      await toast(page, '操作成功');

      const members = await rows<{ nickName: string; status: number }>(page, '/api/blade-member/member/page', {
        nickName: '洱海会员',
      });
      expect(members.records.map((member) => [member.nickName, member.status]).sort()).toEqual(
        names.map((name) => [name, 2]).sort(),
      );
    });
  });

  it('reviews a car through a rejection with its reason, an edit and a pass; the history keeps both', async () => {
    await withPage(suite.browser, 'car-audit', async (page) => {
      await suite.signIn(page);
      const car = await addCar(page, '比亚迪', '秦PLUS', '云LD86001', 26800);
      await page.goto(`${suite.host.url}/car/info`);

      await page.locator('#crud-search-carInfo-plateNumber').fill('云LD86001');
      await page.locator('#crud-search-carInfo-plateNumber').press('Enter');
      const row = page.locator('tbody tr').filter({ hasText: '云LD86001' });
      await expect.poll(() => row.count()).toBe(1);
      await row.getByText('秦PLUS').waitFor();
      const review = async (outcome: string, reason?: string) => {
        await row.locator('button[data-action="carAudit"]').click();
        await page.locator('#action-carAudit-auditStatus').click();
        await page.getByRole('option', { name: outcome }).click();
        if (reason) await page.locator('#action-carAudit-auditMsg').fill(reason);
        await topDialog(page).getByRole('button', { name: '保存' }).click();
        await toast(page, '操作成功');
      };
      const state = async () =>
        (await hostGet<{ auditStatus: number }>(page, '/api/blade-shop/carInfo/detail', { id: car.id })).auditStatus;

      await review('审核驳回', '行驶证照片不清晰');
      expect(await state()).toBe(2);
      // The shop corrects the car: an edit of what renters see (the day price, in yuan) sends it back to review.
      await row.locator('button[data-action="edit"]').click();
      await expect.poll(() => page.locator('#crud-carInfo-dayPrice').inputValue()).toMatch(/^268/);
      await page.locator('#crud-carInfo-dayPrice').fill('258');
      await page.getByRole('button', { name: '修改', exact: true }).click();
      await expect.poll(state).toBe(0);
      await row.getByText('待审核').waitFor();
      await review('审核通过');
      expect(await state()).toBe(1);

      const history = await hostGet<CarInfoWithHistory>(page, '/api/blade-shop/carInfo/getDataById', { id: car.id });
      expect(history.auditRecords.map((entry) => [entry.toState, entry.remark])).toEqual([
        ['1', ''],
        ['2', '行驶证照片不清晰'],
      ]);
    });
  });

  it("plays a rental's track from its start to its end", async () => {
    await withPage(suite.browser, 'car-order-track', async (page) => {
      await suite.signIn(page);
      const car = await addCar(page, '吉利', '帝豪', '云L86002', 19900);
      await post(page, '/api/blade-order/orderCar/submit', {
        orderNo: 'ZC-E2E-0001',
        carId: car.id,
        userName: '段志强',
        startTime: '2026-11-02 09:00:00',
        endTime: '2026-11-02 11:00:00',
      });
      await page.goto(`${suite.host.url}/car/order`);
      const [order] = (await rows<{ id: string }>(page, '/api/blade-order/orderCar/list', { orderNo: 'ZC-E2E-0001' }))
        .records;
      // 下关 to 大理古城 along the 214 road, a fix every ten minutes.
      const fixes = [
        [100.2299, 25.5916],
        [100.2105, 25.6231],
        [100.1902, 25.6478],
        [100.1751, 25.6769],
        [100.1642, 25.6943],
        [100.1619, 25.7003],
      ];
      for (const [at, [lng, lat]] of fixes.entries())
        await post(page, '/api/blade-order/orderCarTrack/submit', {
          orderId: order.id,
          lng,
          lat,
          speed: 40,
          gpsTime: `2026-11-02 09:${String(at * 10).padStart(2, '0')}:00`,
        });

      await page.locator('#crud-search-orderCar-orderNo').fill('ZC-E2E-0001');
      await page.locator('#crud-search-orderCar-orderNo').press('Enter');
      const row = page.locator('tbody tr').filter({ hasText: 'ZC-E2E-0001' });
      await row.locator('button[data-action="track"]').click();
      const drawing = page.getByTestId('track-drawing');
      await expect.poll(() => drawing.getAttribute('data-points')).toBe(String(fixes.length));
      const time = page.getByTestId('track-time');
      expect(await time.textContent()).toBe('2026-11-02 09:00:00');
      await page.getByRole('button', { name: '播放' }).click();
      await expect.poll(() => time.textContent(), { timeout: 30_000 }).toBe('2026-11-02 09:50:00');
      // At the end the playback stops by itself and offers to play again.
      await page.getByRole('button', { name: '播放' }).waitFor();
    });
  });

  it("shows a day's canteen statistics equal to the sum of that day's meals", async () => {
    await withPage(suite.browser, 'canteen-statistics', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/canteen/statistics`);
      await post(page, '/api/blade-order/canteenInfo/submit', { name: '州政府机关食堂', status: 1 });
      const [canteen] = (
        await rows<{ id: string }>(page, '/api/blade-order/canteenInfo/list', { name: '州政府机关食堂' })
      ).records;
      // Money in cents; the day searched (2 November) and one meal the day after, which must not count.
      const meals: [string, number, number, string][] = [
        ['E2E-01', 1, 500, '2026-11-02 07:40:00'],
        ['E2E-02', 1, 450, '2026-11-02 08:05:00'],
        ['E2E-03', 2, 1200, '2026-11-02 12:10:00'],
        ['E2E-04', 2, 1350, '2026-11-02 12:25:00'],
        ['E2E-05', 3, 980, '2026-11-02 18:30:00'],
        ['E2E-06', 2, 1500, '2026-11-03 12:00:00'],
      ];
      for (const [bizNo, section, money, payTime] of meals)
        await post(page, '/api/blade-order/canteenLog/submit', {
          bizNo,
          canteenId: canteen.id,
          section,
          money,
          payType: 1,
          payTime,
          user: '李明',
        });

      await page.locator('#crud-search-canteenStatistics-statDate').fill('2026-11-02');
      await page.locator('#crud-search-canteenStatistics-statDate-to').fill('2026-11-02');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await expect.poll(() => page.getByTestId('crud-total').textContent()).toBe('共 1 条');

      const log = (
        await rows<{ section: number; money: number }>(page, '/api/blade-order/canteenLog/list', {
          canteenId: canteen.id,
          payTime_dategt: '2026-11-01 23:59:59',
          payTime_datelt: '2026-11-03 00:00:00',
        })
      ).records;
      expect(log).toHaveLength(5);
      const count = (section: number) => log.filter((meal) => meal.section === section).length;
      const expected = {
        breakfast: count(1),
        lunch: count(2),
        dinner: count(3),
        meals: log.length,
        amount: log.reduce((sum, meal) => sum + meal.money, 0),
      };
      const summary = page.getByTestId('canteen-statistics-summary');
      await expect.poll(() => summary.getAttribute('data-state')).toBe('ready');
      const figure = (name: string) =>
        summary
          .locator(`[data-field="${name}"]`)
          .getAttribute('data-value')
          .then((value) => Number(value));
      await expect.poll(() => figure('meals')).toBe(expected.meals);
      for (const [name, value] of Object.entries(expected)) expect(await figure(name)).toBe(value);
      expect(expected.amount).toBe(4480);
      // The amount shows in yuan with two decimals.
      await summary.getByText('44.80').first().waitFor();
    });
  });
});
