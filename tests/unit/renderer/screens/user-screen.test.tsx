import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionCall, ListRequest } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { notify } from '../../../../src/renderer/platform/notify';
import { UserScreen } from '../../../../src/renderer/screens/system/UserScreen';
import { parseUserDept, USER_DEPT_KEY } from '../../../../src/renderer/screens/system/user-tab';
import type { ResourceAction, ResourceDef } from '../../../../src/shared/resources';
import { grantButtons, renderCrud } from '../crud/crud-harness';

type Call = { method: string; url: string; params?: Record<string, unknown> };

const treeNode = (id: string, parentId: string, title: string, hasChildren: boolean) => ({
  id,
  parentId,
  title,
  key: id,
  value: id,
  ...(hasChildren ? { hasChildren } : {}),
});
const DEPTS: Record<string, ReturnType<typeof treeNode>[]> = {
  0: [treeNode('10', '0', '大理州文旅局', true)],
  10: [treeNode('11', '10', '办公室', false), treeNode('12', '10', '大理市文旅局', true)],
  12: [treeNode('13', '12', '游客服务中心', false)],
};
const users = [
  { id: '1', account: 'admin', name: '管理员', realName: '管理员', userType: 1, status: 1 },
  { id: '2', account: 'luojiamin', name: '罗站长', realName: '罗佳敏', userType: 1, status: 1 },
];

const setUp = (overrides: { storeUrl?: unknown; storeFails?: boolean } = {}) => {
  // A department lists only 罗佳敏, every department both users.
  const getList = vi.fn(async (_def: ResourceDef, request: ListRequest) => {
    const records = request.query.deptId ? users.slice(1) : users;
    return { records, total: records.length };
  });
  const runAction = vi.fn(async (_def: ResourceDef, _action: ResourceAction, _call: ActionCall) => true);
  const exts: Record<string, string> = { 1: '{"homePage":"/wel/index"}', 2: '' };
  const custom = vi.fn(async (call: Call) => {
    if (call.url.endsWith('/user/reset-password')) return { password: '123456' };
    if (call.url.endsWith('/dept/lazy-tree')) return DEPTS[String(call.params?.parentId)] ?? [];
    if (call.url.endsWith('/user/platform-detail')) {
      const type = String(call.params?.userType);
      return { ...users[1], userType: Number(type), userExt: exts[type] ?? '' };
    }
    if (call.url.endsWith('/api/storeManageUrl')) {
      if (overrides.storeFails) throw new Error('未配置商户后台地址');
      return overrides.storeUrl ?? 'https://store.dali-travel.cn/';
    }
    if (call.url.endsWith('/dictionary'))
      return [
        { dictKey: '1', dictValue: 'WEB' },
        { dictKey: '2', dictValue: 'APP' },
        { dictKey: '3', dictValue: 'OTHER' },
      ];
    return [];
  });
  const provider = testDataProvider({
    getList: getList as never,
    custom: custom as never,
    runAction: runAction as never,
    getTreeNodes: async () => [],
  });
  return { getList, runAction, custom, provider };
};

const lastQuery = (getList: ReturnType<typeof setUp>['getList']) => getList.mock.calls.at(-1)?.[1].query ?? {};
const deptTree = () => screen.getByTestId('user-dept-tree');
const treeItem = (name: string) => within(deptTree()).getByText(name).closest('[role="treeitem"]') as HTMLElement;

beforeEach(() => {
  sessionStorage.clear();
  grantButtons(['user_add', 'user_edit', 'user_view', 'user_platform']);
});
afterEach(() => vi.restoreAllMocks());

describe('the department tree beside the user list', () => {
  it('filters the list by the department chosen, a level at a time, and back to every department', async () => {
    const { getList, custom, provider } = setUp();
    await renderCrud(<UserScreen />, provider);
    await within(deptTree()).findByText('大理州文旅局');
    expect(lastQuery(getList)).not.toHaveProperty('deptId');
    expect(treeItem('全部机构').getAttribute('aria-selected')).toBe('true');

    fireEvent.click(within(deptTree()).getByText('大理州文旅局'));
    await waitFor(() => expect(lastQuery(getList)).toMatchObject({ deptId: '10' }));
    expect(treeItem('大理州文旅局').getAttribute('aria-selected')).toBe('true');
    expect(getList.mock.calls.at(-1)?.[1].current).toBe(1);

    // Choosing a branch opens it too (as Saber's tree does); its chevron opens a level without choosing it.
    await within(deptTree()).findByText('大理市文旅局');
    fireEvent.click(treeItem('大理市文旅局').querySelector('.fui-TreeItemLayout__expandIcon') as HTMLElement);
    await within(deptTree()).findByText('游客服务中心');
    expect(custom.mock.calls.map(([call]) => call.params?.parentId)).toEqual(expect.arrayContaining(['0', '10', '12']));
    expect(lastQuery(getList)).toMatchObject({ deptId: '10' });

    // A nested item chooses itself only, not the branch it sits in.
    fireEvent.click(within(deptTree()).getByText('办公室'));
    await waitFor(() => expect(lastQuery(getList)).toMatchObject({ deptId: '11' }));
    expect(treeItem('大理州文旅局').getAttribute('aria-selected')).toBe('false');
    expect(sessionStorage.getItem(USER_DEPT_KEY)).toBe('11');

    const list = () => document.querySelector('section[data-resource="user"]') as HTMLElement;
    await waitFor(() => expect(within(list()).queryByText('admin')).toBeNull());
    fireEvent.click(within(deptTree()).getByText('全部机构'));
    await within(list()).findByText('admin');
    expect(treeItem('全部机构').getAttribute('aria-selected')).toBe('true');
    expect(sessionStorage.getItem(USER_DEPT_KEY)).toBeNull();
  });

  it('starts the list again from its first page, with nothing selected, when another department is chosen', async () => {
    const { getList, provider } = setUp();
    getList.mockImplementation(async () => ({ records: users, total: 25 }));
    await renderCrud(<UserScreen />, provider);
    await screen.findByText('luojiamin');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)?.[1].current).toBe(2));
    const checkbox = () =>
      (screen.getByText('luojiamin').closest('tr') as HTMLElement).querySelector(
        'input[type="checkbox"]',
      ) as HTMLInputElement;
    fireEvent.click(checkbox());
    await waitFor(() => expect(checkbox().checked).toBe(true));
    await within(deptTree()).findByText('大理州文旅局');
    fireEvent.click(within(deptTree()).getByText('大理州文旅局'));
    await waitFor(() => expect(getList.mock.calls.at(-1)?.[1]).toMatchObject({ current: 1, query: { deptId: '10' } }));
    await waitFor(() => expect(checkbox().checked).toBe(false));
  });

  it('is chosen from the keyboard with Enter, and remembers the choice for the session', async () => {
    const { getList, provider } = setUp();
    const first = await renderCrud(<UserScreen />, provider);
    await within(deptTree()).findByText('大理州文旅局');
    const item = treeItem('大理州文旅局');
    item.focus();
    fireEvent.keyDown(item, { key: 'Enter' });
    await waitFor(() => expect(lastQuery(getList)).toMatchObject({ deptId: '10' }));
    first.unmount();

    const again = setUp();
    await renderCrud(<UserScreen />, again.provider);
    await waitFor(() => expect(lastQuery(again.getList)).toMatchObject({ deptId: '10' }));
    expect(parseUserDept('10')).toBe('10');
    for (const raw of [null, '', 'x', '1;2']) expect(parseUserDept(raw)).toBe('');
  });
});

describe('平台配置', () => {
  it("loads each platform's extension, refuses what is not a JSON object, and saves the platform shown", async () => {
    const { runAction, custom, provider } = setUp();
    await renderCrud(<UserScreen />, provider);
    const row = (await screen.findByText('luojiamin')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '平台配置' }));
    const dialog = await screen.findByRole('alertdialog');
    const ext = (await within(dialog).findByTestId('platform-ext')) as HTMLTextAreaElement;
    expect(ext.value).toBe('{"homePage":"/wel/index"}');
    expect(custom).toHaveBeenCalledWith({
      method: 'GET',
      url: '/api/blade-system/user/platform-detail',
      params: { id: '2', userType: '1' },
    });

    fireEvent.change(within(dialog).getByTestId('platform-type'), { target: { value: '2' } });
    await waitFor(() =>
      expect(custom).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '2', userType: '2' } })),
    );
    const appExt = (await within(dialog).findByTestId('platform-ext')) as HTMLTextAreaElement;
    await waitFor(() => expect(appExt.value).toBe(''));
    fireEvent.change(appExt, { target: { value: '[1,2]' } });
    fireEvent.click(within(dialog).getByTestId('platform-submit'));
    await within(dialog).findByText('平台扩展信息必须是 JSON 对象');
    expect(runAction).not.toHaveBeenCalled();

    fireEvent.change(appExt, { target: { value: ' {"deviceNo":"DL-0001"} ' } });
    fireEvent.click(within(dialog).getByTestId('platform-submit'));
    await waitFor(() => expect(runAction).toHaveBeenCalledTimes(1));
    const [, action, call] = runAction.mock.calls[0];
    expect(action.name).toBe('platform');
    expect(call).toEqual({ params: { userId: '2', userType: '2', userExt: '{"deviceNo":"DL-0001"}' } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('is not offered without user_platform', async () => {
    grantButtons(['user_view']);
    await renderCrud(<UserScreen />, setUp().provider);
    const row = (await screen.findByText('luojiamin')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: '平台配置' })).toBeNull();
  });
});

describe('密码重置', () => {
  it('names the password the accounts get, and the success message repeats it (issue 19 item 5)', async () => {
    grantButtons(['user_view', 'user_reset']);
    const success = vi.spyOn(notify, 'success');
    const { runAction, custom, provider } = setUp();
    await renderCrud(<UserScreen />, provider);
    const row = (await screen.findByText('luojiamin')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '密码重置' }));
    const dialog = await screen.findByRole('alertdialog');
    expect((await within(dialog).findByTestId('reset-password-question')).textContent).toBe(
      '确定将选中的 1 个账号的密码重置为 123456 吗？',
    );
    expect(within(dialog).getByText(/下次登录时须先设置自己的密码/)).toBeTruthy();
    expect(custom).toHaveBeenCalledWith({ method: 'GET', url: '/api/blade-system/user/reset-password' });
    expect(runAction).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByTestId('reset-password-submit'));
    await waitFor(() => expect(runAction).toHaveBeenCalledTimes(1));
    const [, action, call] = runAction.mock.calls[0];
    expect(action.name).toBe('resetPassword');
    expect(call).toEqual({ ids: ['2'] });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('密码已重置为 123456，请告知账号本人；下次登录时须修改密码'),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('商户后台', () => {
  it('opens the address the server names in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { custom, provider } = setUp();
    await renderCrud(<UserScreen />, provider);
    fireEvent.click(await screen.findByTestId('store-manage'));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://store.dali-travel.cn/', '_blank', 'noopener,noreferrer'),
    );
    expect(custom).toHaveBeenCalledWith({ method: 'GET', url: '/api/blade-system/api/storeManageUrl' });
  });

  it('opens nothing when the server refuses or names no http(s) address', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderCrud(<UserScreen />, setUp({ storeFails: true }).provider);
    fireEvent.click(await screen.findByTestId('store-manage'));
    await waitFor(() => expect(screen.getByTestId('store-manage').hasAttribute('disabled')).toBe(false));
    const other = setUp({ storeUrl: 'javascript:alert(1)' });
    await renderCrud(<UserScreen />, other.provider);
    fireEvent.click((await screen.findAllByTestId('store-manage'))[1]);
    await waitFor(() =>
      expect(other.custom).toHaveBeenCalledWith(
        expect.objectContaining({ url: expect.stringContaining('storeManageUrl') }),
      ),
    );
    expect(open).not.toHaveBeenCalled();
  });
});
