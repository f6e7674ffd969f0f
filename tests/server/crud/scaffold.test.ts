import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_ARGS, copyProject, DEMO_MENU, type ProjectCopy } from '../../helpers/scaffold-copy';

import type * as ServerHelpersModule from '../../helpers/server';

type ServerHelpers = typeof ServerHelpersModule;

// The recipe of issue 10 end to end: `npm run resource:new` writes a definition, its area index line and its
// migration in a copy of the project, and with nothing else edited the copy's own server migrates the table and
// answers the resource's routes; then a changed definition gets its `migration:new`.
describe('scaffolding a resource', () => {
  let copy: ProjectCopy;
  let output: string;
  beforeAll(async () => {
    copy = copyProject();
    output = await copy.scaffold('resource-new', COUPON_ARGS);
  }, 180_000);
  afterAll(() => copy.remove());

  it('writes the definition, its area (one index line, one registry line for a new area) and a migration — nothing else', () => {
    const changed = copy.changedFiles();
    expect(changed.filter((file) => !file.startsWith('src/server/db/migrations/'))).toEqual([
      'src/shared/resources/demo/gift-card.ts',
      'src/shared/resources/demo/index.ts',
      'src/shared/resources/registry.ts',
    ]);
    expect(changed.filter((file) => file.startsWith('src/server/db/migrations/'))).toHaveLength(1);
    expect(output).toContain('src/shared/resources/demo/gift-card.ts');
  });

  it('serves the new resource from the copy: table migrated, list, submit, detail and the button grants', async () => {
    const helpers = (await import(/* @vite-ignore */ `${copy.root}/tests/helpers/server.ts`)) as ServerHelpers;
    const server = await helpers.createTestServer();
    try {
      const columns = server.db
        .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('demo_gift_card')")
        .all()
        .map((row) => row.name);
      expect(columns).toEqual(expect.arrayContaining(['title', 'amount', 'open_type', 'use_end_date', 'tenant_id']));
      const { access_token: token } = await server.signIn('admin', 'admin');
      const refused = await server.call(token, {
        method: 'POST',
        url: '/api/blade-demo/giftCard/submit',
        payload: { amount: 5 },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('请输入优惠券名称');
      const saved = await server.call(token, {
        method: 'POST',
        url: '/api/blade-demo/giftCard/submit',
        payload: { title: '洱海春游券', amount: 20.5, openType: 1, useEndDate: '2026-12-31' },
      });
      expect(saved.json()).toMatchObject({ code: 200, success: true });
      const list = await server.call(token, { method: 'GET', url: '/api/blade-demo/giftCard/list?title=春游' });
      const page = list.json().data as { total: number; records: { id: string; title: string; amount: number }[] };
      expect(page.total).toBe(1);
      expect(page.records[0]).toMatchObject({ title: '洱海春游券', amount: 20.5 });
      const detail = await server.call(token, {
        method: 'GET',
        url: `/api/blade-demo/giftCard/detail?id=${page.records[0].id}`,
      });
      expect(detail.json().data).toMatchObject({ useEndDate: '2026-12-31', openType: 1 });
      const buttons = server.db
        .prepare<[], { code: string }>(
          `SELECT code FROM blade_menu WHERE code LIKE '${DEMO_MENU.code}%' AND is_deleted = 0`,
        )
        .all()
        .map((row) => row.code);
      expect(buttons).toEqual(expect.arrayContaining([`${DEMO_MENU.code}_add`, `${DEMO_MENU.code}_export`]));
    } finally {
      await server.close();
    }
  }, 120_000);

  it('writes nothing more for an unchanged definition, and the columns a changed one gained', async () => {
    expect(await copy.scaffold('migration-new', ['demo/giftCard'])).toContain('no migration written');
    const file = `${copy.root}/src/shared/resources/demo/gift-card.ts`;
    const { readFileSync, writeFileSync } = await import('node:fs');
    const source = readFileSync(file, 'utf8')
      .replace("useEndDate: '截止日期',", "useEndDate: '截止日期',\n      limitNum: '每人限领',")
      .replace("useEndDate: 'Use until',", "useEndDate: 'Use until',\n      limitNum: 'Per person',")
      .replace("r.date('useEndDate'),", "r.date('useEndDate'),\n    r.integer('limitNum', { min: 0 }),");
    writeFileSync(file, source);
    const written = await copy.scaffold('migration-new', ['demo/giftCard']);
    expect(written).toContain('ALTER TABLE demo_gift_card ADD COLUMN limit_num INTEGER;');
  }, 120_000);
});
