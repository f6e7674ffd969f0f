import { describe, expect, it } from 'vitest';
import { createThrottle } from '../../../../src/renderer/shell/lock/activity-ping';
import { hexToHsv, hsvToHex } from '../../../../src/renderer/shell/dialogs/hsv';
import { parseSelectOptions, validateSwitch } from '../../../../src/renderer/shell/dialogs/switch-identity';
import { settingsPatchSchema } from '../../../../src/shared/settings';

describe('activity ping throttle', () => {
  it('runs the first input at once and then at most once per interval', () => {
    let now = 1_000;
    const throttle = createThrottle(15_000, () => now);
    let runs = 0;
    const run = () => (runs += 1);
    expect(throttle(run)).toBe(true);
    now += 14_999;
    expect(throttle(run)).toBe(false);
    now += 1;
    expect(throttle(run)).toBe(true);
    expect(runs).toBe(2);
  });
});

describe('department and role switch', () => {
  it('asks for the department first, then the role', () => {
    expect(validateSwitch({ deptId: '', roleId: '' }).map((i) => i.message)).toEqual([
      'switchRole.deptRequired',
      'switchRole.roleRequired',
    ]);
    expect(validateSwitch({ deptId: '1', roleId: '' }).map((i) => i.message)).toEqual(['switchRole.roleRequired']);
    expect(validateSwitch({ deptId: '1', roleId: '2' })).toEqual([]);
  });

  it('reads dept/select and role/select rows, R-wrapped or bare', () => {
    const body = { code: 200, success: true, data: [{ id: '11', deptName: '信息部' }, { id: 12 }, { name: 'no id' }] };
    expect(parseSelectOptions(body, 'deptName')).toEqual([
      { value: '11', label: '信息部' },
      { value: '12', label: '12' },
    ]);
    expect(parseSelectOptions([{ id: '3', roleName: '管理员' }], 'roleName')).toEqual([
      { value: '3', label: '管理员' },
    ]);
    expect(parseSelectOptions({ data: null }, 'roleName')).toEqual([]);
  });
});

describe('colour conversion for the picker', () => {
  it('round-trips hex through HSV', () => {
    for (const hex of ['#409EFF', '#089DA5', '#000000', '#FFFFFF', '#F5222D', '#6959CD']) {
      expect(hsvToHex(hexToHsv(hex))).toBe(hex);
    }
    expect(hexToHsv('#FF0000')).toEqual({ h: 0, s: 1, v: 1 });
  });
});

describe('settings patches (theme, colour and language are saved one at a time)', () => {
  it('keeps only the keys sent, so saving one setting never resets the others', () => {
    expect(settingsPatchSchema.parse({ colorName: '#F5222D' })).toEqual({ colorName: '#F5222D' });
    expect(settingsPatchSchema.parse({ themeName: 'theme-dark', language: 'en' })).toEqual({
      themeName: 'theme-dark',
      language: 'en',
    });
    expect(settingsPatchSchema.safeParse({ clientSecret: 'x' }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ idleLockMinutes: -1 }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ language: 'fr' }).success).toBe(false);
  });
});
