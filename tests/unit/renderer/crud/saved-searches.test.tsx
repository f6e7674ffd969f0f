import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListRequest } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { ResourcePage } from '../../../../src/renderer/crud/fluent/ResourcePage';
import { subscribeNotify, type NotifyMessage } from '../../../../src/renderer/platform/notify';
import { getResource } from '../../../../src/shared/resources';
import { api, grantButtons, renderCrud } from './crud-harness';
import { screenMemoryHost } from './screen-memory-host';

// Issue 10 item 7: named saved searches per screen, the default applied when the screen opens.

const post = getResource('post');
const rows = [
  { id: '100', postCode: 'boss', postName: '经理', category: 1, sort: 1 },
  { id: '101', postCode: 'clerk', postName: '文员', category: 2, sort: 2 },
];

const messages: NotifyMessage[] = [];
subscribeNotify((message) => messages.push(message));

const listProvider = () => {
  const getList = vi.fn(async (_def: unknown, request: ListRequest) => {
    const records = rows.filter((row) => !request.query.postName || row.postName === request.query.postName);
    return { records, total: records.length };
  });
  return { getList, provider: testDataProvider({ getList: getList as never, custom: async () => [] }) };
};

const nameInput = () => document.getElementById('crud-search-post-postName') as HTMLInputElement;
const menuButton = () => screen.getByTestId('crud-saved-searches');
const openMenu = async () => {
  fireEvent.click(menuButton());
  return screen.findByRole('menu');
};
const menuItem = async (name: string | RegExp) => within(await openMenu()).getByRole('menuitem', { name });

let host: ReturnType<typeof screenMemoryHost>;
beforeEach(() => {
  localStorage.clear();
  messages.length = 0;
  grantButtons(['post_view']);
  host = screenMemoryHost();
  host.attach(api);
});

const saveCurrent = async (name: string, { makeDefault = false } = {}) => {
  fireEvent.click(await menuItem('保存当前搜索…'));
  const dialog = await screen.findByRole('alertdialog', { name: '保存当前搜索' });
  const input = within(dialog).getByRole('textbox', { name: /名称/ });
  fireEvent.change(input, { target: { value: name } });
  if (makeDefault) fireEvent.click(within(dialog).getByRole('checkbox', { name: /设为默认搜索/ }));
  return { dialog, input };
};

describe('saved searches', () => {
  it('saves the form as a named search (Enter), marks the default, and lists it in the menu', async () => {
    const { provider } = listProvider();
    await renderCrud(<ResourcePage def={post} />, provider);
    await screen.findByText('经理');
    fireEvent.change(nameInput(), { target: { value: '文员' } });

    const { dialog, input } = await saveCurrent('  文员岗位 ', { makeDefault: true });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(messages.at(-1)).toEqual({ intent: 'success', text: '已保存搜索“文员岗位”' });
    expect(host.searches.get('post')).toEqual({
      searches: [{ name: '文员岗位', values: { postName: '文员' } }],
      defaultName: '文员岗位',
    });
    // Saving is not searching: the list still shows what was searched last.
    expect(screen.getByText('经理')).toBeTruthy();

    const item = await menuItem(/文员岗位/);
    expect(item.textContent).toContain('默认');
  });

  it('applies a saved search: the form shows it, the list asks for it, the menu names it', async () => {
    host.searches.set('post', {
      searches: [{ name: '经理岗', values: { postName: '经理', postCode: '' } }],
      defaultName: null,
    });
    const { getList, provider } = listProvider();
    await renderCrud(<ResourcePage def={post} />, provider);
    await screen.findByText('文员');
    fireEvent.change(document.getElementById('crud-search-post-postCode') as HTMLInputElement, {
      target: { value: 'typed' },
    });
    fireEvent.click(await menuItem('经理岗'));
    await waitFor(() => expect(getList.mock.lastCall?.[1].query).toEqual({ postName: '经理' }));
    await waitFor(() => expect(screen.queryByText('文员')).toBeNull());
    expect(nameInput().value).toBe('经理');
    // What the saved search left empty is emptied, not kept from the form.
    expect((document.getElementById('crud-search-post-postCode') as HTMLInputElement).value).toBe('');
    expect(menuButton().textContent).toBe('我的搜索：经理岗');
  });

  it('opens the screen with its default search: the first request already carries it', async () => {
    host.searches.set('post', {
      searches: [
        { name: '全部', values: {} },
        { name: '文员岗位', values: { postName: '文员' } },
      ],
      defaultName: '文员岗位',
    });
    const { getList, provider } = listProvider();
    await renderCrud(<ResourcePage def={post} />, provider);
    await screen.findByRole('cell', { name: '文员' });
    expect(getList.mock.calls.map((call) => call[1].query)).toEqual([{ postName: '文员' }]);
    expect(nameInput().value).toBe('文员');
    expect(menuButton().textContent).toBe('我的搜索：文员岗位');

    // Reset goes back to the screen's own start, not to the default.
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    await screen.findByRole('cell', { name: '经理' });
    expect(nameInput().value).toBe('');
  });

  it('says a name is taken before saving, and replaces that search only through 覆盖', async () => {
    host.searches.set('post', { searches: [{ name: 'Open', values: { postName: '经理' } }], defaultName: 'Open' });
    await renderCrud(<ResourcePage def={post} />, listProvider().provider);
    await screen.findByText('经理');
    fireEvent.change(nameInput(), { target: { value: '文员' } });
    const { dialog } = await saveCurrent('open');
    expect(within(dialog).getByText('已有同名的搜索“Open”，保存将覆盖它。')).toBeTruthy();
    // The default mark of the search being replaced stays.
    expect((within(dialog).getByRole('checkbox', { name: /设为默认搜索/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '覆盖' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(host.searches.get('post')).toEqual({
      searches: [{ name: 'open', values: { postName: '文员' } }],
      defaultName: 'open',
    });
  });

  it('refuses an empty name in the dialog and keeps it open', async () => {
    await renderCrud(<ResourcePage def={post} />, listProvider().provider);
    await screen.findByText('经理');
    const { dialog } = await saveCurrent('   ');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await within(dialog).findByText('请输入名称');
    expect(host.searches.get('post')).toBeUndefined();
  });

  it('renames (Enter), sets and removes the default, and deletes after asking', async () => {
    host.searches.set('post', {
      searches: [
        { name: '经理岗', values: { postName: '经理' } },
        { name: '文员岗', values: { postName: '文员' } },
      ],
      defaultName: null,
    });
    await renderCrud(<ResourcePage def={post} />, listProvider().provider);
    await screen.findByText('经理');
    fireEvent.click(await menuItem('管理我的搜索…'));
    const dialog = await screen.findByRole('dialog', { name: '管理我的搜索' });
    const actions = (name: string) => within(dialog).getByRole('group', { name: `“${name}”的操作` });

    fireEvent.click(within(actions('经理岗')).getByRole('button', { name: '重命名' }));
    const input = within(dialog).getByRole('textbox', { name: '“经理岗”的新名称' });
    // A taken name is refused by the host, under the box.
    fireEvent.change(input, { target: { value: '文员岗' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(dialog).findByText('已有同名的搜索，请换一个名称');
    // Esc leaves the renaming, not the dialog.
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(within(dialog).queryByRole('textbox')).toBeNull());
    expect(dialog.isConnected).toBe(true);

    fireEvent.click(within(actions('经理岗')).getByRole('button', { name: '重命名' }));
    const again = within(dialog).getByRole('textbox', { name: '“经理岗”的新名称' });
    fireEvent.change(again, { target: { value: '管理岗' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(actions('管理岗')).toBeTruthy());

    fireEvent.click(within(actions('文员岗')).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(host.searches.get('post')?.defaultName).toBe('文员岗'));
    expect(within(actions('文员岗')).getByRole('button', { name: '取消默认' })).toBeTruthy();
    fireEvent.click(within(actions('文员岗')).getByRole('button', { name: '取消默认' }));
    await waitFor(() => expect(host.searches.get('post')?.defaultName).toBeNull());

    fireEvent.click(within(actions('管理岗')).getByRole('button', { name: '删除' }));
    // jsdom lays nothing out, so the focus trap never moves into the nested question and leaves it aria-hidden.
    const confirm = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(confirm).getByText('确定删除搜索“管理岗”吗？')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定', hidden: true }));
    await waitFor(() => expect(host.searches.get('post')?.searches.map((search) => search.name)).toEqual(['文员岗']));
    expect(within(dialog).queryByRole('group', { name: '“管理岗”的操作' })).toBeNull();
  });

  it('opens from the keyboard (arrow down on its button; the e2e test walks it with keys in Chromium)', async () => {
    host.searches.set('post', { searches: [{ name: '经理岗', values: { postName: '经理' } }], defaultName: null });
    await renderCrud(<ResourcePage def={post} />, listProvider().provider);
    await screen.findByText('经理');
    expect(menuButton().getAttribute('aria-haspopup')).toBe('menu');
    menuButton().focus();
    fireEvent.keyDown(menuButton(), { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: '经理岗' })).toBeTruthy();
  });

  it('still lists the rows when the saved searches cannot be read, and says so in the menu', async () => {
    api.handle('searches.list', () => ({ ok: false, error: { code: 'internal', message: 'disk gone' } }));
    const { getList, provider } = listProvider();
    await renderCrud(<ResourcePage def={post} />, provider);
    await screen.findByText('经理');
    expect(getList.mock.calls[0][1].query).toEqual({});
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: '无法读取保存的搜索' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: '保存当前搜索…' }).getAttribute('aria-disabled')).toBe('true');
  });
});
