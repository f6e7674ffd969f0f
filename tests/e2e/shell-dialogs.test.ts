import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page, WebSocketRoute } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostInvoke } from '../helpers/web-host';
import { resultsDir } from './support/browser';
import { setUpSuite } from './support/suite';

const suite = setUpSuite({ env: { BLADE_SOCIAL_TEST: '1' } });

/**
 * Like support/browser's withPage, but page errors matching `expected` are part of the scenario
 * (the error-log test throws one on purpose); any other page error still fails it.
 */
const withPage = async (name: string, scenario: (page: Page) => Promise<void>, expected?: RegExp): Promise<void> => {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => {
    if (!expected?.test(error.message)) pageErrors.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected?.test(message.text())) pageErrors.push(`console: ${message.text()}`);
  });
  try {
    await scenario(page);
    if (pageErrors.length > 0) throw new Error(`the page reported errors:\n${pageErrors.join('\n')}`);
  } catch (error) {
    mkdirSync(resultsDir, { recursive: true });
    const file = join(resultsDir, `dialogs-${name}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    if (error instanceof Error) error.message += `\n(screenshot: ${file})`;
    throw error;
  } finally {
    await context.close();
  }
};

interface Invoke {
  t: 'invoke';
  id: number;
  channel: string;
  input?: { method?: string; url?: string };
}

/**
 * Answers chosen `http.request` calls on the page's host socket itself (what a server that failed,
 * or has no tenant bound to its domain, would answer); everything else goes to the real host.
 */
const interceptHostCalls = (page: Page, answer: (call: Invoke) => unknown) =>
  page.routeWebSocket(/\/__host$/, (ws: WebSocketRoute) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString();
      const call = JSON.parse(text) as Invoke;
      const result = call.t === 'invoke' ? answer(call) : undefined;
      if (result === undefined) server.send(text);
      else ws.send(JSON.stringify({ t: 'result', id: call.id, result }));
    });
  });

/** One contract call on the host's socket (the host keeps one session for every page). */
const callHost = (channel: string, input?: unknown) =>
  hostInvoke(suite.host, channel, input) as Promise<{ ok: boolean; data?: unknown }>;

const signIn = (page: Page, account = 'admin', password = 'admin') =>
  suite.signIn(page, { account, password, fresh: true, landing: null });

/** A toast's text (the live region repeats it for screen readers). */
const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle', { hasText: text });

const signInAdmin = async (page: Page) => {
  await signIn(page);
  await page.waitForURL('**/wel/index');
  await page.getByRole('button', { name: '锁屏', exact: true }).waitFor();
};

describe('department and role switch', () => {
  it('shows only in switch mode, asks for the department then the role, and switches', async () => {
    await withPage('switch', async (page) => {
      await signInAdmin(page);
      expect(await page.getByRole('button', { name: '切换部门/角色' }).count()).toBe(0);
      expect((await callHost('settings.setProtected', { password: 'admin', patch: { switchMode: true } })).ok).toBe(
        true,
      );
      await page.getByRole('button', { name: '切换部门/角色' }).click();

      const dialog = page.getByRole('dialog', { name: '选择用户信息' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: '提交' }).click();
      const messages = dialog.getByText(/^请选择(部门|角色)$/);
      await expect.poll(() => messages.allTextContents()).toEqual(['请选择部门', '请选择角色']);

      await dialog.getByRole('combobox', { name: '所属部门' }).click();
      await page.getByRole('option').first().click();
      await dialog.getByRole('button', { name: '提交' }).click();
      await expect.poll(() => messages.allTextContents()).toEqual(['请选择角色']);

      await dialog.getByRole('combobox', { name: '所属角色' }).click();
      await page.getByRole('option').first().click();
      await dialog.getByRole('button', { name: '提交' }).click();
      await toast(page, '切换成功').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // Still signed in as the same person, in the chosen identity.
      expect(new URL(page.url()).pathname).toBe('/wel/index');

      expect((await callHost('settings.setProtected', { password: 'admin', patch: { switchMode: false } })).ok).toBe(
        true,
      );
      await page.getByRole('button', { name: '切换部门/角色' }).waitFor({ state: 'detached' });
    });
  });
});

describe('third-party account registration', () => {
  // The seeded client takes captcha and refresh grants only (issue 18 item 3): third-party sign-in is granted to
  // it first, as an administrator would on the client screen.
  beforeAll(() => {
    const db = new Database(join(suite.host.dataDir, 'server', 'blade.db'));
    try {
      db.prepare(
        "UPDATE blade_client SET authorized_grant_types = authorized_grant_types || ',social' WHERE client_id = 'saber'",
      ).run();
    } finally {
      db.close();
    }
  });

  it('checks in order, submits a pending registration, signs out, and the new account waits for approval', async () => {
    await withPage('register', async (page) => {
      // A server with no tenant bound to its domain: the tenant field shows (and its check applies).
      await interceptHostCalls(page, (call) =>
        call.channel === 'http.request' && call.input?.url === '/api/blade-system/tenant/info'
          ? { ok: true, data: { status: 200, data: { code: 200, success: true, data: {}, msg: '' } } }
          : undefined,
      );
      await page.goto(`${suite.host.url}/login`);
      await callHost('auth.forceLogout');
      await page.goto(`${suite.host.url}/login?source=test&code=e2e-user&state=000000`);

      const dialog = page.getByRole('alertdialog', { name: '账号注册' });
      await dialog.waitFor();
      const input = (name: string) => dialog.locator(`input[name="${name}"]`);
      const submit = () => dialog.getByRole('button', { name: '提交注册' }).click();
      const shown = dialog.getByText(/^(请先输入租户编号|请先输入账号名称|请先输入密码|两次密码输入不一致)$/);
      // Esc does not dismiss it: the unbound session has nothing else to do.
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);

      await input('tenantId').fill('');
      const steps: Array<[string, () => Promise<void>]> = [
        ['请先输入租户编号', () => input('tenantId').fill('000000')],
        ['请先输入账号名称', () => input('account').fill('e2e_guest')],
        ['请先输入密码', () => input('password').fill('guest-pass-1')],
        ['请先输入密码', () => input('password2').fill('guest-pass-2')],
        ['两次密码输入不一致', () => input('password2').fill('guest-pass-1')],
      ];
      for (const [message, fix] of steps) {
        await submit();
        await expect.poll(() => shown.allTextContents()).toEqual([message]);
        await fix();
      }
      await input('name').fill('访客甲');
      await submit();

      const notice = page.getByRole('alertdialog', { name: '注册提示' });
      await notice.getByText('注册申请已提交,请耐心等待管理员通过!').waitFor();
      await notice.getByRole('button', { name: '确定' }).click();
      await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');

      await signIn(page, 'e2e_guest', 'guest-pass-1');
      await page.getByRole('alert').getByText('账号待管理员审核').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    });
  });

  it('shows the server message when the account is taken', async () => {
    await withPage('register-taken', async (page) => {
      await page.goto(`${suite.host.url}/login`);
      await callHost('auth.forceLogout');
      await page.goto(`${suite.host.url}/login?source=test&code=e2e-user-2&state=000000`);
      const dialog = page.getByRole('alertdialog', { name: '账号注册' });
      await dialog.waitFor();
      // The embedded server binds 127.0.0.1 to tenant 000000: no tenant field.
      expect(await dialog.locator('input[name="tenantId"]').count()).toBe(0);
      await dialog.locator('input[name="account"]').fill('admin');
      await dialog.locator('input[name="password"]').fill('x1');
      await dialog.locator('input[name="password2"]').fill('x1');
      await dialog.getByRole('button', { name: '提交注册' }).click();
      await dialog.getByText('当前账号已被使用!').waitFor();
      await dialog.getByRole('button', { name: '退出登录' }).click();
      await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
    });
  });
});

describe('error log', () => {
  it('collects failed calls and uncaught errors, counts them on the badge, uploads and clears', async () => {
    await withPage(
      'error-log',
      async (page) => {
        await interceptHostCalls(page, (call) =>
          call.channel === 'http.request' && call.input?.url === '/api/blade-system/dept/select'
            ? { ok: false, error: { code: 'http', message: '服务器开小差了', status: 500 } }
            : undefined,
        );
        await signInAdmin(page);
        await page.evaluate(`sessionStorage.clear()`);
        await page.reload();
        await page.getByRole('button', { name: '错误日志' }).waitFor();
        expect(await page.getByTestId('error-log-badge').count()).toBe(0);

        // A failed call: the switch dialog's department list.
        expect((await callHost('settings.setProtected', { password: 'admin', patch: { switchMode: true } })).ok).toBe(
          true,
        );
        await page.getByRole('button', { name: '切换部门/角色' }).click();
        const switchDialog = page.getByRole('dialog', { name: '选择用户信息' });
        await switchDialog.getByText('部门和角色加载失败：服务器开小差了').waitFor();
        await switchDialog.getByRole('button', { name: '取消' }).click();
        await expect.poll(() => page.getByTestId('error-log-badge').textContent()).toBe('1');

        // An uncaught error.
        await page.evaluate(`setTimeout(() => { throw new Error('e2e uncaught boom'); }, 0)`);
        await expect.poll(() => page.getByTestId('error-log-badge').textContent()).toBe('2');
        // Kept for the session: a reload still counts them.
        await page.reload();
        await expect.poll(() => page.getByTestId('error-log-badge').textContent()).toBe('2');

        await page.getByRole('button', { name: '错误日志(2 条)' }).click();
        const dialog = page.getByRole('dialog', { name: '错误日志' });
        const entries = dialog.getByTestId('error-log-entry');
        await expect.poll(() => entries.count()).toBe(2);
        expect(await entries.nth(0).textContent()).toContain('e2e uncaught boom');
        expect(await entries.nth(0).textContent()).toContain('运行错误');
        expect(await entries.nth(1).textContent()).toContain('GET /api/blade-system/dept/select');
        expect(await entries.nth(1).textContent()).toContain('服务器开小差了 (500)');

        await dialog.getByRole('button', { name: '上传服务器' }).click();
        const confirm = page.getByRole('alertdialog');
        await confirm.getByText('确定上传本地日志到服务器？').waitFor();
        await confirm.getByRole('button', { name: '确定' }).click();
        await toast(page, '发送成功').waitFor();
        await dialog.getByText('暂无错误日志').waitFor();
        expect(await page.getByTestId('error-log-badge').count()).toBe(0);

        const list = (await callHost('http.request', {
          method: 'GET',
          url: '/api/blade-log/error/list',
          params: { current: 1, size: 10 },
        })) as { ok: boolean; data: { data: { data: { records: Array<Record<string, unknown>> } } } };
        expect(list.ok).toBe(true);
        const records = list.data.data.data.records;
        expect(records.some((r) => r.message === 'e2e uncaught boom' && r.exceptionName === 'error')).toBe(true);
        expect(
          records.some(
            (r) => r.requestUri === '/api/blade-system/dept/select' && r.method === 'GET' && r.exceptionName === 'http',
          ),
        ).toBe(true);

        // Clearing asks first.
        await dialog.getByRole('button', { name: '关闭' }).click();
        await page.evaluate(`setTimeout(() => { throw new Error('e2e second boom'); }, 0)`);
        await expect.poll(() => page.getByTestId('error-log-badge').textContent()).toBe('1');
        await page.getByRole('button', { name: '错误日志(1 条)' }).click();
        await dialog.getByRole('button', { name: '清空本地日志' }).click();
        await confirm.getByText('确定清空本地日志记录？').waitFor();
        await confirm.getByRole('button', { name: '取消' }).click();
        await expect.poll(() => entries.count()).toBe(1);
        await dialog.getByRole('button', { name: '清空本地日志' }).click();
        await confirm.getByRole('button', { name: '确定' }).click();
        await toast(page, '清空成功').waitFor();
        await dialog.getByText('暂无错误日志').waitFor();
        expect(await page.getByTestId('error-log-badge').count()).toBe(0);

        expect((await callHost('settings.setProtected', { password: 'admin', patch: { switchMode: false } })).ok).toBe(
          true,
        );
      },
      /e2e (uncaught|second) boom/,
    );
  });
});
