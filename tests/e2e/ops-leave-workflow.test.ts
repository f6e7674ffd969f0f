import { describe, expect, it } from 'vitest';
import { withPage } from './support/browser';
import { hostCall } from './support/host-call';
import { setUpSuite } from './support/suite';

// The leave workflow as operators meet it (issue 16): the administrator applies for a day off from 发起事务 naming
// 孙洪涛 (a seeded department head) as the approver; he approves it from 待办事务 and finds it in 办结事务 with its
// diagram drawn by bpmn-js and its history.

const suite = setUpSuite({ signOutBeforeEach: true });

describe('the leave workflow', () => {
  it('starts a leave, approves it from the todo list and shows it done with its diagram', async () => {
    await withPage(suite.browser, 'ops-leave-workflow', async (page) => {
      await suite.signIn(page, { fresh: true });
      // Seeded operators have no usable password until an administrator resets one (to 123456).
      const users = await hostCall<{ id: string; account: string }[]>(
        page,
        'GET',
        '/api/blade-system/user/user-list',
        {},
      );
      const head = users.find((user) => user.account === 'sunhongtao')!;
      await hostCall(page, 'POST', '/api/blade-system/user/reset-password', { userIds: head.id });

      await page.goto(`${suite.host.url}/work/start`);
      await page.getByTestId('flow-row').filter({ hasText: '请假流程' }).getByRole('button', { name: '发起' }).click();
      await page.waitForURL('**/work/process/leave/form/**');
      await page.getByRole('button', { name: '提交' }).click();
      await page.getByText('请填写请假理由').waitFor();
      await page.getByRole('combobox').selectOption({ label: '孙洪涛' });
      await page.locator('input[type="datetime-local"]').nth(0).fill('2026-05-06T09:00');
      await page.locator('input[type="datetime-local"]').nth(1).fill('2026-05-06T18:00');
      await page.locator('textarea').fill('去大理州医院复查');
      await page.getByRole('button', { name: '提交' }).click();
      await page.waitForURL('**/work/send');
      await page.getByTestId('flow-row').filter({ hasText: '部门主管审批' }).first().waitFor();

      // A reset password must be replaced at the next sign-in (issue 19 item 5) before anything else opens.
      await suite.signIn(page, { account: 'sunhongtao', password: '123456', fresh: true, landing: null });
      await page.getByTestId('first-password').waitFor();
      await page.locator('input[name="oldPassword"]').fill('123456');
      await page.locator('input[name="newPassword"]').fill('Cangshan@2026');
      await page.locator('input[name="newPassword1"]').fill('Cangshan@2026');
      await page.getByRole('button', { name: '修改密码' }).click();
      await page.getByRole('button', { name: '锁屏', exact: true }).waitFor();
      await page.goto(`${suite.host.url}/work/todo`);
      await page
        .getByTestId('flow-row')
        .filter({ hasText: '部门主管审批' })
        .getByRole('button', { name: '办理' })
        .click();
      await page.waitForURL('**/work/process/leave/handle/**');
      await page.getByTestId('leave-facts').getByText('去大理州医院复查').waitFor();
      await page.locator('textarea').fill('同意，早日康复');
      await page.getByRole('button', { name: '同意' }).click();
      await page.waitForURL('**/work/todo');

      await page.goto(`${suite.host.url}/work/done`);
      const done = page.getByTestId('flow-row').filter({ hasText: '同意，早日康复' });
      await done.waitFor();
      expect(await done.textContent()).toContain('已通过');
      await done.getByRole('button', { name: '流程图' }).click();
      await page.getByTestId('flow-diagram').locator('svg').first().waitFor();
      await page.getByTestId('flow-history-step').filter({ hasText: '请假通过' }).waitFor();
    });
  }, 120_000);
});
