import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../../src/renderer/shell/dashboard/DashboardPage';
import { HomePage } from '../../../../src/renderer/shell/home/HomePage';
import { sessionActions, useSessionStore } from '../../../../src/renderer/stores/session-store';
import { useTabsStore } from '../../../../src/renderer/stores/tabs-store';
import { initialSessionState } from '../../../../src/renderer/stores/updates/session-updates';
import { freshTabs } from '../../../../src/renderer/stores/updates/tab-updates';
import { admin, api, envelope, renderPage, routeHttp } from './page-harness';

// jsdom has no canvas: the charts are replaced by what they were given, which is what the test checks.
vi.mock('react-chartjs-2', () => {
  const fake =
    (kind: string) =>
    ({ data, 'aria-label': label }: { data: { datasets: { data: number[] }[] }; 'aria-label'?: string }) => (
      <div data-testid={`chart-${kind}`} aria-label={label}>
        {data.datasets[0].data.join(',')}
      </div>
    );
  return { Line: fake('line'), Bar: fake('bar'), Doughnut: fake('doughnut') };
});

const wel = {
  userCount: 12,
  activeUserCount: 9,
  pendingUserCount: 2,
  deptCount: 8,
  roleCount: 4,
  menuCount: 178,
  todayLogins: 3,
  loginTrend: [1, 0, 2, 0, 4, 0, 3].map((count, index) => ({ date: `2024-05-0${index + 1}`, count })),
  attachCount: 2,
  attachBytes: 3 * 1024 * 1024,
  errorLogCount: 1,
  recentLogins: [
    { account: 'admin', time: '2024-05-07 09:12:00', ip: '127.0.0.1', success: true },
    { account: 'guest', time: '2024-05-07 09:10:00', ip: '10.0.0.8', success: false },
  ],
};

const menu = [
  {
    id: '1',
    parentId: '0',
    name: '系统管理',
    path: '/system',
    source: 'Settings',
    category: 1,
    isOpen: 1,
    meta: { i18n: { en: 'System' } },
    children: [
      { id: '11', parentId: '1', name: '用户管理', path: '/system/user', category: 1, isOpen: 1, children: [] },
      { id: '12', parentId: '1', name: '角色管理', path: '/system/role', category: 1, isOpen: 1, children: [] },
    ],
  },
];

let welAnswer: () => ReturnType<typeof envelope> | { ok: false; error: { code: 'network'; message: string } };

beforeAll(() => {
  window.api = api;
});

beforeEach(() => {
  api.reset();
  useSessionStore.setState(initialSessionState, true);
  sessionActions.loaded(admin);
  useTabsStore.setState({ ...freshTabs(), owner: '000000/admin', generation: 0 });
  welAnswer = () => envelope(wel);
  routeHttp(
    (r) => (r.url === '/api/blade-bigdata/mock/wel' ? welAnswer() : undefined),
    (r) =>
      r.url === '/api/blade-system/user/info'
        ? envelope({ id: '1', account: 'admin', realName: '管理员', roleName: '超级管理员', deptName: '大理州文旅局' })
        : undefined,
    (r) => (r.url === '/api/blade-system/menu/routes' ? envelope(menu) : undefined),
  );
});

afterEach(cleanup);

describe('the home page', () => {
  it('shows an operator only what the server sent it: no organisation, file or error tiles, its own sign-ins', async () => {
    welAnswer = () =>
      envelope({
        signInScope: 'own',
        todayLogins: 1,
        loginTrend: wel.loginTrend,
        recentLogins: [{ account: 'admin', time: '2024-05-07 09:12:00', ip: '127.0.0.1', success: true }],
      });
    await renderPage(<HomePage />, { path: '/wel/index' });
    await waitFor(() => expect(screen.getByTestId('home-figure-todayLogins').textContent).toBe('1'));
    for (const id of ['userCount', 'pendingUserCount', 'deptCount', 'roleCount', 'attachCount', 'errorLogCount'])
      expect(screen.queryByTestId(`home-figure-${id}`), id).toBeNull();
    expect(screen.getByText('我的今日登录')).toBeTruthy();
    expect(screen.getByText('我的最近登录')).toBeTruthy();
  });

  it('greets the user and shows the server figures, the trend and the recent sign-ins', async () => {
    await renderPage(<HomePage />, { path: '/wel/index' });
    await waitFor(() => expect(screen.getByTestId('home-figure-userCount').textContent).toBe('12'));
    expect(screen.getByTestId('home-greeting').textContent).toMatch(/^(早上好|中午好|下午好|晚上好)，管理员$/);
    expect(screen.getByTestId('home-account').textContent).toBe('admin');
    expect(screen.getByTestId('home-tenant').textContent).toBe('000000');
    await waitFor(() => expect(screen.getByTestId('home-role').textContent).toBe('超级管理员'));
    expect(screen.getByTestId('home-figure-pendingUserCount').textContent).toBe('2');
    expect(screen.getByText('共 3.0 MB')).toBeTruthy();
    expect(screen.getByTestId('chart-line').textContent).toBe('1,0,2,0,4,0,3');
    const recent = screen.getByTestId('home-recent-logins');
    expect(within(recent).getByText('guest')).toBeTruthy();
    expect(within(recent).getByText('失败')).toBeTruthy();
    // Shortcuts: nothing else is open yet; the menu's screens are offered in menu order.
    expect(screen.getByText('还没有打开其他页面，从菜单打开的页面会显示在这里。')).toBeTruthy();
    const frequent = await screen.findByTestId('home-frequent');
    expect(
      within(frequent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['用户管理系统管理', '角色管理系统管理']);
  });

  it('lists the open tabs newest first and ranks screens by use', async () => {
    await renderPage(<HomePage />, { path: '/wel/index' });
    await screen.findByTestId('home-frequent');
    const open = (value: string, label: string) =>
      useTabsStore.setState((s) => ({
        tabs: [...s.tabs, { label, value, params: {}, query: {}, meta: {}, group: [] }],
        active: value,
      }));
    open('/system/user', '用户管理');
    open('/system/role', '角色管理');
    useTabsStore.setState({ active: '/wel/index' });
    useTabsStore.setState({ active: '/system/role' });
    await waitFor(() =>
      expect(
        within(screen.getByTestId('home-recent-tabs'))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['角色管理', '用户管理']),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('home-frequent')).getAllByRole('button')[0].textContent).toBe(
        '角色管理系统管理',
      ),
    );
  });

  it('shows the failure with the host message and recovers on retry', async () => {
    welAnswer = () => ({ ok: false, error: { code: 'network', message: '无法连接到服务器' } });
    await renderPage(<HomePage />, { path: '/wel/index' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('首页数据加载失败');
    expect(alert.textContent).toContain('无法连接到服务器');
    welAnswer = () => envelope(wel);
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('home-figure-userCount').textContent).toBe('12'));
  });

  it('shows an empty state when the server has no figures', async () => {
    welAnswer = () => envelope(null);
    await renderPage(<HomePage />, { path: '/wel/index' });
    await screen.findByText('服务器没有返回首页数据');
    expect(screen.queryByTestId('home-figure-userCount')).toBeNull();
  });
});

describe('the dashboard', () => {
  it('reads the same figures as account health, activity, outcomes and storage', async () => {
    await renderPage(<DashboardPage />, { path: '/wel/dashboard' });
    await waitFor(() => expect(screen.getByTestId('dashboard-active').textContent).toBe('9'));
    expect(screen.getByTestId('dashboard-pending').textContent).toBe('2');
    expect(screen.getByTestId('dashboard-inactive').textContent).toBe('1');
    expect(screen.getByTestId('dashboard-active-share').textContent).toBe('75%');
    expect(screen.getByTestId('dashboard-week-total').textContent).toBe('10');
    expect(screen.getByTestId('dashboard-daily-average').textContent).toBe('1.4');
    // Today 3 against an average of 10/7: 110% above.
    expect(screen.getByTestId('dashboard-today-vs-average').textContent).toBe('高于日均 110%');
    expect(screen.getByTestId('chart-doughnut').textContent).toBe('9,2,1');
    expect(screen.getByText('2 个注册申请等待审核')).toBeTruthy();
    expect(screen.getByTestId('dashboard-attach-bytes').textContent).toBe('3.0 MB');
    expect(screen.getByText('有 1 条错误日志需要查看')).toBeTruthy();
  });
});
