import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../helpers/server';
import { tableCounts } from '../../helpers/server';
import { createSeededServer, expectRollupsExact } from './rollup-check';

// Members through /blade-member/member and the consumer-side user list /blade-system/user/Clist: the same rows
// the board counts as registered users, so Clist's total is Clist/total's userCnt for every region, and every
// write through the REST routes moves the board's member figures at once.

let server: TestServer;
let admin: string;
let bigdata: string;

beforeAll(async () => {
  server = await createSeededServer(300, 500);
  admin = (await server.signIn('admin', 'admin')).access_token;
  bigdata = (await server.signIn('bigdata', 'bigdata')).access_token;
}, 120_000);
afterAll(async () => server.close());

type Body = { code: number; success: boolean; msg: string; data: unknown };
const get = async (url: string, query: Record<string, string> = {}, token = admin) => {
  const res = await server.call(token, { method: 'GET', url: `/api${url}`, query });
  return { status: res.statusCode, body: res.json() as Body };
};
const post = async (url: string, options: { payload?: object; query?: Record<string, string> }, token = admin) => {
  const res = await server.call(token, { method: 'POST', url: `/api${url}`, ...options });
  return { status: res.statusCode, body: res.json() as Body };
};

const counts = () => tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);

/** Clist's total and the board's userCnt for a region ('' = the whole tenant). */
const bothCounts = async (region: string) => {
  const clist = await get('/blade-system/user/Clist', region ? { cityCode: region, size: '1' } : { size: '1' });
  expect(clist.status, JSON.stringify(clist.body)).toBe(200);
  const total = await get('/blade-system/user/Clist/total', region ? { cityCode: region } : {}, bigdata);
  expect(total.status).toBe(200);
  return {
    list: (clist.body.data as { total: number }).total,
    board: (total.body.data as { userCnt: number }).userCnt,
  };
};

const expectSameCount = async (region: string) => {
  const { list, board } = await bothCounts(region);
  expect(list, region || 'whole tenant').toBe(board);
  return list;
};

interface Figures {
  registerUserNum: number;
  unionMemberNum: number;
}
const boardMembers = async (region: string) =>
  (await get('/blade-order/view/userAnalysis', { cityCode: region }, bigdata)).body.data as Figures;

const busiest = (column: 'district_code' | 'town_code', offset = 0) =>
  server.db
    .prepare<[number], { code: string }>(
      `SELECT ${column} AS code FROM app_member WHERE is_deleted = 0 GROUP BY ${column} ORDER BY COUNT(*) DESC, ${column} LIMIT 1 OFFSET ?`,
    )
    .get(offset)?.code ?? '';

describe('Clist and Clist/total agree', () => {
  it('for the tenant, the prefecture, counties and towns', async () => {
    const whole = await expectSameCount('');
    expect(whole).toBe(500);
    expect(await expectSameCount('5329')).toBe(500);
    for (const offset of [0, 1, 2]) {
      expect(await expectSameCount(busiest('district_code', offset))).toBeGreaterThan(0);
      expect(await expectSameCount(busiest('town_code', offset))).toBeGreaterThan(0);
    }
  });

  it('pages the members with the member list filters, and takes the member search spelling of a region', async () => {
    const town = busiest('town_code');
    const byCity = await get('/blade-system/user/Clist', { cityCode: town, current: '1', size: '5' });
    const byArea = await get('/blade-system/user/Clist', { areaCode_equal: town, current: '1', size: '5' });
    expect(byArea.body.data).toEqual(byCity.body.data);
    const page = byCity.body.data as { records: Record<string, unknown>[]; total: number };
    expect(page.records).toHaveLength(Math.min(5, page.total));
    for (const record of page.records) expect(record).toMatchObject({ townCode: town, tenantId: '000000' });
    expect(page.records[0].townName).not.toBe('');
    const name = String(page.records[0].nickName);
    const found = await get('/blade-system/user/Clist', { nickName: name, size: '100' });
    for (const record of (found.body.data as { records: Record<string, unknown>[] }).records)
      expect(String(record.nickName)).toContain(name);
  });

  it('is read by those who may read the member list only', async () => {
    expect((await get('/blade-system/user/Clist', {}, bigdata)).status).toBe(403);
    expect((await get('/blade-system/user/Clist', { cityCode: '123' })).status).toBe(400);
  });
});

describe('member writes through the REST routes move the board', () => {
  it('adds a member in a town: county and prefecture follow the town, the board counts one more', async () => {
    const town = '532925101';
    const countyBefore = await boardMembers('532925');
    const townBefore = await bothCounts(town);
    const res = await post('/blade-member/member/submit', {
      payload: { nickName: '苍山游客', phone: '13912345678', sex: 2, birthday: '1990-06-01', townCode: town },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = server.db
      .prepare<[], Record<string, unknown>>("SELECT * FROM app_member WHERE nick_name = '苍山游客'")
      .get();
    expect(row).toMatchObject({
      city_code: '5329',
      district_code: '532925',
      town_code: town,
      region_code: '532925',
      region_name: '弥渡县',
      is_union_member: 0,
      tenant_id: '000000',
    });
    expect(String(row?.register_time)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await boardMembers('532925')).registerUserNum).toBe(countyBefore.registerUserNum + 1);
    const townAfter = await bothCounts(town);
    expect(townAfter.list).toBe(townBefore.list + 1);
    expect(townAfter.board).toBe(townBefore.board + 1);
    expectRollupsExact(server.db, 'after an add');
  });

  it('moves a member between towns and in and out of the union', async () => {
    const id = String(
      server.db.prepare<[], { id: string }>("SELECT id FROM app_member WHERE nick_name = '苍山游客'").get()?.id,
    );
    const union = (await boardMembers('532925')).unionMemberNum;
    expect((await post('/blade-member/member/submit', { payload: { id, isUnionMember: 1 } })).status).toBe(200);
    expect((await boardMembers('532925')).unionMemberNum).toBe(union + 1);

    const from = await bothCounts('532925');
    const to = await bothCounts('532901');
    const moved = await post('/blade-member/member/submit', { payload: { id, townCode: '532901102' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(server.db.prepare('SELECT district_code FROM app_member WHERE id = ?').pluck().get(id)).toBe('532901');
    expect(await bothCounts('532925')).toEqual({ list: from.list - 1, board: from.board - 1 });
    expect(await bothCounts('532901')).toEqual({ list: to.list + 1, board: to.board + 1 });
    expectRollupsExact(server.db, 'after edits');
  });

  it('removes members (soft): both lists and the board count them no more', async () => {
    const ids = server.db
      .prepare<[], { id: string }>(
        "SELECT id FROM app_member WHERE is_deleted = 0 AND district_code = '532901' ORDER BY id LIMIT 3",
      )
      .all()
      .map((row) => row.id);
    const before = await bothCounts('532901');
    const members = (await boardMembers('532901')).registerUserNum;
    const res = await post('/blade-member/member/remove', { query: { ids: ids.join(',') } });
    expect(res.status).toBe(200);
    expect(await bothCounts('532901')).toEqual({ list: before.list - 3, board: before.board - 3 });
    expect((await boardMembers('532901')).registerUserNum).toBe(members - 3);
    expectRollupsExact(server.db, 'after removes');
  });

  it('refuses a town outside the tree, a county for a town, and a missing town, writing nothing', async () => {
    const before = counts();
    const base = { nickName: '测试', phone: '13912345679' };
    for (const [townCode, message] of [
      ['532922999', '所选乡镇 532922999 不在大理州的区划内'],
      ['532922', '不能选择该级别的行政区划'],
      ['530102001', '请选择有效的行政区划'],
      ['', '请选择所在乡镇'],
    ]) {
      const res = await post('/blade-member/member/submit', { payload: { ...base, townCode } });
      expect(res.status, townCode).toBe(400);
      expect(res.body.msg, townCode).toBe(message);
    }
    expect(counts()).toEqual(before);
  });
});
