import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { screenshotsDir } from './support/screenshots';
import { setUpSuite } from './support/suite';

const suite = setUpSuite();

const account = (page: Page) => page.locator('input[name="username"]');
const password = (page: Page) => page.locator('input[name="password"]');
const captcha = (page: Page) => page.locator('input[name="captchaCode"]');
const captchaImage = (page: Page) => page.getByTestId('captcha-refresh').locator('img');

const openSignIn = async (page: Page) => {
  const started = performance.now();
  await page.goto(suite.host.url);
  await page.waitForURL('**/login');
  await captchaImage(page).waitFor();
  return performance.now() - started;
};

describe('sign-in in the browser host', () => {
  it('an operator signs in as admin with the captcha, sees the home page, and signs out', async () => {
    await withPage(suite.browser, 'sign-in-and-out', async (page) => {
      const firstLoadMs = await openSignIn(page);
      await expect.poll(() => page.title()).toBe('登录');
      await expect.poll(() => page.locator('h2').first().textContent()).toBe('欢迎登录');
      for (const label of ['账号', '密码', '验证码']) {
        expect(await page.locator('label', { hasText: label }).first().isVisible()).toBe(true);
      }
      expect(await page.getByTestId('platform-title').textContent()).toBeTruthy();
      // The node project has no DOM types; the element is only read.
      const decoded = await captchaImage(page).evaluate((img) => {
        const { complete, naturalWidth } = img as unknown as { complete: boolean; naturalWidth: number };
        return complete && naturalWidth > 0;
      });
      expect(decoded).toBe(true);
      await page.screenshot({ path: join(screenshotsDir(), 'login-zh.png') });

      await account(page).fill('admin');
      await password(page).fill('admin');
      await captcha(page).fill(suite.captcha);
      const submitted = performance.now();
      await captcha(page).press('Enter');
      await page.waitForURL('**/wel/index');
      await page.getByTestId('home-real-name').waitFor();
      const roundTripMs = performance.now() - submitted;
      console.log(
        `[e2e] sign-in page first load ${firstLoadMs.toFixed(0)} ms; sign-in round trip (Enter to home page) ${roundTripMs.toFixed(0)} ms`,
      );

      expect((await page.getByTestId('home-real-name').textContent())?.trim()).not.toBe('');
      expect(await page.getByTestId('home-account').textContent()).toBe('admin');
      expect(await page.getByTestId('home-tenant').textContent()).toBe('000000');
      // The role's name, from the user's information (the session itself only knows the alias).
      await expect.poll(() => page.getByTestId('home-role').textContent()).toBe('超级管理员');
      await expect.poll(() => page.title()).not.toBe('登录');

      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
    });
  });

  it('a wrong password shows the server message and keeps the account typed', async () => {
    await withPage(suite.browser, 'wrong-password', async (page) => {
      await openSignIn(page);
      const firstCaptcha = await captchaImage(page).getAttribute('src');
      await account(page).fill('admin');
      await password(page).fill('not-the-password');
      await captcha(page).fill(suite.captcha);
      await page.getByRole('button', { name: '登录', exact: true }).click();

      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('用户名或密码不正确');
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await account(page).inputValue()).toBe('admin');
      expect(await captcha(page).inputValue()).toBe('');
      // A captcha is single-use: a new one is fetched after the failure.
      await expect.poll(() => captchaImage(page).getAttribute('src')).not.toBe(firstCaptcha);
    });
  });

  it('switching to English changes the labels, survives a reload, and switches back', async () => {
    await withPage(suite.browser, 'switch-language', async (page) => {
      await openSignIn(page);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Welcome' }).waitFor();
      for (const label of ['Account', 'Password', 'Verification code']) {
        expect(await page.locator('label', { hasText: label }).first().isVisible()).toBe(true);
      }
      expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.title()).toBe('Sign in');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');

      // The choice is stored by the host, so a reload keeps it.
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome' }).waitFor();

      await page.getByRole('button', { name: '中文' }).click();
      await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    });
  });

  it('an unknown address shows the 404 page', async () => {
    await withPage(suite.browser, 'not-found', async (page) => {
      await page.goto(`${suite.host.url}/no/such/page`);
      await page.waitForURL('**/404');
      await page.getByRole('heading', { name: '页面不存在' }).waitFor();
    });
  });
});
