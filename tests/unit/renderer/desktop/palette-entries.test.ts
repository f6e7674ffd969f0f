import { describe, expect, it } from 'vitest';
import {
  paletteResults,
  type PaletteEntry,
  type PaletteSources,
} from '../../../../src/renderer/shell/palette/palette-entries';
import type { MenuItem } from '../../../../src/renderer/stores/updates/menu-updates';

const item = (id: string, label: string, labelEn: string, path: string, children: MenuItem[] = []): MenuItem =>
  ({ id, label, labelEn, path, children, isOpen: 1 }) as unknown as MenuItem;

const menus: MenuItem[] = [
  item('system', '系统管理', 'System', '/system', [
    item('user', '用户管理', 'Users', '/system/user'),
    item('role', '角色管理', 'Roles', '/system/role'),
    item('param', '参数管理', 'Parameters', '/system/param'),
  ]),
];

const entry = (group: PaletteEntry['group'], id: string, label: string, keywords?: string[]): PaletteEntry => ({
  id,
  group,
  label,
  keywords,
  run: () => undefined,
});

const opened: string[] = [];
const sources: PaletteSources = {
  actions: [entry('actions', 'add', '新增 · 用户管理', ['add']), entry('actions', 'role', '角色配置 · 用户管理')],
  tabs: [entry('tabs', 'tab:/wel/index', '首页'), entry('tabs', 'tab:/system/role', '角色管理')],
  commands: [entry('commands', 'lock', '锁定工作台', ['lock']), entry('commands', 'home', '回到首页')],
  menus,
  openMenu: (menu) => opened.push(menu.path),
};

const labels = (text: string, language: 'zh' | 'en' = 'zh') =>
  paletteResults(sources, text, language).map((e) => `${e.group}:${e.label}`);

describe('the command palette’s results', () => {
  it('without text: the page’s actions, the other tabs and the commands, no menus', () => {
    expect(labels('')).toEqual([
      'actions:新增 · 用户管理',
      'actions:角色配置 · 用户管理',
      'tabs:首页',
      'tabs:角色管理',
      'commands:锁定工作台',
      'commands:回到首页',
    ]);
  });

  it('menus by the start of their name (the menu search rule), the rest anywhere in theirs', () => {
    expect(labels('角色')).toEqual(['actions:角色配置 · 用户管理', 'tabs:角色管理', 'menus:角色管理']);
    // 管理 starts no leaf menu; it is inside action and tab names.
    expect(labels('管理')).toEqual(['actions:新增 · 用户管理', 'actions:角色配置 · 用户管理', 'tabs:角色管理']);
    expect(labels('首页')).toEqual(['tabs:首页', 'commands:回到首页']);
    expect(labels('rOLE', 'en')).toEqual(['menus:Roles']);
    expect(labels('lock')).toEqual(['commands:锁定工作台']);
  });

  it('">" keeps to the actions and commands', () => {
    expect(labels('>')).toEqual([
      'actions:新增 · 用户管理',
      'actions:角色配置 · 用户管理',
      'commands:锁定工作台',
      'commands:回到首页',
    ]);
    expect(labels('> 新增')).toEqual(['actions:新增 · 用户管理']);
  });

  it('a menu result opens the menu, with its trail as the detail', () => {
    const [user] = paletteResults(sources, '用户', 'zh').filter((e) => e.group === 'menus');
    expect(user.detail).toBe('系统管理');
    user.run();
    expect(opened).toEqual(['/system/user']);
  });
});
