import { describe, expect, it } from 'vitest';
import {
  activeLeafFor,
  appendIndexToChildless,
  iframeRouteFor,
  menuListFromBody,
  mergeMenus,
  parseMenuNodes,
  searchMenus,
  visibleForRole,
  type MenuItem,
} from '../../../../src/renderer/stores/updates/menu-updates';

const item = (label: string, path: string, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem => ({
  id: `${label}@${path}`,
  label,
  labelEn: '',
  path,
  icon: '',
  isOpen: 1,
  roles: [],
  children,
  ...extra,
});

describe('mergeMenus', () => {
  it('de-duplicates by label and path and merges the children of duplicates', () => {
    const a = [item('系统管理', '/system', [item('用户管理', '/system/user')]), item('首页', '/wel/index')];
    const b = [item('系统管理', '/system', [item('角色管理', '/system/role'), item('用户管理', '/system/user')])];
    const merged = mergeMenus([a, b]);
    expect(merged.map((m) => m.label)).toEqual(['系统管理', '首页']);
    expect(merged[0].children.map((m) => m.label)).toEqual(['用户管理', '角色管理']);
  });

  it('keeps items that share a label but not a path', () => {
    const merged = mergeMenus([[item('报表', '/a')], [item('报表', '/b')]]);
    expect(merged.map((m) => m.path)).toEqual(['/a', '/b']);
  });
});

describe('appendIndexToChildless', () => {
  it('appends /index to childless top-level items only, once, and never to links', () => {
    const result = appendIndexToChildless([
      item('关于', '/about'),
      item('首页', '/wel/index'),
      item('系统', '/system', [item('用户', '/system/user')]),
      item('官网', 'https://www.dali.gov.cn/'),
    ]);
    expect(result.map((m) => m.path)).toEqual(['/about/index', '/wel/index', '/system', 'https://www.dali.gov.cn/']);
    expect(result[2].children[0].path).toBe('/system/user');
  });
});

describe('visibleForRole', () => {
  const menu = [
    item('看板', '/board', [item('大屏', '/board/screen')], { roles: ['administrator', 'bigdata'] }),
    item('系统', '/system', [
      item('租户', '/system/tenant', [], { roles: ['administrator'] }),
      item('用户', '/system/user'),
    ]),
  ];

  it('hides an item (and its branch) whose role list excludes every role of the user', () => {
    const visible = visibleForRole(menu, 'admin');
    expect(visible.map((m) => m.label)).toEqual(['系统']);
    expect(visible[0].children.map((m) => m.label)).toEqual(['用户']);
  });

  it('reads the comma-joined role names of the session', () => {
    expect(visibleForRole(menu, 'user, bigdata').map((m) => m.label)).toEqual(['看板', '系统']);
    expect(visibleForRole(menu, 'administrator')[1].children).toHaveLength(2);
  });
});

describe('searchMenus', () => {
  const menu = [
    item('系统管理', '/system', [
      item('用户管理', '/system/user', [], { labelEn: 'Users' }),
      item('用户反馈', '/system/feedback', [], { labelEn: 'User feedback' }),
      item('角色管理', '/system/role', [], { labelEn: 'Roles' }),
    ]),
  ];

  it('finds leaves by name prefix in the current language, whatever the case', () => {
    expect(searchMenus(menu, '用户', 'zh').map((l) => l.item.label)).toEqual(['用户管理', '用户反馈']);
    expect(searchMenus(menu, 'uSeR', 'en').map((l) => l.item.labelEn)).toEqual(['Users', 'User feedback']);
    expect(searchMenus(menu, 'ROLES', 'en').map((l) => l.trail)).toEqual([['系统管理']]);
  });

  it('matches a prefix, not a substring, and never a section', () => {
    expect(searchMenus(menu, '管理', 'zh')).toEqual([]);
    expect(searchMenus(menu, '系统', 'zh')).toEqual([]);
  });

  it('lists every leaf for an empty text', () => {
    expect(searchMenus(menu, '  ', 'zh')).toHaveLength(3);
  });
});

describe('reading the wire and finding the active item', () => {
  it('parses menu nodes, drops buttons and junk, and reads the English name', () => {
    const parsed = parseMenuNodes([
      {
        id: '1',
        name: '系统管理',
        path: '/system',
        category: 1,
        isOpen: 1,
        meta: { i18n: { en: 'System' } },
        children: [
          { id: '2', name: '新增', path: '/x', category: 2 },
          { id: '3', name: '用户管理', path: '/system/user', category: 1, roles: ['admin'] },
        ],
      },
      null,
      { name: '' },
    ]);
    expect(parsed).toHaveLength(1);
    expect(parsed[0].labelEn).toBe('System');
    expect(parsed[0].children.map((c) => c.label)).toEqual(['用户管理']);
    expect(parsed[0].children[0].roles).toEqual(['admin']);
  });

  it('accepts only a successful envelope', () => {
    expect(menuListFromBody({ code: 200, success: true, data: null })).toEqual([]);
    expect(menuListFromBody({ code: 401, success: false, msg: 'no' })).toBeNull();
  });

  it('highlights the exact leaf, else the leaf whose path holds the page (its group)', () => {
    const menu = [item('系统', '/system', [item('用户', '/system/user'), item('用户详情', '/system/user-detail')])];
    expect(activeLeafFor(menu, '/system/user')?.item.label).toBe('用户');
    expect(activeLeafFor(menu, '/system/user/edit/1')?.item.label).toBe('用户');
    expect(activeLeafFor(menu, '/system/user-detail')?.item.label).toBe('用户详情');
    expect(activeLeafFor(menu, '/other')).toBeNull();
  });

  it('routes an external link opened inside the app through /myiframe', () => {
    expect(iframeRouteFor('https://a.cn/x?y=1')).toBe('/myiframe/https%3A%2F%2Fa.cn%2Fx%3Fy%3D1');
  });
});
