import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListRequest } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { FormDrawer } from '../../../../src/renderer/crud/fluent/FormDrawer';
import { ResourcePage } from '../../../../src/renderer/crud/fluent/ResourcePage';
import { subscribeNotify, type NotifyMessage } from '../../../../src/renderer/platform/notify';
import { getResource } from '../../../../src/shared/resources';
import { grantButtons, renderCrud } from './crud-harness';

const post = getResource('post');
const param = getResource('param');
const persona = getResource('virtualUser');

const messages: NotifyMessage[] = [];
subscribeNotify((message) => messages.push(message));
const lastMessage = () => messages.at(-1);

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

const postRows = [
  { id: '100', postCode: 'boss', postName: '经理', category: 1, sort: 1 },
  { id: '101', postCode: 'clerk', postName: '文员', category: 2, sort: 2 },
];

const postProvider = (overrides: Parameters<typeof testDataProvider>[0] = {}) => {
  const getList = vi.fn(async (_def: unknown, _request: ListRequest) => ({ records: postRows, total: 2 }));
  return {
    getList,
    provider: testDataProvider({ getList: getList as never, custom: async () => [], ...overrides }),
  };
};

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');
const headerOf = (label: string) =>
  screen.getAllByRole('columnheader').find((header) => header.textContent?.startsWith(label)) as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  messages.length = 0;
});

describe('column preferences', () => {
  it('hides a column from the picker and keeps it hidden for that screen after a remount, not for another', async () => {
    grantButtons(['post_view']);
    const first = await renderCrud(<ResourcePage def={post} />, postProvider().provider);
    await screen.findByText('经理');
    expect(headers()).toContain('岗位编号');
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: '岗位编号' }));
    await waitFor(() => expect(headers()).not.toContain('岗位编号'));
    expect(JSON.parse(localStorage.getItem('dali.crud.columns.post') ?? '{}')).toMatchObject({
      visible: { postCode: false },
    });
    first.unmount();

    const again = await renderCrud(<ResourcePage def={post} />, postProvider().provider);
    await screen.findByText('经理');
    expect(headers()).not.toContain('岗位编号');
    expect(headers()).toContain('岗位名称');
    again.unmount();

    await renderCrud(<ResourcePage def={post} screenKey="post-elsewhere" />, postProvider().provider);
    await screen.findByText('经理');
    expect(headers()).toContain('岗位编号');
  });

  it('keeps a dragged column width for that screen after a remount', async () => {
    grantButtons(['post_view']);
    const first = await renderCrud(<ResourcePage def={post} />, postProvider().provider);
    await screen.findByText('经理');
    const handle = within(headerOf('岗位名称')).getByRole('separator', { name: '调整岗位名称列宽' });
    // jsdom lays nothing out (every width is 0), so the drag alone sets the width: 0 + 230.
    fireEvent.pointerDown(handle, { clientX: 100 });
    fireEvent.pointerMove(window, { clientX: 330 });
    fireEvent.pointerUp(window, { clientX: 330 });
    expect(JSON.parse(localStorage.getItem('dali.crud.columns.post') ?? '{}')).toMatchObject({
      widths: { postName: 230 },
    });
    first.unmount();

    await renderCrud(<ResourcePage def={post} />, postProvider().provider);
    await screen.findByText('经理');
    expect(headerOf('岗位名称').style.width).toBe('230px');
  });
});

describe('the search form', () => {
  it("resets to the screen's initial search, the form and the request alike", async () => {
    grantButtons(['post_view']);
    const getList = vi.fn(async (_def: unknown, request: ListRequest) => {
      const records = postRows.filter((row) => row.postName === request.query.postName);
      return { records, total: records.length };
    });
    const provider = testDataProvider({ getList: getList as never, custom: async () => [] });
    await renderCrud(<ResourcePage def={post} initialSearch={{ postName: '经理' }} />, provider);
    await screen.findByRole('cell', { name: '经理' });
    const input = document.getElementById('crud-search-post-postName') as HTMLInputElement;
    expect(input.value).toBe('经理');
    expect(getList.mock.calls[0][1].query).toEqual({ postName: '经理' });
    fireEvent.change(input, { target: { value: '文员' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await screen.findByRole('cell', { name: '文员' });
    expect(screen.queryByRole('cell', { name: '经理' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    await screen.findByRole('cell', { name: '经理' });
    expect(screen.queryByRole('cell', { name: '文员' })).toBeNull();
    expect((document.getElementById('crud-search-post-postName') as HTMLInputElement).value).toBe('经理');
  });
});

describe('success texts after the data provider answers', () => {
  const typeParam = (field: string, value: string) =>
    fireEvent.change(document.getElementById(`crud-param-${field}`) as HTMLInputElement, { target: { value } });

  it('says 新增成功 only once the submit resolved, and closes the drawer', async () => {
    const answer = deferred();
    const submit = vi.fn(() => answer.promise);
    const onClose = vi.fn();
    await renderCrud(<FormDrawer def={param} mode="create" onClose={onClose} />, testDataProvider({ submit }));
    typeParam('paramName', '初始密码');
    typeParam('paramKey', 'account.initPassword');
    typeParam('paramValue', '123456');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(messages).toEqual([]);
    expect(screen.getByRole('button', { name: '保存中...' })).toBeTruthy();
    await act(async () => answer.resolve());
    await waitFor(() => expect(lastMessage()).toEqual({ intent: 'success', text: '新增成功' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('says 更新成功 once an edit is saved', async () => {
    const answer = deferred();
    const submit = vi.fn(() => answer.promise);
    const getOne = vi.fn(async () => ({
      id: '9',
      paramName: '初始密码',
      paramKey: 'account.initPassword',
      paramValue: '1',
    }));
    await renderCrud(
      <FormDrawer def={param} mode="update" recordKey="9" onClose={() => undefined} />,
      testDataProvider({ submit, getOne: getOne as never }),
    );
    await waitFor(() => expect((document.getElementById('crud-param-paramValue') as HTMLInputElement).value).toBe('1'));
    typeParam('paramValue', '654321');
    fireEvent.click(screen.getByRole('button', { name: '修改' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(param, expect.objectContaining({ id: '9', paramValue: '654321' }), 'update'),
    );
    expect(messages).toEqual([]);
    await act(async () => answer.resolve());
    await waitFor(() => expect(lastMessage()).toEqual({ intent: 'success', text: '更新成功' }));
  });

  it('says 删除成功 only once the remove resolved', async () => {
    grantButtons(['post_delete']);
    const answer = deferred();
    const remove = vi.fn(() => answer.promise);
    await renderCrud(<ResourcePage def={post} />, postProvider({ remove }).provider);
    await screen.findByText('经理');
    fireEvent.click((await screen.findAllByText('删除', { selector: 'button[data-action]' }))[1]);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByText('确定'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(post, ['101']));
    expect(messages).toEqual([]);
    await act(async () => answer.resolve());
    await waitFor(() => expect(lastMessage()).toEqual({ intent: 'success', text: '删除成功' }));
  });
});

describe('changes made in the table', () => {
  it('toggles a two-value flag with the flipped value, then says 操作成功!', async () => {
    grantButtons(['user_edit']);
    const answer = deferred();
    const submit = vi.fn(() => answer.promise);
    const getList = vi.fn(async () => ({
      records: [
        { id: '7', account: 'erhai', name: '洱海', status: 1 },
        { id: '8', account: 'cangshan', name: '苍山', status: 2 },
      ],
      total: 2,
    }));
    await renderCrud(
      <ResourcePage def={persona} />,
      testDataProvider({ getList: getList as never, submit, custom: async () => [] }),
    );
    await screen.findByText('洱海');
    const [enabled, disabled] = screen.getAllByRole('switch') as HTMLInputElement[];
    expect([enabled.checked, disabled.checked]).toEqual([true, false]);

    fireEvent.click(enabled);
    await waitFor(() => expect(submit).toHaveBeenCalledWith(persona, { id: '7', status: 2 }));
    // Shown at once, confirmed by the server.
    expect((screen.getAllByRole('switch')[0] as HTMLInputElement).checked).toBe(false);
    expect(messages).toEqual([]);
    await act(async () => answer.resolve());
    await waitFor(() => expect(lastMessage()).toEqual({ intent: 'success', text: '操作成功!' }));

    fireEvent.click(screen.getAllByRole('switch')[1]);
    await waitFor(() => expect(submit).toHaveBeenLastCalledWith(persona, { id: '8', status: 1 }));
  });

  it('saves a sort number typed in the table on Enter, says 操作成功! and reloads the list', async () => {
    grantButtons(['post_edit']);
    const answer = deferred();
    const submit = vi.fn(() => answer.promise);
    const { getList, provider } = postProvider({ submit });
    await renderCrud(<ResourcePage def={post} />, provider);
    await screen.findByText('经理');
    const input = screen.getByRole('spinbutton', { name: '选择第1行: 岗位排序' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(submit).toHaveBeenCalledWith(post, { id: '100', sort: 5 }));
    expect(messages).toEqual([]);
    const loads = getList.mock.calls.length;
    await act(async () => answer.resolve());
    await waitFor(() => expect(lastMessage()).toEqual({ intent: 'success', text: '操作成功!' }));
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(loads));

    // Escape drops a draft; the same number sends nothing.
    const second = screen.getByRole('spinbutton', { name: '选择第2行: 岗位排序' }) as HTMLInputElement;
    fireEvent.change(second, { target: { value: '9' } });
    fireEvent.keyDown(second, { key: 'Escape' });
    fireEvent.blur(second);
    fireEvent.change(second, { target: { value: '2' } });
    fireEvent.blur(second);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
