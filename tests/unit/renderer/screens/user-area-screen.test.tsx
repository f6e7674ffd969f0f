import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListRequest } from '../../../../src/renderer/crud/core/data-provider';
import { testDataProvider } from '../../../../src/renderer/crud/core/test-data-provider';
import { UserAreaScreen } from '../../../../src/renderer/screens/system/UserAreaScreen';
import { parseUserTab, USER_TAB_KEY } from '../../../../src/renderer/screens/system/user-tab';
import type { ResourceDef } from '../../../../src/shared/resources';
import { grantButtons, renderCrud } from '../crud/crud-harness';

const users = [{ id: '1', account: 'admin', name: '管理员', realName: '管理员', sex: 1, status: 1 }];
const personas = [{ id: '9', account: 'erhai_wind', name: '洱海边的风', sex: 2, status: 1 }];

const providerFor = () => {
  const getList = vi.fn(async (def: ResourceDef, _request: ListRequest) =>
    def.name === 'virtualUser' ? { records: personas, total: 1 } : { records: users, total: 1 },
  );
  const provider = testDataProvider({
    getList: getList as never,
    custom: async () => [],
    getTreeNodes: async () => [],
  });
  return { getList, provider };
};

const section = (name: string) => document.querySelector(`section[data-resource="${name}"]`);

beforeEach(() => {
  sessionStorage.clear();
  grantButtons(['user_add', 'user_edit', 'user_delete', 'user_view', 'user_block', 'user_export']);
});

describe('parseUserTab', () => {
  it('reads a stored tab and falls back to the user list for anything else', () => {
    expect(parseUserTab('virtual')).toBe('virtual');
    expect(parseUserTab('users')).toBe('users');
    for (const raw of [null, undefined, '', 'Virtual', 'admin']) expect(parseUserTab(raw)).toBe('users');
  });
});

describe('UserAreaScreen', () => {
  it('opens on the user list, switches to the virtual users and remembers the tab for the session', async () => {
    const { getList, provider } = providerFor();
    const first = await renderCrud(<UserAreaScreen />, provider);
    await screen.findByText('admin');
    expect(screen.getByRole('tab', { name: '用户' }).getAttribute('aria-selected')).toBe('true');
    expect(section('virtualUser')).toBeNull();
    expect(getList.mock.calls.map(([def]) => def.name)).not.toContain('virtualUser');

    fireEvent.click(screen.getByRole('tab', { name: '虚拟用户' }));
    const virtualList = await waitFor(() => {
      const found = section('virtualUser');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await within(virtualList).findByText('erhai_wind');
    expect(getList.mock.calls.some(([def]) => def.name === 'virtualUser')).toBe(true);
    expect(sessionStorage.getItem(USER_TAB_KEY)).toBe('virtual');
    // The user list stays mounted but hidden, so its search and page survive the switch.
    const userPanel = section('user')?.closest('[role="tabpanel"]') as HTMLElement;
    expect(userPanel.hidden).toBe(true);
    expect((virtualList.closest('[role="tabpanel"]') as HTMLElement).hidden).toBe(false);
    // The virtual list offers the user screen's own buttons (user_add ...), and none of the user actions.
    expect(within(virtualList).getByTestId('crud-add')).toBeTruthy();
    expect(within(virtualList).getByTestId('crud-batch-delete')).toBeTruthy();
    expect(section('user')?.querySelector('[data-action="block"]')).not.toBeNull();
    expect(virtualList.querySelector('[data-action="block"]')).toBeNull();
    expect(within(virtualList).queryByTestId('crud-export')).toBeNull();
    first.unmount();

    await renderCrud(<UserAreaScreen />, providerFor().provider);
    expect(screen.getByRole('tab', { name: '虚拟用户' }).getAttribute('aria-selected')).toBe('true');
    await within(await waitFor(() => section('virtualUser') as HTMLElement)).findByText('erhai_wind');
    expect(section('user')).toBeNull();
  });

  it('hides add on the virtual list without user_add', async () => {
    grantButtons(['user_view']);
    sessionStorage.setItem(USER_TAB_KEY, 'virtual');
    await renderCrud(<UserAreaScreen />, providerFor().provider);
    const virtualList = await waitFor(() => section('virtualUser') as HTMLElement);
    await within(virtualList).findByText('erhai_wind');
    expect(within(virtualList).queryByTestId('crud-add')).toBeNull();
  });
});
