import { render } from '@testing-library/react';
import { AppsRegular, SettingsRegular, VehicleCarRegular } from '@fluentui/react-icons';
import { describe, expect, it } from 'vitest';
import { MenuIcon, resolveMenuIcon } from '../../../src/renderer/ui/menu-icon';
import { menuResource } from '../../../src/shared/resources/system/menu';

/** Issue 19 item 12: a menu's icon is shown as an icon wherever it is shown, whichever way it is written. */
describe('menu icons', () => {
  it('resolves Fluent names and BladeX icon-font classes, and falls back for anything else', () => {
    expect(resolveMenuIcon('Settings')).toBe(SettingsRegular);
    expect(resolveMenuIcon('iconfont icon-setting')).toBe(SettingsRegular);
    expect(resolveMenuIcon('iconfont iconicon_setting')).toBe(SettingsRegular);
    expect(resolveMenuIcon('iconfont icon-car')).toBe(VehicleCarRegular);
    expect(resolveMenuIcon('DocumentBulletLis')).toBe(AppsRegular);
    expect(resolveMenuIcon('')).toBe(AppsRegular);
  });

  it('draws an svg, never the name as text', () => {
    const { container } = render(<MenuIcon name="DocumentBulletList" />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.textContent).toBe('');
  });

  it('the menu screen shows its icon column as icons', () => {
    const source = menuResource.fields.find((field) => field.name === 'source');
    expect(source?.table && source.table.icon).toBe(true);
  });
});
