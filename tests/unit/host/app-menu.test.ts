import { describe, expect, it } from 'vitest';
import { buildAppMenu, DEVELOPMENT_ONLY_ROLES, rolesIn, type MenuItemSpec } from '../../../src/main/host/menu/app-menu';

const labels = (items: readonly MenuItemSpec[]): string[] =>
  items.flatMap((item) =>
    item.kind === 'submenu' ? [item.label, ...labels(item.items)] : item.kind === 'separator' ? [] : [item.label],
  );

describe('the native application menu', () => {
  it('a packaged build has no Reload, Force Reload or DevTools on any platform', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      for (const language of ['zh', 'en'] as const) {
        const roles = rolesIn(buildAppMenu({ language, platform, packaged: true }));
        for (const role of DEVELOPMENT_ONLY_ROLES) expect(roles).not.toContain(role);
        expect(roles).toContain('quit');
        expect(roles).toContain('copy');
      }
    }
    expect(rolesIn(buildAppMenu({ language: 'zh', platform: 'linux', packaged: false }))).toEqual(
      expect.arrayContaining(['reload', 'toggleDevTools']),
    );
  });

  it('speaks the app’s language', () => {
    const zh = labels(buildAppMenu({ language: 'zh', platform: 'win32', packaged: true }));
    expect(zh).toEqual(
      expect.arrayContaining(['文件', '编辑', '视图', '窗口', '帮助', '复制', '粘贴', '退出', '关于']),
    );
    expect(zh.join()).not.toMatch(/[A-Za-z]{3,}/);
    const en = labels(buildAppMenu({ language: 'en', platform: 'darwin', packaged: true }));
    expect(en).toEqual(expect.arrayContaining(['Edit', 'View', 'Window', 'Help', 'Copy', 'Quit']));
  });
});
