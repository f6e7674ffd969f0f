import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, tableCounts, type TestServer } from '../../helpers/server';

// Members' status calls and verification review; canteen statistics that always equal the meal log; the visitor
// source region trees.

let server: TestServer;
let admin: string;

type Body = { code: number; msg: string; data: unknown };
const call = async (method: 'GET' | 'POST', url: string, payload?: object, query?: Record<string, string>) => {
  const res = await server.call(admin, {
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    ...(query ? { query } : {}),
  });
  return { status: res.statusCode, body: res.json() as Body };
};
const counts = () => tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);
const newestId = (table: string) =>
  String(server.db.prepare(`SELECT id FROM ${table} ORDER BY rowid DESC LIMIT 1`).pluck().get());

const addMember = async (n: number) => {
  const res = await call('POST', '/blade-member/member/submit', {
    nickName: `会员${n}`,
    phone: `1388888${String(1000 + n)}`,
    townCode: '532922101',
  });
  expect(res.status, res.body.msg).toBe(200);
  return newestId('app_member');
};

beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
}, 120_000);
afterAll(async () => server.close());

describe('member status', () => {
  it('changes one member and a batch; refuses an unknown status or member, writing nothing', async () => {
    const ids = [await addMember(1), await addMember(2), await addMember(3)];
    const one = await call('POST', '/blade-member/member/updStatusById', undefined, { id: ids[0], status: '2' });
    expect(one.status, one.body.msg).toBe(200);
    const byId = await call('GET', '/blade-member/member/getMemberById', undefined, { id: ids[0] });
    expect(byId.body.data).toMatchObject({ id: ids[0], status: 2, nickName: '会员1' });

    const before = counts();
    const bad = await call('POST', '/blade-member/member/updListStatus', undefined, {
      ids: ids.join(','),
      status: '7',
    });
    expect(bad.status).toBe(400);
    const unknown = await call('POST', '/blade-member/member/updListStatus', undefined, {
      ids: `${ids[1]},1`,
      status: '2',
    });
    expect(unknown.status).toBe(400);
    expect(counts()).toEqual(before);

    const batch = await call('POST', '/blade-member/member/updListStatus', undefined, {
      ids: ids.join(','),
      status: '2',
    });
    expect(batch.status, batch.body.msg).toBe(200);
    const statuses = server.db
      .prepare(`SELECT status FROM app_member WHERE id IN (${ids.map(() => '?').join(',')})`)
      .pluck()
      .all(...ids);
    expect(statuses).toEqual([2, 2, 2]);
    const list = await call('GET', '/blade-member/member/list', undefined, { status_equal: '2', size: '100' });
    expect((list.body.data as { total: number }).total).toBeGreaterThanOrEqual(3);
  });
});

describe('member verification', () => {
  it('is reviewed only: a pass writes the verified real name onto the member; a rejection needs its reason', async () => {
    const memberId = await addMember(9);
    const authId = '990000000000000001';
    server.db
      .prepare(
        `INSERT INTO member_auth (id, tenant_id, member_id, real_name, id_card, id_card_front, id_card_back, audit_status,
           create_time, is_deleted) VALUES (?, '000000', ?, '段晓云', '532901199001010011', 'a.png', 'b.png', 0,
           '2026-11-01 10:00:00', 0)`,
      )
      .run(authId, memberId);
    const add = await call('POST', '/blade-member/memberAuth/submit', { memberId, realName: '某某' });
    expect(add.status).toBe(403);
    const noReason = await call('POST', '/blade-member/memberAuth/audit', undefined, { ids: authId, auditStatus: '2' });
    expect(noReason).toMatchObject({ status: 400, body: { msg: '请输入驳回原因' } });
    const pass = await call('POST', '/blade-member/memberAuth/audit', undefined, { ids: authId, auditStatus: '1' });
    expect(pass.status, pass.body.msg).toBe(200);
    expect(server.db.prepare('SELECT real_name FROM app_member WHERE id = ?').pluck().get(memberId)).toBe('段晓云');
  });
});

describe('canteen statistics', () => {
  it('equal the sums of the meal log per canteen and day, through adds, edits and removals', async () => {
    await call('POST', '/blade-order/canteenInfo/submit', { name: '州政府机关食堂', status: 1 });
    const canteenId = newestId('canteen_info');
    // Money in cents, as the definition stores and the wire carries it (the screens show yuan).
    const meal = async (bizNo: string, section: number, money: number, payTime: string) => {
      const res = await call('POST', '/blade-order/canteenLog/submit', {
        bizNo,
        canteenId,
        section,
        money,
        payType: 1,
        payTime,
        user: '李明',
      });
      return { ...res, ok: res.status === 200 ? 'ok' : res.body.msg };
    };
    expect((await meal('B1', 1, 500, '2026-11-02 07:30:00')).ok).toBe('ok');
    expect((await meal('B2', 1, 550, '2026-11-02 07:40:00')).ok).toBe('ok');
    expect((await meal('L1', 2, 1200, '2026-11-02 12:00:00')).ok).toBe('ok');
    expect((await meal('D1', 3, 1000, '2026-11-02 18:10:00')).ok).toBe('ok');
    expect((await meal('L2', 2, 1200, '2026-11-03 12:05:00')).ok).toBe('ok');
    const duplicate = await meal('B1', 1, 500, '2026-11-02 07:50:00');
    expect(duplicate).toMatchObject({ status: 400, body: { msg: '业务单号已存在' } });

    const day = async (date: string) => {
      const res = await call('GET', '/blade-order/canteenStatistics/list', undefined, {
        canteenId_equal: canteenId,
        statDate_ge: date,
        statDate_le: date,
      });
      return (res.body.data as { records: Record<string, unknown>[] }).records;
    };
    expect(await day('2026-11-02')).toEqual([
      expect.objectContaining({
        name: '州政府机关食堂',
        cnt1: 2,
        total1: 1050,
        cnt2: 1,
        total2: 1200,
        cnt3: 1,
        total3: 1000,
        cnt: 4,
        total: 3250,
      }),
    ]);

    // A lunch moved to the next day, a breakfast removed: both days follow.
    const lunch = server.db.prepare("SELECT id FROM canteen_log WHERE biz_no = 'L1'").pluck().get() as string;
    expect(
      (await call('POST', '/blade-order/canteenLog/submit', { id: lunch, payTime: '2026-11-03 12:30:00' })).status,
    ).toBe(200);
    const breakfast = server.db.prepare("SELECT id FROM canteen_log WHERE biz_no = 'B2'").pluck().get() as string;
    expect((await call('POST', '/blade-order/canteenLog/remove', undefined, { ids: breakfast })).status).toBe(200);
    expect(await day('2026-11-02')).toEqual([
      expect.objectContaining({ cnt1: 1, total1: 500, cnt2: 0, cnt: 2, total: 1500 }),
    ]);
    expect(await day('2026-11-03')).toEqual([expect.objectContaining({ cnt2: 2, total2: 2400, cnt: 2, total: 2400 })]);

    // The statistics of every day equal the log summed by SQL.
    const bySql = server.db
      .prepare(
        `SELECT substr(pay_time, 1, 10) AS d, COUNT(*) AS n, SUM(money) AS m FROM canteen_log
         WHERE canteen_id = ? AND is_deleted = 0 GROUP BY d ORDER BY d`,
      )
      .all(canteenId);
    const stats = server.db
      .prepare('SELECT stat_date AS d, cnt AS n, total AS m FROM canteen_statistics WHERE canteen_id = ? ORDER BY d')
      .all(canteenId);
    expect(stats).toEqual(bySql);

    const before = counts();
    const hand = await call('POST', '/blade-order/canteenStatistics/submit', { name: 'x' });
    const remove = await call('POST', '/blade-order/canteenStatistics/remove', undefined, { ids: '1' });
    // No add button exists for computed rows (403); remove answers its reason (400).
    expect([hand.status, remove.status]).toEqual([403, 400]);
    expect(remove.body.msg).toBe('食堂统计由就餐记录自动计算，不能删除');
    expect(counts()).toEqual(before);
  });
});

describe('visitor source regions', () => {
  it('answer lazy-trees with parents and the whole tree', async () => {
    for (const [code, parentCode, name, regionLevel] of [
      ['53', '00', '云南省', 1],
      ['5329', '53', '大理白族自治州', 2],
      ['532901', '5329', '大理市', 3],
      ['51', '00', '四川省', 1],
    ] as const) {
      const res = await call('POST', '/blade-bigdata/user/source/region/submit', {
        code,
        parentCode,
        name,
        regionLevel,
        sort: 1,
      });
      expect(res.status, res.body.msg).toBe(200);
    }
    const lazy = await call('GET', '/blade-bigdata/user/source/region/lazy-trees', undefined, { parentCode: '53' });
    expect(lazy.body.data).toEqual([
      expect.objectContaining({
        key: '53',
        hasChildren: true,
        children: expect.arrayContaining([expect.objectContaining({ key: '5329', hasChildren: true })]) as unknown,
      }),
    ]);
    const tree = await call('GET', '/blade-bigdata/user/source/region/tree', undefined, { tenantId: '000000' });
    const roots = tree.body.data as { key: string; children?: { key: string }[] }[];
    // The seeded provinces are there too (the table is seeded with the regions visitors come from).
    expect(roots.map((root) => root.key)).toEqual(expect.arrayContaining(['51', '53']));
    const yunnan = roots.find((root) => root.key === '53');
    expect(yunnan?.children?.map((child) => child.key)).toContain('5329');
    const bad = await call('GET', '/blade-bigdata/user/source/region/lazy-trees', undefined, { parentCode: 'x;drop' });
    expect(bad.status).toBe(400);
  });
});
