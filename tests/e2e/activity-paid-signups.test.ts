import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { hostCall, hostGet } from './support/host-call';
import { setUpSuite } from './support/suite';

// Issue 14: a paid activity released through the five-tab drawer with two fee tiers and a limit of two places;
// members sign up (the app's call) until it is full and the third is refused; the operator's 签到 is refused
// outside the sign-in window, the window is widened in the same drawer, and 签到 is then accepted.

const suite = setUpSuite({ signOutBeforeEach: true });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const HOUR = 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');
/** A moment as the form's date and time inputs take it, in the machine's time zone (the host's too). */
const parts = (ms: number) => {
  const d = new Date(ms);
  return {
    date: `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`,
    time: `${two(d.getHours())}:${two(d.getMinutes())}:00`,
  };
};

const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();

/** Fills one bound of a date-time range: the date input, then the time input beside it. */
const fillBound = async (page: Page, field: string, end: boolean, ms: number) => {
  const { date, time } = parts(ms);
  const dateInput = page.locator(`#crud-activity-${field}${end ? '-end' : ''}`);
  await dateInput.fill(date);
  await dateInput.locator('xpath=ancestor::span[2]//input[@type="time"]').fill(time);
};

const signInRow = async (page: Page, name: string) => {
  const row = page.locator('tbody tr').filter({ hasText: name });
  await row.locator('button[data-action="signIn"]').click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
};

describe('a paid activity with fee tiers', () => {
  it('is released with two tiers, refuses a sign-up past its limit, and signs in only inside the window', async () => {
    await withPage(suite.browser, 'activity-paid-signups', async (page) => {
      const title = `洱海生态骑行${Date.now() % 100_000}`;
      const now = Date.now();
      // The activity starts in 26 hours: outside a 1-hour sign-in window, inside a 48-hour one.
      const start = now + 26 * HOUR;
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/activity/release`);
      await page.getByTestId('crud-add').click();
      await page.locator('#crud-activity-title').fill(title);
      await page.locator('#crud-activity-categoryId').click();
      await page.getByRole('option', { name: '体育' }).click();
      await page.getByTestId('upload-banner').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
      await page.locator('#crud-activity-address').fill('大理市才村码头');
      await fillBound(page, 'activityTime', false, start);
      await fillBound(page, 'activityTime', true, start + 4 * HOUR);
      await fillBound(page, 'signUpTime', false, now - HOUR);
      await fillBound(page, 'signUpTime', true, start - HOUR);

      await page.getByRole('tab', { name: '活动规则' }).click();
      await page.locator('#crud-activity-numberLimit').fill('2');
      await page.locator('#crud-activity-signInTimeLimit').fill('1');
      await page.locator('#crud-activity-applyCancelTimeLimit').fill('2');
      await page.locator('#crud-activity-isFree').check();
      await page.locator('#crud-activity-activityModel').click();
      await page.getByRole('option', { name: '不同收费项' }).click();
      const tiers = [
        ['成人票', '88.00', '1'],
        ['儿童票', '45.50', '2'],
      ];
      for (const [n, [name, price, sort]] of tiers.entries()) {
        await page.locator('#crud-activity-activityItems').click();
        await page.locator(`input[aria-label="项目名称 ${n + 1}"]`).fill(name);
        await page.locator(`input[aria-label="价格（元） ${n + 1}"]`).fill(price);
        await page.locator(`input[aria-label="排序 ${n + 1}"]`).fill(sort);
      }
      await page.getByRole('button', { name: '保存' }).click();
      await toast(page, '新增成功');

      const released = await hostGet<{ records: { id: string; isFree: number; activityModel: number }[] }>(
        page,
        '/api/blade-app/project/baseinfo/list',
        { title, current: 1, size: 10 },
      );
      expect(released.records).toHaveLength(1);
      const activity = released.records[0];
      expect(activity).toMatchObject({ isFree: 1, activityModel: 1 });
      const items = await hostGet<{ records: { id: string; title: string; price: number }[] }>(
        page,
        '/api/blade-app/project/activityItems/list',
        { activityId: activity.id, current: 1, size: 10 },
      );
      expect(items.records.map((item) => [item.title, item.price]).sort()).toEqual([
        ['儿童票', 45.5],
        ['成人票', 88],
      ]);

      // Members sign up from the app: one place per tier, then the activity is full.
      const signUp = (userName: string, itemId: string) =>
        hostCall(
          page,
          'POST',
          '/api/blade-app/project/signup/submit',
          {},
          {
            activityId: activity.id,
            itemId,
            userName,
            phone: '13887210001',
          },
        );
      await signUp('段晓云', items.records[0].id);
      await signUp('杨建华', items.records[1].id);
      await expect(signUp('李四', items.records[0].id)).rejects.toThrow(`「${title}」报名人数已满（2人）`);

      await page.goto(`${suite.host.url}/activity/signup`);
      await page.locator('#crud-search-activitySignup-userName').fill('段晓云');
      await page.locator('#crud-search-activitySignup-userName').press('Enter');
      await expect.poll(() => page.getByTestId('crud-total').textContent()).toBe('共 1 条');
      await signInRow(page, '段晓云');
      await toast(page, '签到尚未开始');

      // The operator widens the sign-in window to 48 hours before the start.
      await page.goto(`${suite.host.url}/activity/release`);
      await page.locator('#crud-search-activity-title').fill(title);
      await page.locator('#crud-search-activity-title').press('Enter');
      await expect.poll(() => page.getByTestId('crud-total').textContent()).toBe('共 1 条');
      await page.locator('tbody tr').filter({ hasText: title }).locator('button[data-action="edit"]').click();
      await page.getByRole('tab', { name: '活动规则' }).click();
      await page.locator('#crud-activity-signInTimeLimit').fill('48');
      await page.getByRole('button', { name: '修改' }).click();
      await toast(page, '更新成功');

      await page.goto(`${suite.host.url}/activity/signup`);
      await page.locator('#crud-search-activitySignup-userName').fill('段晓云');
      await page.locator('#crud-search-activitySignup-userName').press('Enter');
      await expect.poll(() => page.getByTestId('crud-total').textContent()).toBe('共 1 条');
      await signInRow(page, '段晓云');
      await toast(page, '操作成功');
      await expect.poll(() => page.locator('tbody tr').filter({ hasText: '段晓云' }).textContent()).toContain('已签到');
    });
  });
});
