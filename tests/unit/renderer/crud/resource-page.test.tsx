import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CrudError } from '../../../../src/renderer/crud/core/crud-error';
import type { ListRequest } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { ResourcePage } from '../../../../src/renderer/crud/fluent/ResourcePage';
import { subscribeNotify, type NotifyMessage } from '../../../../src/renderer/platform/notify';
import { getResource } from '../../../../src/shared/resources';
import { grantButtons, renderCrud } from './crud-harness';

const post = getResource('post');
const rows = Array.from({ length: 3 }, (_, index) => ({
  id: String(100 + index),
  postCode: `code-${index}`,
  postName: `岗位${index}`,
  category: 1,
  sort: index,
}));

const listProvider = (
  getList = vi.fn(async (_def: unknown, _request: ListRequest) => ({ records: rows, total: 42 })),
) => ({
  getList,
  provider: testDataProvider({
    getList: getList as never,
    custom: async () => [{ dictKey: '1', dictValue: '高层', dictValueEn: 'Senior' }],
  }),
});

const messages: NotifyMessage[] = [];
subscribeNotify((message) => messages.push(message));

describe('ResourcePage', () => {
  it('lists the first page, then searches (Enter), pages and sorts through the list request', async () => {
    grantButtons(['post_add', 'post_edit', 'post_delete', 'post_view']);
    const { getList, provider } = listProvider();
    await renderCrud(<ResourcePage def={post} />, provider);
    await screen.findByText('岗位1');
    expect(getList.mock.calls[0][1]).toEqual({ current: 1, size: 10, query: {} });
    expect(screen.getByTestId('crud-total').textContent).toBe('共 42 条');

    const input = document.getElementById('crud-search-post-postName') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '经理' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(post, { current: 1, size: 10, query: { postName: '经理' } }, undefined),
    );

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(getList.mock.lastCall?.[1]).toMatchObject({ current: 2 }));

    expect(post.fields.find((field) => field.name === 'sort')?.sortable).toBe(true);
    const sortLabel = screen
      .getAllByRole('columnheader')
      .find((header) => header.querySelector('button') && /排序/.test(header.textContent ?? ''));
    fireEvent.click(sortLabel?.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(getList.mock.lastCall?.[1]).toMatchObject({ current: 1, ascs: 'sort' }));
  });

  it('shows add, delete, edit and view only for the buttons the user holds', async () => {
    grantButtons(['post_view']);
    const { provider } = listProvider();
    await renderCrud(<ResourcePage def={post} />, provider);
    await screen.findByText('岗位1');
    await waitFor(() => expect(screen.getAllByText('查看').length).toBe(3));
    expect(screen.queryByTestId('crud-add')).toBeNull();
    expect(screen.queryByTestId('crud-batch-delete')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();

    grantButtons(['post_add', 'post_delete']);
    await renderCrud(<ResourcePage def={post} />, listProvider().provider);
    await waitFor(() => expect(screen.getAllByTestId('crud-add').length).toBe(1));
    expect(screen.getAllByTestId('crud-batch-delete').length).toBe(1);
  });

  it('warns 请选择至少一条数据 on a batch delete with nothing selected, and asks before deleting the selection', async () => {
    grantButtons(['post_delete']);
    const remove = vi.fn(async () => undefined);
    const { getList } = listProvider();
    const provider = testDataProvider({ getList: getList as never, remove, custom: async () => [] });
    await renderCrud(<ResourcePage def={post} />, provider);
    await screen.findByText('岗位1');
    fireEvent.click(await screen.findByTestId('crud-batch-delete'));
    await waitFor(() => expect(messages.at(-1)).toEqual({ intent: 'warning', text: '请选择至少一条数据' }));

    fireEvent.click(screen.getByRole('checkbox', { name: '选择第2行' }));
    fireEvent.click(screen.getByTestId('crud-batch-delete'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('确定将选择数据删除?')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('确定'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(post, ['101']));
    await waitFor(() => expect(messages.at(-1)).toEqual({ intent: 'success', text: '删除成功' }));
  });

  it("asks the definition's confirmation before a screen's own action handler, and runs nothing on cancel", async () => {
    grantButtons(['housing_bill_sync']);
    const sync = vi.fn();
    const provider = testDataProvider({
      getList: (async () => ({ records: [], total: 0 })) as never,
      custom: async () => [],
    });
    await renderCrud(<ResourcePage def={getResource('housingBill')} actionHandlers={{ sync }} />, provider);
    const button = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>('button[data-action="sync"]');
      if (!found) throw new Error('no 同步 button');
      return found;
    });
    fireEvent.click(button);
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('确定同步吗？')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('取消'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sync).not.toHaveBeenCalled();

    fireEvent.click(button);
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByText('确定'));
    await waitFor(() => expect(sync).toHaveBeenCalledTimes(1));
  });

  it('shows the server message and keeps the rows when a delete is refused', async () => {
    grantButtons(['post_delete']);
    const remove = vi.fn(async () => {
      throw new CrudError({ code: 'http', message: '岗位使用中,不能删除', status: 400 });
    });
    const provider = testDataProvider({ getList: listProvider().getList as never, remove, custom: async () => [] });
    await renderCrud(<ResourcePage def={post} />, provider);
    await screen.findByText('岗位1');
    fireEvent.click((await screen.findAllByText('删除', { selector: 'button[data-action]' }))[0]);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByText('确定'));
    await waitFor(() => expect(messages.at(-1)).toEqual({ intent: 'error', text: '岗位使用中,不能删除' }));
    expect(screen.getByText('岗位0')).toBeTruthy();
  });
});
