import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostInvoke } from '../helpers/web-host';
import { withPage } from './support/browser';
import { setUpSuite } from './support/suite';

// System administration with real effects, as an operator does it in the browser host: a password reset the user
// signs in with, a data scope that narrows what another operator sees, the OSS enable switch, and the JPush templates.

const suite = setUpSuite({ captcha: 'e2e31', signOutBeforeEach: true });

type Result = { ok: boolean; data?: unknown; error?: { message: string } };

/** A call through the host's session (the one the page signed in), answering the envelope's `data`. */
const api = async (method: 'GET' | 'POST', url: string, input: { params?: unknown; data?: unknown } = {}) => {
  const answer = (await hostInvoke(suite.host, 'http.request', { method, url, ...input })) as Result;
  expect(answer.ok, JSON.stringify(answer.error)).toBe(true);
  return (answer.data as { data: { data: unknown } }).data.data;
};

const signOut = async (page: Page) => {
  await hostInvoke(suite.host, 'auth.logout');
  await page.goto(`${suite.host.url}/login`);
  await page.waitForURL('**/login');
};
const toast = (page: Page, text: string) => page.locator('.fui-Toast').filter({ hasText: text }).first().waitFor();
const rowOf = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });
const total = async (page: Page) =>
  Number(/[\d,]+/.exec((await page.getByTestId('crud-total').textContent()) ?? '')?.[0].replaceAll(',', ''));
/** A tree item's own row (the name, not the items nested in it). */
const treeRow = (scope: ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('treeitem', { name, exact: true }).first().locator('> .fui-TreeItemLayout');
/** Opens a branch of a Fluent tree when it is closed. */
const expand = async (scope: ReturnType<Page['locator']>, name: string) => {
  const item = scope.getByRole('treeitem', { name, exact: true }).first();
  if ((await item.getAttribute('aria-expanded')) === 'false')
    await item.locator('> .fui-TreeItemLayout .fui-TreeItemLayout__expandIcon').click();
  await expect.poll(() => item.getAttribute('aria-expanded')).toBe('true');
};

/**
 * Checks a tree item's checkbox once the tree has stopped moving: an item just shown by an expand slides in, and a
 * forced click (Fluent's checkbox input sits under its indicator) lands where the box was a frame earlier.
 */
const checkTreeItem = async (scope: ReturnType<Page['locator']>, name: string) => {
  const item = scope.getByRole('treeitem', { name, exact: true }).first();
  await item.waitFor();
  await expect
    .poll(() =>
      scope.evaluate((root) => root.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length),
    )
    .toBe(0);
  const box = item.locator('input[type="checkbox"]').first();
  await box.check({ force: true });
  await expect.poll(() => box.isChecked()).toBe(true);
};

describe('system administration with real effects', () => {
  it("resets a seeded operator's password from the user screen, found through the department tree; the operator signs in with 123456", async () => {
    await withPage(suite.browser, 'system-reset-password', async (page) => {
      // Seeded operators have no usable password until an administrator issues one.
      await suite.signIn(page, { account: 'zhaolihong', password: '123456', landing: null });
      await page.getByText('用户名或密码不正确').first().waitFor();

      await suite.signIn(page);
      await page.goto(`${suite.host.url}/system/user`);
      const tree = page.getByTestId('user-dept-tree');
      await treeRow(tree, '大理州文旅局').click();
      await expand(tree, '大理州文旅局');
      await treeRow(tree, '信息中心').click();
      await expect
        .poll(() => tree.getByRole('treeitem', { name: '信息中心', exact: true }).getAttribute('aria-selected'))
        .toBe('true');
      const row = rowOf(page, 'zhaolihong');
      await row.waitFor();
      // Only the department's people are listed now.
      expect(await rowOf(page, 'luojiamin').count()).toBe(0);
      await row.locator('input[type="checkbox"]').check();
      await page.locator('button[data-action="resetPassword"]').click();
      // The question names the password the account gets (account.initPassword), and so does the outcome.
      expect(await page.getByTestId('reset-password-question').textContent()).toContain('123456');
      await page.getByRole('button', { name: '确定重置' }).click();
      await toast(page, '密码已重置为 123456，请告知账号本人；下次登录时须修改密码');

      await signOut(page);
      // A reset password opens only 设置新密码 until the operator has set their own.
      await suite.signIn(page, { account: 'zhaolihong', password: '123456', landing: null });
      await page.getByTestId('first-password').waitFor();
      await page.locator('input[name="oldPassword"]').fill('123456');
      await page.locator('input[name="newPassword"]').fill('Xizhou@2026');
      await page.locator('input[name="newPassword1"]').fill('Xizhou@2026');
      await page.getByRole('button', { name: '修改密码' }).click();
      await page.getByRole('button', { name: '锁屏', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/wel/index');
    });
  });

  it('grants a role a data scope in 权限设置: its operator sees fewer users than the administrator', async () => {
    await withPage(suite.browser, 'system-data-scope', async (page) => {
      await suite.signIn(page);
      await api('POST', '/api/blade-system/role/submit', {
        data: { roleName: '游客中心查看', roleAlias: 'e2e_scope', sort: 20, parentId: '0' },
      });
      const roles = (await api('GET', '/api/blade-system/role/list', { params: { roleAlias: 'e2e_scope' } })) as {
        id: string;
      }[];
      const depts = (await api('GET', '/api/blade-system/dept/list', { params: { deptName: '游客服务中心' } })) as {
        id: string;
      }[];
      await api('POST', '/api/blade-system/user/submit', {
        data: {
          account: 'e2e_scope_op',
          password: 'secret1',
          password2: 'secret1',
          name: '中心值班',
          realName: '值班员',
          userType: 1,
          roleId: roles[0].id,
          deptId: depts[0].id,
        },
      });

      await page.goto(`${suite.host.url}/system/user`);
      await rowOf(page, 'e2e_scope_op').first().waitFor();
      const adminTotal = await total(page);

      await page.goto(`${suite.host.url}/authority/role`);
      await rowOf(page, '游客中心查看').first().locator('input[type="checkbox"]').check();
      await page.locator('button[data-action="grant"]').click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('tree').first().waitFor();
      await expand(dialog, '系统管理');
      await checkTreeItem(dialog, '用户管理');
      await dialog.getByRole('tab', { name: '数据权限' }).click();
      await expand(dialog, '系统管理');
      await expand(dialog, '用户管理');
      await checkTreeItem(dialog, '本机构用户');
      await dialog.getByTestId('grant-submit').click();
      await toast(page, '操作成功!');

      await signOut(page);
      await suite.signIn(page, { account: 'e2e_scope_op', password: 'secret1' });
      await page.goto(`${suite.host.url}/system/user`);
      await rowOf(page, 'luojiamin').waitFor();
      // The operator's own department only: the four seeded 游客服务中心 people and the operator.
      await expect.poll(() => total(page)).toBe(5);
      expect(await total(page)).toBeLessThan(adminTotal);
      expect(await rowOf(page, 'zihongmei').count()).toBe(0);
    });
  });

  it('switches an OSS configuration on in the table, and only one is on at a time', async () => {
    await withPage(suite.browser, 'system-oss-enable', async (page) => {
      await suite.signIn(page);
      // The path this project used before BladeX's `/resource/oss` (a saved deep link) still opens the screen.
      await page.goto(`${suite.host.url}/system/oss`);
      await page.waitForURL('**/resource/oss');
      const minio = rowOf(page, 'http://127.0.0.1:9000').getByRole('switch');
      const aliyun = rowOf(page, 'oss-cn-chengdu').getByRole('switch');
      await minio.waitFor();
      expect(await page.getByRole('switch', { checked: true }).count()).toBe(0);

      await minio.click();
      await toast(page, '操作成功!');
      await expect.poll(() => minio.isChecked()).toBe(true);
      // An enabled configuration is switched off only by enabling another.
      expect(await minio.isDisabled()).toBe(true);

      await aliyun.click();
      await expect.poll(() => aliyun.isChecked()).toBe(true);
      await expect.poll(() => minio.isChecked()).toBe(false);
      expect(await page.getByRole('switch', { checked: true }).count()).toBe(1);
    });
  });

  it('adds a JPush message template on 应用配置 › 推送消息模板 and finds it', async () => {
    await withPage(suite.browser, 'system-jpush-template', async (page) => {
      await suite.signIn(page);
      await page.goto(`${suite.host.url}/app-config/push-template`);
      await page.getByTestId('crud-add').click();
      await page.locator('#crud-jiguangTemplate-templateName').fill('订单核销提醒');
      await page.locator('#crud-jiguangTemplate-templateCode').fill('order writeoff');
      await page.locator('#crud-jiguangTemplate-title').fill('您的订单已核销');
      await page.locator('#crud-jiguangTemplate-content').fill('您在大理古城的门票订单已核销,祝您游玩愉快。');
      await page.getByRole('button', { name: '保存' }).click();
      await expect
        .poll(() => page.locator('[data-field="templateCode"] .fui-Field__validationMessage').textContent())
        .toBe('模板编码只能包含字母、数字、下划线、点和短横线');
      await page.locator('#crud-jiguangTemplate-templateCode').fill('order.writeoff');
      await page.getByRole('button', { name: '保存' }).click();
      await toast(page, '新增成功');
      await rowOf(page, 'order.writeoff').waitFor();
      expect(await rowOf(page, 'order.writeoff').textContent()).toContain('全部平台');
    });
  });
});
