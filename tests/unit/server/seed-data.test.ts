import * as fluentIcons from '@fluentui/react-icons';
import { describe, expect, it } from 'vitest';
import {
  bizDicts,
  seedMenus,
  seedRegions,
  seedTopMenus,
  systemDicts,
  type SeedButton,
  type SeedDict,
  type SeedMenu,
  type SeedRegion,
} from '../../../src/server/db/seed-data';

function walkMenus(menus: SeedMenu[], parent?: SeedMenu): Array<{ menu: SeedMenu; parent?: SeedMenu }> {
  return menus.flatMap((menu) => [{ menu, parent }, ...walkMenus(menu.children ?? [], menu)]);
}

function walkRegions(region: SeedRegion, parent?: SeedRegion): Array<{ region: SeedRegion; parent?: SeedRegion }> {
  return [{ region, parent }, ...(region.children ?? []).flatMap((child) => walkRegions(child, region))];
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

const allMenus = walkMenus(seedMenus).map(({ menu }) => menu);
const allButtons: Array<{ button: SeedButton; menu: SeedMenu }> = allMenus.flatMap((menu) =>
  (menu.buttons ?? []).map((button) => ({ button, menu })),
);
const leaves = allMenus.filter((menu) => !menu.children?.length);
const isExternal = (path: string): boolean => path.startsWith('https://');
const findMenu = (code: string): SeedMenu | undefined => allMenus.find((menu) => menu.code === code);

describe('seed menus', () => {
  it('covers the whole spec with a tree of sections and screens', () => {
    expect(seedMenus.length).toBeGreaterThanOrEqual(15);
    expect(leaves.length).toBeGreaterThanOrEqual(150);
    expect(seedMenus.map((menu) => menu.sort)).toEqual(seedMenus.map((_, index) => index + 1));
  });

  it('has unique snake_case codes, and no button shares a code with a menu (both live in blade_menu.code)', () => {
    const menuCodes = allMenus.map((menu) => menu.code);
    const buttonCodes = allButtons.map(({ button }) => button.code);
    expect(duplicates(menuCodes)).toEqual([]);
    expect(duplicates(buttonCodes)).toEqual([]);
    expect(duplicates([...menuCodes, ...buttonCodes])).toEqual([]);
    for (const code of [...menuCodes, ...buttonCodes]) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('derives every button code and path from its menu', () => {
    for (const { button, menu } of allButtons) {
      expect(button.code.startsWith(`${menu.code}_`), button.code).toBe(true);
      expect(button.path).toBe(`${menu.path}/${button.alias}`);
      expect([1, 2, 3]).toContain(button.action);
    }
    for (const menu of allMenus) {
      const sorts = (menu.buttons ?? []).map((button) => String(button.sort));
      expect(duplicates(sorts), menu.code).toEqual([]);
    }
  });

  it('has unique paths that are routes or https links, and only links open in a new window', () => {
    const paths = allMenus.map((menu) => menu.path);
    expect(duplicates(paths)).toEqual([]);
    expect(duplicates(allButtons.map(({ button }) => button.path))).toEqual([]);
    for (const menu of allMenus) {
      expect(menu.path, menu.code).toMatch(/^(\/[a-z0-9-]+)+$|^https:\/\/[^\s]+$/);
      expect(menu.isOpen === 2, menu.code).toBe(isExternal(menu.path));
    }
    expect(allMenus.filter((menu) => isExternal(menu.path)).length).toBeGreaterThanOrEqual(1);
  });

  it('gives sibling menus distinct sort values', () => {
    for (const { menu } of walkMenus(seedMenus)) {
      const sorts = (menu.children ?? []).map((child) => String(child.sort));
      expect(duplicates(sorts), menu.code).toEqual([]);
    }
  });

  it('names everything in zh and en', () => {
    for (const item of [...allMenus, ...allButtons.map(({ button }) => button), ...seedTopMenus]) {
      expect(item.name.trim(), item.code).not.toBe('');
      expect(item.nameEn.trim(), item.code).not.toBe('');
      expect(item.nameEn, item.code).toMatch(/^[\x20-\x7e’]+$/);
    }
  });

  it('uses icon names that exist in @fluentui/react-icons, or icon-font classes', () => {
    const available = new Set(Object.keys(fluentIcons));
    const missing = [...allMenus, ...seedTopMenus]
      .map((item) => item.source)
      // A BladeX icon-font class (the sections BladeX itself seeds) is checked by bladex-seed-menus.test.ts.
      .filter((source) => !source.startsWith('iconfont ') && !available.has(`${source}Regular`));
    expect(missing).toEqual([]);
  });

  it('gives every list screen a view button, except the tenant package, which the spec forbids viewing', () => {
    const screensWithoutButtons = new Set(['home', 'board_screen', 'board_finance']);
    for (const leaf of leaves) {
      if (isExternal(leaf.path) || screensWithoutButtons.has(leaf.code)) {
        expect(leaf.buttons ?? [], leaf.code).toEqual([]);
        continue;
      }
      const aliases = (leaf.buttons ?? []).map((button) => button.alias);
      if (leaf.code === 'tenant_package') {
        expect(aliases).toEqual(['add', 'edit', 'delete']);
      } else {
        expect(aliases, leaf.code).toContain('view');
      }
    }
  });

  it('carries the actions the spec names on users, roles, orders and jobs', () => {
    const codesOf = (code: string): string[] => (findMenu(code)?.buttons ?? []).map((button) => button.code);
    expect(codesOf('user')).toEqual(
      expect.arrayContaining(['user_add', 'user_edit', 'user_delete', 'user_view', 'user_role', 'user_reset']),
    );
    expect(codesOf('user')).toEqual(
      expect.arrayContaining(['user_reset_merchant', 'user_block', 'user_unblock', 'user_unlock']),
    );
    expect(codesOf('role')).toContain('role_grant');
    expect(codesOf('order_product')).toEqual(
      expect.arrayContaining(['order_product_writeoff', 'order_product_refund', 'order_product_cancel']),
    );
    expect(codesOf('job_info')).toEqual(expect.arrayContaining(['job_info_run', 'job_info_change', 'job_info_sync']));
  });

  it('restricts the big-data board to its roles, down to its screens', () => {
    const board = findMenu('board');
    expect(board?.roles).toEqual(['administrator', 'bigdata', 'admin']);
    for (const child of board?.children ?? []) expect(child.roles).toEqual(board?.roles);
    expect(findMenu('home')?.path).toBe('/wel/index');
  });
});

describe('seed top menus', () => {
  it('shows only existing sections and shows every section somewhere', () => {
    const topLevel = new Set(seedMenus.map((menu) => menu.code));
    const shown = new Set(seedTopMenus.flatMap((top) => top.menuCodes));
    for (const code of shown) expect(topLevel.has(code), code).toBe(true);
    for (const code of topLevel) expect(shown.has(code), code).toBe(true);
    expect(duplicates(seedTopMenus.map((top) => top.code))).toEqual([]);
    for (const top of seedTopMenus) expect(duplicates(top.menuCodes), top.code).toEqual([]);
    expect(seedTopMenus.map((top) => top.nameEn)).toEqual(expect.arrayContaining(['Home', 'Operations', 'System']));
  });

  it('lands on a screen that exists', () => {
    const paths = new Set(allMenus.map((menu) => menu.path));
    for (const top of seedTopMenus) expect(paths.has(top.path), top.code).toBe(true);
  });
});

describe('seed regions', () => {
  const nodes = walkRegions(seedRegions);
  const byCode = new Map(nodes.map(({ region }) => [region.code, region]));
  const codeLength: Record<number, number> = { 1: 2, 2: 4, 3: 6, 4: 9 };

  it('is rooted at the country with several provinces', () => {
    expect(seedRegions).toMatchObject({ code: '00', name: '中华人民共和国', level: 0 });
    expect(seedRegions.children?.length).toBeGreaterThan(1);
    // Yunnan's sixteen prefecture-level divisions, in code order (the city tree under 53).
    expect(byCode.get('53')?.children?.map((city) => city.code)).toEqual([
      '5301',
      '5303',
      '5304',
      '5305',
      '5306',
      '5307',
      '5308',
      '5309',
      '5323',
      '5325',
      '5326',
      '5328',
      '5329',
      '5331',
      '5333',
      '5334',
    ]);
  });

  it('nests codes and levels: each child extends its parent code by one level', () => {
    expect(duplicates(nodes.map(({ region }) => region.code))).toEqual([]);
    for (const { region, parent } of nodes) {
      if (!parent) continue;
      expect(region.level, region.code).toBe(parent.level + 1);
      expect(region.code, region.code).toMatch(/^\d+$/);
      expect(region.code.length, region.code).toBe(codeLength[region.level]);
      if (parent.level > 0) expect(region.code.startsWith(parent.code), region.code).toBe(true);
      expect(region.name.trim()).not.toBe('');
    }
  });

  it('holds the twelve Dali counties, each with its towns', () => {
    const dali = byCode.get('5329');
    expect(dali?.name).toBe('大理白族自治州');
    expect(dali?.children?.map((county) => county.code)).toEqual([
      '532901',
      '532922',
      '532923',
      '532924',
      '532925',
      '532926',
      '532927',
      '532928',
      '532929',
      '532930',
      '532931',
      '532932',
    ]);
    for (const county of dali?.children ?? []) {
      expect(county.children?.length, county.code).toBeGreaterThan(0);
      expect(duplicates((county.children ?? []).map((town) => town.name)), county.code).toEqual([]);
    }
  });

  it('has the complete Midu county board', () => {
    expect(byCode.get('532925')?.children).toEqual([
      { code: '532925101', name: '弥城镇', level: 4 },
      { code: '532925102', name: '红岩镇', level: 4 },
      { code: '532925103', name: '新街镇', level: 4 },
      { code: '532925104', name: '寅街镇', level: 4 },
      { code: '532925105', name: '苴力镇', level: 4 },
      { code: '532925106', name: '密祉镇', level: 4 },
      { code: '532925203', name: '德苴乡', level: 4 },
      { code: '532925204', name: '牛街彝族乡', level: 4 },
    ]);
  });
});

describe('seed dictionaries', () => {
  const checkDicts = (dicts: SeedDict[]): void => {
    expect(duplicates(dicts.map((dict) => dict.code))).toEqual([]);
    for (const dict of dicts) {
      expect(dict.code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(dict.name.trim(), dict.code).not.toBe('');
      expect(dict.nameEn.trim(), dict.code).not.toBe('');
      expect(dict.items.length, dict.code).toBeGreaterThan(0);
      expect(duplicates(dict.items.map((item) => item.key)), dict.code).toEqual([]);
      for (const item of dict.items) {
        // -1 is the root row's key on the wire; an item using it would be hidden by `dictionary?code=`.
        expect(item.key, dict.code).toMatch(/^(0|[1-9]\d*)$/);
        expect(item.value.trim(), `${dict.code}.${item.key}`).not.toBe('');
        expect(item.valueEn.trim(), `${dict.code}.${item.key}`).not.toBe('');
      }
    }
  };

  it('has unique codes and keys, and every item is named in zh and en', () => {
    checkDicts(systemDicts);
    checkDicts(bizDicts);
  });

  it('seeds every dictionary the contract and the spec name', () => {
    const system = systemDicts.map((dict) => dict.code);
    const biz = bizDicts.map((dict) => dict.code);
    expect(system).toEqual(
      expect.arrayContaining([
        'sex',
        'yes_no',
        'menu_category',
        'button_func',
        'notice',
        'post_category',
        'data_scope_type',
        'api_scope_type',
        'region',
        'org_category',
        'user_type',
        'scope_category',
        'oss',
        'sms',
      ]),
    );
    expect(biz).toEqual(
      expect.arrayContaining([
        'fusion_region',
        'jump_type',
        'product_type',
        'order_source',
        'trade_type',
        'pay_type',
        'pay_status',
        'admin_status',
        'order_type',
        'registration_type',
        'school_type',
        'school_material',
        'supplier_remind',
        'shop_welfare_type',
        'strategy_tag',
        'config_tag',
        'theme_version',
        'page_tag',
        'class_tag',
        'commercial_tag',
        'label_category',
        'trade_union_welfare_type',
        'user_feedback_type',
        'contract_type',
        'time_expression_type',
        'execute_type',
        'processor_type',
        'dispatch_strategy',
        'log_type',
        'log_level',
      ]),
    );
  });

  it('keys the board region filter by the Dali county codes of the region tree', () => {
    const fusion = bizDicts.find((dict) => dict.code === 'fusion_region');
    const counties = walkRegions(seedRegions)
      .filter(({ parent }) => parent?.code === '5329')
      .map(({ region }) => ({ key: region.code, value: region.name }));
    expect(fusion?.items.map(({ key, value }) => ({ key, value }))).toEqual(counties);
  });

  it('uses the BladeX meaning of yes_no (1 no, 2 yes), which menu isOpen relies on', () => {
    const yesNo = systemDicts.find((dict) => dict.code === 'yes_no');
    expect(yesNo?.items.map(({ key, value }) => [key, value])).toEqual([
      ['1', '否'],
      ['2', '是'],
    ]);
  });
});
