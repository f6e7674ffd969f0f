import { describe, expect, it } from 'vitest';
import { hostInvoke } from '../helpers/web-host';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// Issue 18 item 4: as the app does, a seeded account's first sign-in with its published password must set a new one.
const suite = setUpSuite({ forcePasswordChange: true });

describe('first sign-in with a default password', () => {
  it('opens 设置新密码 before anything else, serves nothing meanwhile, and opens the workspace once changed', async () => {
    await withPage(suite.browser, 'first-sign-in', async (page) => {
      await suite.signIn(page, { landing: null });
      await page.getByTestId('first-password').waitFor();
      await page.getByRole('heading', { name: '设置新密码' }).waitFor();
      // Nothing of the workspace is there, and the host serves no data while the step is open.
      expect(await page.getByRole('button', { name: '锁屏', exact: true }).count()).toBe(0);
      const refused = (await hostInvoke(suite.host, 'http.request', {
        method: 'GET',
        url: '/api/blade-system/user/page',
      })) as { ok: boolean; error?: { code: string } };
      expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      // Another address of the app still lands on the step.
      await page.goto(`${suite.host.url}/system/user`);
      await page.getByTestId('first-password').waitFor();

      await page.locator('input[name="oldPassword"]').fill('admin');
      await page.locator('input[name="newPassword"]').fill('Erhai@2026');
      await page.locator('input[name="newPassword1"]').fill('Erhai@2026');
      await page.getByRole('button', { name: '修改密码' }).click();
      await page.getByRole('button', { name: '锁屏', exact: true }).waitFor();
      expect(await page.getByTestId('first-password').count()).toBe(0);

      // Next time the new password goes straight in.
      await suite.signIn(page, { fresh: true, password: 'Erhai@2026' });
      expect(await page.getByTestId('first-password').count()).toBe(0);
    });
  });
});
