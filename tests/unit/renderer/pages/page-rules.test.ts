import { describe, expect, it } from 'vitest';
import {
  accountHealth,
  dashboardFigures,
  signInActivity,
  signInOutcomes,
} from '../../../../src/renderer/shell/dashboard/dashboard-figures';
import { formatBytes, formatPercent, shortDate } from '../../../../src/renderer/shell/home/format';
import { partOfDay } from '../../../../src/renderer/shell/home/greeting';
import { countVisit, parseUsage, pathOf, rankByUsage } from '../../../../src/renderer/shell/home/screen-usage';
import { parseWelFigures, type OrgFigures, type WelFigures } from '../../../../src/renderer/shell/home/wel-figures';
import { embeddedTarget } from '../../../../src/renderer/shell/iframe/iframe-url';
import { AVATAR_MAX_BYTES, checkAvatarFile } from '../../../../src/renderer/shell/info/avatar-rules';
import { validatePasswordChange, validateProfile } from '../../../../src/renderer/shell/info/profile-validation';
import { parseUserInfo } from '../../../../src/renderer/shell/info/user-info';

const org = (over: Partial<OrgFigures> = {}): OrgFigures => ({
  userCount: 10,
  activeUserCount: 7,
  pendingUserCount: 2,
  deptCount: 4,
  roleCount: 3,
  menuCount: 120,
  ...over,
});

const figures = (over: Partial<WelFigures> = {}): WelFigures => ({
  org: org(),
  signInScope: 'tenant',
  todayLogins: 3,
  loginTrend: [
    { date: '2024-05-01', count: 1 },
    { date: '2024-05-02', count: 4 },
    { date: '2024-05-03', count: 4 },
    { date: '2024-05-04', count: 0 },
    { date: '2024-05-05', count: 2 },
    { date: '2024-05-06', count: 0 },
    { date: '2024-05-07', count: 3 },
  ],
  files: { count: 4, bytes: 10_000 },
  errorLogCount: 0,
  recentLogins: [],
  ...over,
});

describe('the home figures wire answer', () => {
  it('reads every figure, with longs sent as strings', () => {
    const parsed = parseWelFigures({
      code: 200,
      success: true,
      msg: '',
      data: {
        userCount: '12',
        activeUserCount: 10,
        pendingUserCount: 1,
        deptCount: 8,
        roleCount: 4,
        menuCount: 178,
        todayLogins: 2,
        loginTrend: [{ date: '2024-05-07', count: 2 }],
        attachCount: 1,
        attachBytes: 2048,
        errorLogCount: 3,
        recentLogins: [{ account: 'admin', time: '2024-05-07 09:00:00', ip: '127.0.0.1', success: true }],
      },
    });
    expect(parsed?.org?.userCount).toBe(12);
    expect(parsed?.files).toEqual({ count: 1, bytes: 2048 });
    expect(parsed?.signInScope).toBe('tenant');
    expect(parsed?.loginTrend).toEqual([{ date: '2024-05-07', count: 2 }]);
    expect(parsed?.recentLogins[0]).toEqual({
      account: 'admin',
      time: '2024-05-07 09:00:00',
      ip: '127.0.0.1',
      success: true,
    });
  });

  it('turns garbage into zeros and empty lists, and no data into null', () => {
    const parsed = parseWelFigures({
      data: { userCount: -1, deptCount: 'x', loginTrend: 'no', recentLogins: [null, 3] },
    });
    expect(parsed?.org?.userCount).toBe(0);
    expect(parsed?.org?.deptCount).toBe(0);
    expect(parsed?.loginTrend).toEqual([]);
    expect(parsed?.recentLogins).toEqual([]);
    expect(parseWelFigures({ code: 200, data: null })).toBeNull();
    expect(parseWelFigures({ code: 200, data: {} })).toBeNull();
    expect(parseWelFigures('nope')).toBeNull();
  });

  it('reads the groups a caller may not see as absent (issue 19), never as zeros', () => {
    const parsed = parseWelFigures({
      data: { signInScope: 'own', todayLogins: 1, loginTrend: [{ date: '2024-05-07', count: 1 }], recentLogins: [] },
    });
    expect(parsed).toMatchObject({ org: null, files: null, errorLogCount: null, signInScope: 'own', todayLogins: 1 });
  });
});

describe('the dashboard figures', () => {
  it('splits users into active, pending and the rest', () => {
    expect(accountHealth(org())).toEqual({ active: 7, pending: 2, inactive: 1, activeShare: 0.7 });
    // Inconsistent counts never give a negative share.
    expect(accountHealth(org({ userCount: 5, activeUserCount: 5, pendingUserCount: 3 }))).toEqual({
      active: 5,
      pending: 0,
      inactive: 0,
      activeShare: 1,
    });
    expect(accountHealth(org({ userCount: 0, activeUserCount: 0, pendingUserCount: 0 })).activeShare).toBe(0);
  });

  it('sums the week, averages it, finds the first busiest day and compares today', () => {
    const activity = signInActivity(figures().loginTrend);
    expect(activity.weekTotal).toBe(14);
    expect(activity.dailyAverage).toBe(2);
    expect(activity.busiest).toEqual({ date: '2024-05-02', count: 4 });
    expect(activity.todayAgainstAverage).toBeCloseTo(0.5);
    const quiet = signInActivity([{ date: '2024-05-07', count: 0 }]);
    expect(quiet.busiest).toBeNull();
    expect(quiet.todayAgainstAverage).toBeNull();
  });

  it('counts failed attempts among the recent sign-ins', () => {
    const outcomes = signInOutcomes([
      { account: 'admin', time: 't3', ip: '', success: true },
      { account: 'x', time: 't2', ip: '1.2.3.4', success: false },
      { account: 'admin', time: 't1', ip: '', success: true },
      { account: 'y', time: 't0', ip: '', success: false },
    ]);
    expect(outcomes.attempts).toBe(4);
    expect(outcomes.succeeded).toBe(2);
    expect(outcomes.failed.map((f) => f.account)).toEqual(['x', 'y']);
    expect(outcomes.failureShare).toBe(0.5);
  });

  it('derives averages without dividing by zero', () => {
    const d = dashboardFigures(figures());
    expect(d.averageAttachBytes).toBe(2500);
    expect(d.usersPerDept).toBe(2.5);
    expect(d.usersPerRole).toBe(3.3);
    const none = dashboardFigures(figures({ files: { count: 0, bytes: 0 }, org: org({ deptCount: 0, roleCount: 0 }) }));
    expect([none.averageAttachBytes, none.usersPerDept, none.usersPerRole]).toEqual([0, 0, 0]);
    const withheld = dashboardFigures(figures({ files: null, org: null }));
    expect([withheld.accounts, withheld.averageAttachBytes, withheld.usersPerDept]).toEqual([null, null, null]);
  });
});

describe('formatting', () => {
  it('greets by the part of the day', () => {
    expect([4, 5, 10, 11, 12, 13, 17, 18, 23].map(partOfDay)).toEqual([
      'evening',
      'morning',
      'morning',
      'noon',
      'noon',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });

  it('formats bytes, shares and dates', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatPercent(1, 3)).toBe('33.3%');
    expect(formatPercent(1, 2)).toBe('50%');
    expect(formatPercent(1, 0)).toBe('0%');
    expect(shortDate('2024-05-07')).toBe('05-07');
  });
});

describe('the embedded page address', () => {
  it('shows an http(s) link from the path, encoded once or twice, or from the url/src query', () => {
    const once = `/myiframe/${encodeURIComponent('https://example.com/a?b=1')}`;
    expect(embeddedTarget(once, '')).toEqual({ kind: 'show', url: 'https://example.com/a?b=1' });
    const twice = `/myiframe/${encodeURIComponent(encodeURIComponent('http://example.com/'))}`;
    expect(embeddedTarget(twice, '')).toEqual({ kind: 'show', url: 'http://example.com/' });
    expect(embeddedTarget('/myiframe/https://example.com/x', '?y=2')).toEqual({
      kind: 'show',
      url: 'https://example.com/x?y=2',
    });
    expect(embeddedTarget('/myiframe/page', `?url=${encodeURIComponent('https://a.example/')}`)).toEqual({
      kind: 'show',
      url: 'https://a.example/',
    });
    expect(embeddedTarget('/myiframe/urlPath', '?src=https%3A%2F%2Fb.example%2F')).toEqual({
      kind: 'show',
      url: 'https://b.example/',
    });
  });

  it('refuses every other scheme and reports a missing link', () => {
    for (const link of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,<b>x</b>',
      'app://bundle/',
      '/wel/index',
    ]) {
      expect(embeddedTarget(`/myiframe/${encodeURIComponent(link)}`, '')).toEqual({ kind: 'refused', raw: link });
    }
    expect(embeddedTarget('/myiframe/', '')).toEqual({ kind: 'missing' });
    expect(embeddedTarget('/myiframe/%E0%A4%A', '').kind).toBe('refused');
  });
});

describe('personal information rules', () => {
  it('accepts jpg/png up to 500 KB and names the first problem', () => {
    expect(checkAvatarFile({ name: 'me.png', type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ name: 'ME.JPEG', type: '', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ name: 'me.png', type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
    expect(checkAvatarFile({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(checkAvatarFile({ name: 'me.png', type: 'text/html', size: 10 })).toBe('type');
    // Type before size: a huge gif is refused for its type.
    expect(checkAvatarFile({ name: 'big.gif', type: 'image/gif', size: 10 * AVATAR_MAX_BYTES })).toBe('type');
    expect(checkAvatarFile({ name: 'empty.png', type: 'image/png', size: 0 })).toBe('size');
  });

  it('requires a nickname and checks phone and email only when given', () => {
    const base = { name: '管理员', realName: '', avatar: '', phone: '', email: '' };
    expect(validateProfile(base)).toEqual({});
    expect(validateProfile({ ...base, name: ' ' })).toEqual({ name: 'info.nameRequired' });
    expect(validateProfile({ ...base, phone: '1388800' })).toEqual({ phone: 'info.phoneLength' });
    expect(validateProfile({ ...base, phone: '23888000001' })).toEqual({ phone: 'info.phoneFormat' });
    expect(validateProfile({ ...base, phone: '13888000001', email: 'a@b' })).toEqual({ email: 'info.emailFormat' });
    expect(validateProfile({ ...base, phone: '13888000001', email: 'ops@dali-travel.cn' })).toEqual({});
  });

  it('requires the three passwords and a matching confirmation', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', newPassword1: '' })).toEqual({
      oldPassword: 'info.oldPasswordRequired',
      newPassword: 'info.newPasswordRequired',
      newPassword1: 'info.confirmPasswordRequired',
    });
    expect(validatePasswordChange({ oldPassword: 'a', newPassword: 'b', newPassword1: 'c' })).toEqual({
      newPassword1: 'info.passwordMismatch',
    });
    expect(validatePasswordChange({ oldPassword: 'a', newPassword: 'b', newPassword1: 'b' })).toEqual({});
  });

  it('reads the user info answer, ids as text', () => {
    const info = parseUserInfo({
      code: 200,
      data: { id: 1123598821738675201n.toString(), account: 'admin', phone: null, roleName: '超级管理员' },
    });
    expect(info).toMatchObject({ id: '1123598821738675201', account: 'admin', phone: '', roleName: '超级管理员' });
    expect(parseUserInfo({ code: 200, data: { id: 42 } })?.id).toBe('42');
    expect(parseUserInfo({ code: 200, data: null })).toBeNull();
  });
});

describe('screen usage', () => {
  it('counts visits per path without the query and keeps only sane stored entries', () => {
    expect(pathOf('/system/user?x=1')).toBe('/system/user');
    let counts = countVisit({}, '/system/user?x=1');
    counts = countVisit(counts, '/system/user');
    counts = countVisit(counts, 'not-a-path');
    expect(counts).toEqual({ '/system/user': 2 });
    expect(parseUsage('{"/a":3,"b":1,"/c":-1,"/d":1.5}')).toEqual({ '/a': 3 });
    expect(parseUsage('[1]')).toEqual({});
    expect(parseUsage('{oops')).toEqual({});
  });

  it('ranks by use and keeps the menu order for ties', () => {
    const ranked = rankByUsage(['/a', '/b', '/c', '/d'], (p) => p, { '/c': 5, '/b': 1, '/d': 1 }, 3);
    expect(ranked).toEqual([
      { entry: '/c', count: 5 },
      { entry: '/b', count: 1 },
      { entry: '/d', count: 1 },
    ]);
  });
});
