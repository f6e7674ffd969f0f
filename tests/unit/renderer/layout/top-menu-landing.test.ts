import { describe, expect, it } from 'vitest';
import { topMenuLanding, type TopMenuItem } from '../../../../src/renderer/stores/menu-store';
import type { MenuItem } from '../../../../src/renderer/stores/updates/menu-updates';

const item = (id: string, path: string, children: MenuItem[] = []): MenuItem => ({
  id,
  label: id,
  labelEn: '',
  path,
  icon: '',
  isOpen: 1,
  roles: [],
  children,
});

const top: TopMenuItem = { id: '9', label: '系统', labelEn: 'System', path: '/system/user', icon: 'Settings' };

/** Issue 19 item 6: a top menu never leads to a page the user cannot open. */
describe('where a top menu leads', () => {
  it('to its own page when the user holds it', () => {
    const whole = [item('sys', '/system', [item('user', '/system/user'), item('role', '/system/role')])];
    expect(topMenuLanding(top, whole, whole)).toBe('/system/user');
  });

  it('to the first screen of its part the user holds, skipping external links', () => {
    const part = [
      item('help', '/help', [item('gov', 'https://www.dali.gov.cn/')]),
      item('log', '/monitor/log', [item('api', '/monitor/log/api')]),
    ];
    expect(topMenuLanding(top, part, part)).toBe('/monitor/log/api');
  });

  it('nowhere when its part holds nothing the user can open', () => {
    expect(topMenuLanding(top, [], [])).toBeNull();
    expect(topMenuLanding(top, [], [item('help', '/help', [item('gov', 'https://www.dali.gov.cn/')])])).toBeNull();
  });
});
