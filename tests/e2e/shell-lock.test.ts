import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostInvoke } from '../helpers/web-host';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

const IDLE_MINUTE_MS = 1000;
const suite = setUpSuite({ env: { BLADE_IDLE_MINUTE_MS: String(IDLE_MINUTE_MS) } });

/** One contract call on the host's socket (the host keeps one session for every page). */
const callHost = (channel: string, input?: unknown) =>
  hostInvoke(suite.host, channel, input) as Promise<{ ok: boolean; data?: unknown }>;

/** Starts from a fresh session (the browser host has one session for all its pages), then signs in as admin. */
const signIn = async (page: Page) => {
  await suite.signIn(page, { fresh: true });
  await page.getByRole('button', { name: '锁屏', exact: true }).waitFor();
  // The default idle lock (15 minutes) would be 15 s with this suite's one-second minute: the first sign-in turns it
  // off, as the signed-in administrator (a security setting, issue 18 item 9), well within those 15 s.
  if (!idleLockOff) {
    const off = await callHost('settings.setProtected', { password: 'admin', patch: { idleLockMinutes: 0 } });
    expect(off.ok).toBe(true);
    idleLockOff = true;
  }
};
let idleLockOff = false;

const pathname = (page: Page) => new URL(page.url()).pathname;

describe('lock screen', () => {
  it('asks for a lock password first, locks, keeps every navigation and a reload on /lock, and unlocks back', async () => {
    await withPage(suite.browser, 'lock-unlock', async (page) => {
      await signIn(page);
      await page.goto(`${suite.host.url}/info/index`);
      await page.getByRole('button', { name: '锁屏', exact: true }).click();

      const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '锁屏', exact: true }).click();
      await dialog.getByText('锁屏密码不能为空').waitFor();
      await dialog.locator('input[name="lockPassword"]').fill('lock-123');
      await dialog.locator('input[name="lockPassword"]').press('Enter');

      await page.waitForURL('**/lock');
      await page.getByRole('heading', { name: '管理员' }).waitFor();
      expect(await page.getByText('工作台已锁定').isVisible()).toBe(true);

      // Every navigation while locked lands on /lock, and so does a reload.
      await page.goto(`${suite.host.url}/wel/dashboard`);
      await page.waitForURL('**/lock');
      await page.locator('input[name="unlockPassword"]').waitFor();
      await page.reload();
      await page.locator('input[name="unlockPassword"]').waitFor();
      expect(pathname(page)).toBe('/lock');

      await page.locator('input[name="unlockPassword"]').fill('not-it');
      await page.locator('input[name="unlockPassword"]').press('Enter');
      await page.getByText('解锁密码错误，请重新输入').waitFor();
      expect(await page.locator('input[name="unlockPassword"]').inputValue()).toBe('');
      expect(pathname(page)).toBe('/lock');

      await page.locator('input[name="unlockPassword"]').fill('lock-123');
      await page.getByRole('button', { name: '解锁' }).click();
      // Back where the operator was before the lock, not where the blocked navigation pointed.
      await page.waitForURL('**/info/index');

      // The password is set now: the lock button locks at once.
      await page.getByRole('button', { name: '锁屏', exact: true }).click();
      await page.waitForURL('**/lock');
      await page.locator('input[name="unlockPassword"]').fill('lock-123');
      await page.locator('input[name="unlockPassword"]').press('Enter');
      await page.waitForURL('**/info/index');
    });
  });

  it('signing out from the lock page asks first and clears the lock', async () => {
    await withPage(suite.browser, 'lock-sign-out', async (page) => {
      await signIn(page);
      await page.getByRole('button', { name: '锁屏', exact: true }).click();
      // The lock password set in the previous scenario belongs to that session; a new sign-in starts without one.
      const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
      await dialog.locator('input[name="lockPassword"]').fill('pw');
      await dialog.locator('input[name="lockPassword"]').press('Enter');
      await page.waitForURL('**/lock');
      await page.getByRole('button', { name: '退出登录' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('退出系统，是否继续？').waitFor();
      await confirm.getByRole('button', { name: '确定' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: '欢迎登录' }).waitFor();

      await signIn(page);
      expect(pathname(page)).toBe('/wel/index');
    });
  });

  it('locks by itself after the idle minutes pass without input (fake one-second minute)', async () => {
    await withPage(suite.browser, 'idle-lock', async (page) => {
      await signIn(page);
      // One input (it reaches the host as an activity ping and restarts the idle time), then none.
      await page.mouse.move(300, 300);
      const started = performance.now();
      // A security setting: the signed-in administrator sets it with their password.
      const set = await callHost('settings.setProtected', { password: 'admin', patch: { idleLockMinutes: 1 } });
      expect(set.ok).toBe(true);
      await page.waitForURL('**/lock', { timeout: 10_000 });
      const lockedAfterMs = performance.now() - started;
      console.log(
        `[e2e] idle lock fired ${lockedAfterMs.toFixed(0)} ms after the last input (idle minute ${IDLE_MINUTE_MS} ms)`,
      );
      // The ping counted: the lock waited for (about) a full idle minute after the input.
      expect(lockedAfterMs).toBeGreaterThan(IDLE_MINUTE_MS * 0.7);
      await page.getByText('长时间未操作，工作台已自动锁定').waitFor();
      // No lock password in this session: only signing out is offered, with the reason.
      await page.getByText('尚未设置锁屏密码').waitFor();
      expect(await page.locator('input[name="unlockPassword"]').count()).toBe(0);

      // A reload keeps it locked: main owns the lock.
      await page.reload();
      await page.getByText('尚未设置锁屏密码').waitFor();
      expect(pathname(page)).toBe('/lock');

      // The last test of the file: its host stops afterwards, so the one-minute idle lock need not be undone.
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.waitForURL('**/login');
    });
  });
});
