import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrudError } from '../../../../src/renderer/crud/core/crud-error';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { RoleGrantDialog } from '../../../../src/renderer/screens/system/RoleGrantDialog';
import { TopMenuGrantDialog } from '../../../../src/renderer/screens/system/TopMenuGrantDialog';
import { UserRolesDialog } from '../../../../src/renderer/screens/system/UserRolesDialog';
import { subscribeNotify, type NotifyMessage } from '../../../../src/renderer/platform/notify';
import { getResource } from '../../../../src/shared/resources';
import { newQueryClient, renderCrud } from '../crud/crud-harness';

const topMenu = getResource('topMenu');
const role = getResource('role');
const user = getResource('user');
const grantOf = (name: 'topMenu' | 'user' | 'role') => {
  const action = getResource(name).actions?.find((candidate) => candidate.name === 'grant');
  if (!action) throw new Error(`${name} has no grant action`);
  return action;
};

const messages: NotifyMessage[] = [];
subscribeNotify((message) => messages.push(message));

afterEach(() => {
  messages.length = 0;
  vi.restoreAllMocks();
});

/** The top-menu grant's two look-ups: two menus, of which the second is granted already. */
const topMenuCustom = async ({ url }: { url: string }) =>
  url.endsWith('/grant-top-tree')
    ? {
        menu: [
          { id: '10', value: '10', title: '首页' },
          { id: '11', value: '11', title: '用户管理' },
        ],
      }
    : { menu: ['11'] };

const submit = () => fireEvent.click(screen.getByTestId('grant-submit'));

describe('the grant dialogs save', () => {
  it('says 操作成功!, refreshes the resource and the menu, and closes', async () => {
    const runAction = vi.fn(async () => null);
    const onClose = vi.fn();
    const client = newQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await renderCrud(
      <TopMenuGrantDialog def={topMenu} action={grantOf('topMenu')} topMenuIds={['7']} onClose={onClose} />,
      testDataProvider({ custom: topMenuCustom as never, runAction }),
      { client },
    );
    await screen.findByText('用户管理');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(runAction).toHaveBeenCalledWith(topMenu, grantOf('topMenu'), {
      body: { topMenuIds: ['7'], menuIds: ['11'] },
    });
    expect(messages.at(-1)).toEqual({ intent: 'success', text: '操作成功!' });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(['crud', 'topMenu']);
    expect(keys).toContainEqual(['menu']);
  });

  it("keeps the dialog open with the server's refusal as an error toast", async () => {
    const onClose = vi.fn();
    const runAction = vi.fn(async () => {
      throw new CrudError({ code: 'http', message: '缺少权限', status: 403 });
    });
    await renderCrud(
      <TopMenuGrantDialog def={topMenu} action={grantOf('topMenu')} topMenuIds={['7']} onClose={onClose} />,
      testDataProvider({ custom: topMenuCustom as never, runAction }),
    );
    await screen.findByText('用户管理');
    submit();
    await waitFor(() => expect(messages.at(-1)).toEqual({ intent: 'error', text: '缺少权限' }));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByTestId('grant-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a role grant with no role checked before any call, and leaves the menu alone', async () => {
    const runAction = vi.fn(async () => null);
    const onClose = vi.fn();
    const client = newQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await renderCrud(
      <UserRolesDialog def={user} action={grantOf('user')} userIds={['5']} onClose={onClose} />,
      testDataProvider({ getTreeNodes: async () => [{ id: '3', value: '3', title: '管理员' }] as never, runAction }),
      { client },
    );
    await screen.findByText('管理员');
    submit();
    await waitFor(() => expect(messages.at(-1)?.intent).toBe('error'));
    expect(messages.at(-1)?.text).toBe('请选择所属角色');
    expect(runAction).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('sends the checked scopes of a role grant without the menus they hang on', async () => {
    const runAction = vi.fn(async () => null);
    // 系统管理 › 用户管理 carries two data scopes, of which the role holds 本机构用户; no API scope is held.
    const custom = async ({ url }: { url: string }) =>
      url.endsWith('/grant-tree')
        ? {
            menu: [{ id: '1', value: '1', title: '系统管理', children: [{ id: '2', value: '2', title: '用户管理' }] }],
            dataScope: [
              {
                id: '1',
                value: '1',
                title: '系统管理',
                children: [
                  {
                    id: '2',
                    value: '2',
                    title: '用户管理',
                    children: [
                      { id: '91', value: '91', title: '全部用户' },
                      { id: '92', value: '92', title: '本机构用户' },
                    ],
                  },
                ],
              },
            ],
            apiScope: [],
          }
        : { menu: ['1', '2'], dataScope: ['92'], apiScope: [] };
    await renderCrud(
      <RoleGrantDialog def={role} action={grantOf('role')} roleIds={['5']} onClose={vi.fn()} />,
      testDataProvider({ custom: custom as never, runAction }),
    );
    await screen.findByText('系统管理');
    submit();
    await waitFor(() => expect(runAction).toHaveBeenCalled());
    expect(runAction).toHaveBeenCalledWith(role, grantOf('role'), {
      body: { roleIds: ['5'], menuIds: ['2', '1'], dataScopeIds: ['92'], apiScopeIds: [] },
    });
  });
});
