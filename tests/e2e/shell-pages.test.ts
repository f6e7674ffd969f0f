import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostInvoke } from '../helpers/web-host';
import { withPage } from './support/browser';
import { screenshotsDir } from './support/screenshots';
import { setUpSuite } from './support/suite';

/**
 * Another client of the embedded server, as an administrator registers one on the client screen: the app's own
 * `saber` secret lives in the host's vault (issue 18), and the seed grants no social sign-in.
 */
const GUEST_CLIENT = { clientId: 'e2e-guest', clientSecret: 'e2e_guest_secret_0123456789' };
const CLIENT_BASIC = `Basic ${Buffer.from(`${GUEST_CLIENT.clientId}:${GUEST_CLIENT.clientSecret}`).toString('base64')}`;
let guestClient: Promise<void> | undefined;
/** Registers GUEST_CLIENT once, through the host's signed-in administrator session. */
const ensureGuestClient = () =>
  (guestClient ??= (async () => {
    const answer = (await callHost('http.request', {
      method: 'POST',
      url: '/api/blade-system/client/submit',
      data: {
        ...GUEST_CLIENT,
        scope: 'all',
        authorizedGrantTypes: 'social,refresh_token',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
      },
    })) as { ok: boolean; data?: { status: number; data: unknown } };
    expect(answer.ok && answer.data?.status, JSON.stringify(answer)).toBe(200);
  })());
/**
 * The host's session is one for every page: a test that failed signed in must not leave the next one
 * starting inside the workspace.
 */
const suite = setUpSuite({ env: { BLADE_SOCIAL_TEST: '1' }, signOutBeforeEach: true });
let serverUrl: string;
let externalSite: Server;
let externalUrl: string;

// The page an operator embeds: it reports whether it can reach the app that frames it.
const EXTERNAL_PAGE = `<!doctype html><html><head><title>外部站点</title></head><body><h1>洱海旅游资讯</h1>
<p id="origin"></p><p id="reach"></p><script>
document.getElementById('origin').textContent = 'origin:' + window.origin;
let reach = 'blocked';
try { reach = parent.document.title ? 'open' : 'open'; } catch (e) { reach = 'blocked'; }
document.getElementById('reach').textContent = 'parent:' + reach;
</script></body></html>`;

beforeAll(async () => {
  const announced = /embedded server on (http:\/\/127\.0\.0\.1:\d+)/.exec(suite.host.output());
  if (!announced) throw new Error(`the host did not say where the embedded server is:\n${suite.host.output()}`);
  serverUrl = announced[1];
  externalSite = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(EXTERNAL_PAGE);
  });
  await new Promise<void>((resolve) => externalSite.listen(0, '127.0.0.1', resolve));
  externalUrl = `http://127.0.0.1:${(externalSite.address() as AddressInfo).port}/news?id=7`;
});

afterAll(async () => {
  await new Promise((resolve) => externalSite?.close(resolve));
});

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Straight to the embedded server, as another client would: the rows the home page must count. */
const server = async (path: string, init: { method?: string; token?: string; query?: Record<string, string> } = {}) => {
  const url = new URL(`/api${path}`, serverUrl);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { Authorization: CLIENT_BASIC, 'Tenant-Id': '000000' };
  if (init.token) headers['Blade-Auth'] = `bearer ${init.token}`;
  const response = await fetch(url, { method: init.method ?? 'GET', headers });
  return (await response.json()) as Record<string, unknown>;
};

/** A person signs in with a third-party identity and asks for an account: one pending user more. */
const registerGuest = async (code: string, account: string) => {
  await ensureGuestClient();
  const token = await server('/blade-auth/oauth/token', {
    method: 'POST',
    query: { grant_type: 'social', source: 'test', code, state: '000000', scope: 'all' },
  });
  const registered = await server('/blade-system/user/register-guest', {
    method: 'POST',
    token: String(token.access_token),
    query: { tenantId: '000000', name: account, account, password: md5('Guest@2024'), oauthId: String(token.oauth_id) },
  });
  expect(registered).toMatchObject({ code: 200, success: true });
};

/** One contract call on the host's socket (the host keeps one session for every page). */
const callHost = (channel: string, input?: unknown) =>
  hostInvoke(suite.host, channel, input) as Promise<{ ok: boolean; data?: unknown }>;

/** How many users of the host's tenant the user list finds with these filters (read through the host's session). */
const userTotal = async (filters: Record<string, string> = {}): Promise<number> => {
  const answer = (await callHost('http.request', {
    method: 'GET',
    url: '/api/blade-system/user/page',
    params: { current: 1, size: 1, ...filters },
  })) as { ok: boolean; data?: { data: { data: { total: number } } } };
  expect(answer.ok).toBe(true);
  return answer.data?.data.data.total ?? -1;
};

const signIn = (page: Page, account: string, password: string) =>
  suite.signIn(page, { account, password, landing: null });

const signOutFromHeader = async (page: Page) => {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await page.waitForURL('**/login');
};

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();

/** Counts `http.upload` calls the page sends to the host. */
const countUploads = (page: Page) => {
  let uploads = 0;
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (String(payload).includes('"channel":"http.upload"')) uploads += 1;
    }),
  );
  return () => uploads;
};

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the shell pages in the browser host', () => {
  it('home shows the figures counted from the rows, and follows a new registration after refresh', async () => {
    await withPage(suite.browser, 'home-figures', async (page) => {
      await signIn(page, 'admin', 'admin');
      await page.waitForURL('**/wel/index');
      // The seed's users of tenant 000000 (the built-in accounts and the seeded operators), as the user list counts them.
      const seeded = await userTotal();
      const seededActive = await userTotal({ status_equal: '1' });
      expect(seeded).toBeGreaterThan(seededActive);
      await expect.poll(() => text(page, 'home-figure-userCount')).toBe(String(seeded));
      expect(await text(page, 'home-figure-pendingUserCount')).toBe('0');
      expect(Number(await text(page, 'home-figure-todayLogins'))).toBeGreaterThanOrEqual(1);
      expect(await page.getByTestId('home-greeting').textContent()).toMatch(/(早上好|中午好|下午好|晚上好)，管理员/);
      expect(await page.getByTestId('home-recent-logins').getByText('admin').count()).toBeGreaterThan(0);
      // The menu's screens are offered as shortcuts.
      expect(await page.getByTestId('home-frequent').getByRole('button').count()).toBeGreaterThan(0);

      await registerGuest('pages-e2e-guest', 'erhai_guest');
      await page.getByRole('button', { name: '刷新' }).click();
      await expect.poll(() => text(page, 'home-figure-userCount')).toBe(String(seeded + 1));
      expect(await text(page, 'home-figure-pendingUserCount')).toBe('1');

      // The dashboard reads the same rows its own way.
      await page.goto(`${suite.host.url}/wel/dashboard`);
      await expect.poll(() => text(page, 'dashboard-pending')).toBe('1');
      expect(await text(page, 'dashboard-active')).toBe(String(seededActive));
      const share = ((seededActive / (seeded + 1)) * 100).toFixed(1).replace(/\.0$/, '');
      expect(await text(page, 'dashboard-active-share')).toBe(`${share}%`);
      await page.getByText('1 个注册申请等待审核').waitFor();
      await signOutFromHeader(page);
    });
  });

  it('personal information: the phone message first, then saved and still there after a reload', async () => {
    await withPage(suite.browser, 'info-save', async (page) => {
      await signIn(page, 'admin', 'admin');
      await page.waitForURL('**/wel/index');
      await page.goto(`${suite.host.url}/info/index`);
      const phone = page.locator('input[name="phone"]');
      await expect.poll(() => phone.inputValue()).toBe('13888000001');
      await phone.fill('1390000');
      await page.getByRole('button', { name: '保存', exact: true }).click();
      await page.getByText('手机号码长度不为11位').waitFor();
      await phone.fill('13900001111');
      await page.locator('input[name="realName"]').fill('段志远');
      await page.getByRole('button', { name: '保存', exact: true }).click();
      await expect.poll(() => text(page, 'info-save-outcome')).toBe('更新成功');

      await page.reload();
      await expect.poll(() => phone.inputValue()).toBe('13900001111');
      expect(await page.locator('input[name="realName"]').inputValue()).toBe('段志远');
      await signOutFromHeader(page);
    });
  });

  it('an avatar over 500 KB is refused before anything is sent; a small PNG is uploaded and counted', async () => {
    await withPage(suite.browser, 'avatar-upload', async (page) => {
      const uploads = countUploads(page);
      await signIn(page, 'admin', 'admin');
      await page.waitForURL('**/wel/index');
      await expect.poll(() => text(page, 'home-figure-attachCount')).toBe('0');
      await page.goto(`${suite.host.url}/info/index`);
      await page.locator('input[name="phone"]').waitFor();
      const input = page.getByTestId('info-avatar-input');
      await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(600 * 1024, 1) });
      await page.getByText('只能上传jpg/png文件，且不超过500KB').waitFor();
      await input.setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.alloc(100, 1) });
      await page.getByText('只能上传jpg/png文件，且不超过500KB').waitFor();
      expect(uploads()).toBe(0);

      await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
      await page.getByText('头像已上传，保存后生效').waitFor();
      expect(uploads()).toBe(1);
      const preview = page.getByTestId('info-avatar-preview').locator('img');
      await expect.poll(() => preview.getAttribute('src')).toContain(new URL(serverUrl).host);
      await page.getByRole('button', { name: '保存', exact: true }).click();
      await expect.poll(() => text(page, 'info-save-outcome')).toBe('更新成功');

      // Back home the way an operator goes (a reload of /wel/index would reopen the last active tab).
      await page.getByRole('navigation', { name: '主菜单' }).getByText('首页', { exact: true }).click();
      await page.waitForURL('**/wel/index');
      await expect.poll(() => text(page, 'home-figure-attachCount')).toBe('1');
      await signOutFromHeader(page);
    });
  });

  it('the embedded page shows only http(s) links, in a frame that cannot reach the app', async () => {
    await withPage(suite.browser, 'iframe', async (page) => {
      await signIn(page, 'admin', 'admin');
      await page.waitForURL('**/wel/index');
      await page.goto(`${suite.host.url}/myiframe/${encodeURIComponent(externalUrl)}`);
      expect(await page.getByTestId('iframe-address').inputValue()).toBe(externalUrl);
      const frame = page.frameLocator('[data-testid="iframe-frame"]');
      await frame.getByRole('heading', { name: '洱海旅游资讯' }).waitFor();
      // An opaque origin: no access to the app's document, storage or API.
      expect(await frame.locator('#origin').textContent()).toBe('origin:null');
      expect(await frame.locator('#reach').textContent()).toBe('parent:blocked');

      await page.goto(`${suite.host.url}/myiframe/${encodeURIComponent('javascript:alert(1)')}`);
      await page.getByText('只能打开以 http:// 或 https:// 开头的链接').waitFor();
      expect(await page.getByTestId('iframe-frame').count()).toBe(0);
      await page.goto(`${suite.host.url}/myiframe/${encodeURIComponent('file:///etc/passwd')}`);
      await page.getByText('只能打开以 http:// 或 https:// 开头的链接').waitFor();
      await signOutFromHeader(page);
    });
  });

  it('the bigdata account lands on the board, sees who is signed in, and signs out after confirming', async () => {
    await withPage(suite.browser, 'board-entry', async (page) => {
      await signIn(page, 'bigdata', 'bigdata');
      await page.waitForURL('**/visualization/index');
      await page.getByRole('heading', { name: '县域农文旅产业聚合管控平台' }).waitFor();
      expect(await page.getByTestId('board-user').textContent()).toContain('bigdata');
      expect(await page.getByRole('button', { name: '进入管理后台' }).count()).toBe(0);
      // The workspace stays closed to it.
      await page.goto(`${suite.host.url}/wel/index`);
      await page.waitForURL('**/visualization/index');
      await page.getByRole('button', { name: '退出登录' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('确定退出登录吗？').waitFor();
      await dialog.getByRole('button', { name: '确定' }).click();
      await page.waitForURL('**/login');
    });
  });

  it('writes the workspace screenshots: light and dark, zh and en, the info page and the lock page', async () => {
    const dir = screenshotsDir();
    await withPage(suite.browser, 'screenshots', async (page) => {
      await signIn(page, 'admin', 'admin');
      await page.waitForURL('**/wel/index');
      // Back to the default picture after the upload test's 1-pixel avatar.
      await page.goto(`${suite.host.url}/info/index`);
      await page.getByRole('button', { name: '使用默认头像' }).click();
      await page.getByRole('button', { name: '保存', exact: true }).click();
      await expect.poll(() => text(page, 'info-save-outcome')).toBe('更新成功');
      await page.getByRole('navigation', { name: '主菜单' }).getByText('首页', { exact: true }).click();
      await page.waitForURL('**/wel/index');
      const looks = [
        { file: 'workspace-light-zh.png', themeName: 'theme-white', language: 'zh', seen: '平台概况' },
        { file: 'workspace-dark-zh.png', themeName: 'theme-dark', language: 'zh', seen: '平台概况' },
        { file: 'workspace-light-en.png', themeName: 'theme-white', language: 'en', seen: 'Platform at a glance' },
        { file: 'workspace-dark-en.png', themeName: 'theme-dark', language: 'en', seen: 'Platform at a glance' },
      ] as const;
      for (const look of looks) {
        expect(await callHost('settings.set', { themeName: look.themeName, language: look.language })).toMatchObject({
          ok: true,
        });
        await page.getByRole('heading', { name: look.seen }).waitFor();
        await page.getByTestId('home-figure-userCount').waitFor();
        // The chart reads the theme's colours on the next frame; let it settle before the picture.
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(dir, look.file) });
      }
      await callHost('settings.set', { themeName: 'theme-white', language: 'zh' });
      await page.getByRole('navigation', { name: '主菜单' }).waitFor();
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: '个人信息' }).click();
      await page.locator('input[name="phone"]').waitFor();
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(dir, 'info-zh.png') });

      expect(await callHost('lock.lock', { password: 'lock-1234' })).toMatchObject({ ok: true });
      await page.waitForURL('**/lock');
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(dir, 'lock-zh.png') });
      expect(await callHost('lock.unlock', { password: 'lock-1234' })).toMatchObject({ ok: true });
      await page.waitForURL((url) => !url.pathname.startsWith('/lock'));
    });
  });

  it('a wrong old password is refused with the server message; the new one works at the next sign-in', async () => {
    await withPage(suite.browser, 'password-change', async (page) => {
      await signIn(page, 'admin', 'admin');
      await page.waitForURL('**/wel/index');
      await page.goto(`${suite.host.url}/info/index`);
      await page.getByRole('tab', { name: '修改密码' }).click();
      await page.locator('input[name="oldPassword"]').fill('not-my-password');
      await page.locator('input[name="newPassword"]').fill('Erhai@2024');
      await page.locator('input[name="newPassword1"]').fill('Erhai@2025');
      await page.getByRole('button', { name: '修改密码', exact: true }).click();
      await page.getByText('两次密码输入不一致').waitFor();
      await page.locator('input[name="newPassword1"]').fill('Erhai@2024');
      await page.getByRole('button', { name: '修改密码', exact: true }).click();
      await expect.poll(() => text(page, 'password-outcome')).toBe('原密码不正确!');
      expect(await page.locator('input[name="newPassword"]').inputValue()).toBe('Erhai@2024');

      await page.locator('input[name="oldPassword"]').fill('admin');
      await page.getByRole('button', { name: '修改密码', exact: true }).click();
      await page.getByText('修改密码成功，下次登录请使用新密码').waitFor();
      await signOutFromHeader(page);

      await signIn(page, 'admin', 'admin');
      await page.getByRole('alert').getByText('用户名或密码不正确').waitFor();
      await signIn(page, 'admin', 'Erhai@2024');
      await page.waitForURL('**/wel/index');
      await page.getByTestId('home-figure-userCount').waitFor();
      await signOutFromHeader(page);
    });
  });
});
