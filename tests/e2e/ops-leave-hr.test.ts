import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { hostCall } from './support/host-call';
import { setUpSuite } from './support/suite';

// Five days of leave need the department head and HR (issue 16, the seeded leave process's `longLeave`). The
// applicant is 杨建华, an operator of the admin role: the seeded read-only `user` role has no 流程管理 menu, so no
// ordinary `user` operator can open 发起事务. He names 孙洪涛 as his head; HR is the administrator, who claims the
// candidate task from 待签事务 (the applicant never can, README "Workflow rules").

const suite = setUpSuite({ signOutBeforeEach: true });

/** Signs in with the password an administrator reset (123456) and replaces it, as the app demands first. */
const signInAfterReset = async (page: Page, account: string) => {
  await suite.signIn(page, { account, password: '123456', fresh: true, landing: null });
  await page.getByTestId('first-password').waitFor();
  await page.locator('input[name="oldPassword"]').fill('123456');
  await page.locator('input[name="newPassword"]').fill('Erhai@2026');
  await page.locator('input[name="newPassword1"]').fill('Erhai@2026');
  await page.getByRole('button', { name: '修改密码' }).click();
  await page.getByRole('button', { name: '锁屏', exact: true }).waitFor();
};

/** Opens a task of 待办事务 by its step name and decides it with a comment. */
const approveFromTodo = async (page: Page, step: string, comment: string) => {
  await page.goto(`${suite.host.url}/work/todo`);
  await page.getByTestId('flow-row').filter({ hasText: step }).getByRole('button', { name: '办理' }).click();
  await page.waitForURL('**/work/process/leave/handle/**');
  await page.getByTestId('leave-facts').getByText('回鹤庆老家办理婚事').waitFor();
  await page.locator('textarea').fill(comment);
  await page.getByRole('button', { name: '同意' }).click();
  await page.waitForURL('**/work/todo');
};

describe('a long leave', () => {
  it('goes from the applicant to his head and then to HR, and shows both decisions', async () => {
    await withPage(suite.browser, 'ops-leave-hr', async (page) => {
      await suite.signIn(page, { fresh: true });
      const users = await hostCall<{ id: string; account: string }[]>(
        page,
        'GET',
        '/api/blade-system/user/user-list',
        {},
      );
      const ids = users.filter((user) => ['yangjianhua', 'sunhongtao'].includes(user.account)).map((user) => user.id);
      expect(ids).toHaveLength(2);
      await hostCall(page, 'POST', '/api/blade-system/user/reset-password', { userIds: ids.join(',') });

      await signInAfterReset(page, 'yangjianhua');
      await page.goto(`${suite.host.url}/work/start`);
      await page.getByTestId('flow-row').filter({ hasText: '请假流程' }).getByRole('button', { name: '发起' }).click();
      await page.waitForURL('**/work/process/leave/form/**');
      await page.getByRole('combobox').selectOption({ label: '孙洪涛' });
      // Monday to Friday, both ends counted: five days.
      await page.locator('input[type="datetime-local"]').nth(0).fill('2026-05-11T09:00');
      await page.locator('input[type="datetime-local"]').nth(1).fill('2026-05-15T18:00');
      await page.locator('textarea').fill('回鹤庆老家办理婚事');
      await page.getByRole('button', { name: '提交' }).click();
      await page.waitForURL('**/work/send');
      await page.getByTestId('flow-row').filter({ hasText: '部门主管审批' }).first().waitFor();

      await signInAfterReset(page, 'sunhongtao');
      await approveFromTodo(page, '部门主管审批', '同意，祝新婚快乐');

      await suite.signIn(page, { fresh: true });
      await page.goto(`${suite.host.url}/work/claim`);
      await page.getByTestId('flow-row').filter({ hasText: '人事审批' }).getByRole('button', { name: '签收' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await page.getByText('签收成功，任务已移到待办事务').first().waitFor();
      await approveFromTodo(page, '人事审批', '人事已备案');

      await page.goto(`${suite.host.url}/work/done`);
      const done = page.getByTestId('flow-row').filter({ hasText: '人事已备案' });
      await done.waitFor();
      expect(await done.textContent()).toContain('已通过');
      await done.getByRole('button', { name: '流程图' }).click();
      await page.getByTestId('flow-diagram').locator('svg').first().waitFor();
      const steps = page.getByTestId('flow-history-step');
      await steps.filter({ hasText: '部门主管审批' }).filter({ hasText: '同意，祝新婚快乐' }).waitFor();
      await steps.filter({ hasText: '人事审批' }).filter({ hasText: '人事已备案' }).waitFor();
      await steps.filter({ hasText: '请假通过' }).waitFor();
    });
  }, 150_000);
});
