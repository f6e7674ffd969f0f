import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentsServer } from './residents-harness';

// Activities, sign-ups and orders (spec 001 §3–§5): the clock decides the statuses and the windows.

let h: Awaited<ReturnType<typeof residentsServer>>;
let activityId = '';

const BASE = '/blade-app/project';
type Page = { records: Record<string, unknown>[]; total: number };

beforeAll(async () => {
  h = await residentsServer();
}, 120_000);
afterAll(async () => h.server.close());

const newestId = (table: string) =>
  String(h.server.db.prepare(`SELECT id FROM ${table} ORDER BY rowid DESC LIMIT 1`).pluck().get());

const signUp = (name: string) => h.post(`${BASE}/signup/submit`, { activityId, userName: name, itemId: itemIds[0] });
let itemIds: string[] = [];

describe('an activity charged by two fee items with two places', () => {
  it('is released with its items; statuses follow the clock, never a stored value', async () => {
    const category = await h.post(`${BASE}/category/submit`, { name: '户外', isShow: 1, sort: 1 });
    expect(category.status, category.body.msg).toBe(200);
    const release = await h.post(`${BASE}/baseinfo/submit`, {
      title: '苍山徒步',
      categoryId: newestId('project_category'),
      banner: 'https://example.com/a.png',
      address: '大理市苍山',
      activityTime: [h.at(72), h.at(80)],
      signUpTime: [h.at(-1), h.at(48)],
      isTop: 0,
      isTradeUnionActivity: 0,
      sort: 1,
      numberLimit: 2,
      baseNumber: 0,
      signInTimeLimit: 2,
      applyCancelTimeLimit: 24,
      idCardRequired: 0,
      isFree: 1,
      activityModel: 1,
      price: 99,
      activityItems: [
        { title: '成人', price: 80, sort: 1 },
        { title: '儿童', price: 40.5, sort: 2 },
      ],
    });
    expect(release.status, release.body.msg).toBe(200);
    activityId = newestId('project_baseinfo');
    const detail = (await h.get(`${BASE}/baseinfo/detail`, { id: activityId })).body.data as Record<string, unknown>;
    expect(detail).toMatchObject({ activityStatus: -1, signUpStatus: 0, number: 0, price: -1 });
    const items = detail.activityItems as { id: string; title: string; price: number }[];
    expect(items.map((item) => [item.title, item.price])).toEqual([
      ['成人', 80],
      ['儿童', 40.5],
    ]);
    itemIds = items.map((item) => item.id);
    const open = (await h.get(`${BASE}/baseinfo/list`, { signUpStatus: '0', activityStatus: '-1' })).body.data as Page;
    expect(open.records.map((row) => row.id)).toContain(activityId);
    const category2 = (await h.get(`${BASE}/category/list`)).body.data as Page;
    expect(category2.records.find((row) => row.name === '户外')?.activityNumber).toBe(1);
  });

  it('refuses fee items that break the rules, naming the item, and writes nothing', async () => {
    const before = h.count('SELECT COUNT(*) AS n FROM project_activity_items WHERE is_deleted = 0');
    const res = await h.post(`${BASE}/baseinfo/submit`, {
      id: activityId,
      isFree: 1,
      activityModel: 1,
      activityItems: [{ title: '成人', price: 0, sort: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('第1个收费项目：价格最小0.01，最多两位小数');
    expect(h.count('SELECT COUNT(*) AS n FROM project_activity_items WHERE is_deleted = 0')).toBe(before);
  });

  it('takes two sign-ups at the chosen item price and refuses a third: the activity is full', async () => {
    const first = await signUp('杨丽');
    expect(first.status, first.body.msg).toBe(200);
    expect((await signUp('段云')).status).toBe(200);
    const third = await signUp('赵敏');
    expect(third.status).toBe(400);
    expect(third.body.msg).toBe('「苍山徒步」报名人数已满（2人）');
    expect(h.count('SELECT COUNT(*) AS n FROM project_signup WHERE activity_id = ?', activityId)).toBe(2);
    expect(h.count('SELECT COUNT(*) AS n FROM project_signup WHERE activity_id = ? AND amount = 80', activityId)).toBe(
      2,
    );
  });

  it('signs in only inside the sign-in window, and says when it opens', async () => {
    const ids = h.server.db
      .prepare('SELECT id FROM project_signup WHERE activity_id = ? ORDER BY rowid')
      .pluck()
      .all(activityId) as string[];
    const early = await h.post(`${BASE}/signup/activity/signIn`, {}, { ids: ids[0] });
    expect(early.status).toBe(400);
    expect(early.body.msg).toMatch(/^「杨丽」签到尚未开始，签到时间为\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}至/);
    expect(
      h.count('SELECT COUNT(*) AS n FROM project_signup WHERE sign_status = 1 AND activity_id = ?', activityId),
    ).toBe(0);

    // Too late to cancel a day before the start.
    await h.advance(60);
    const cancel = await h.post(`${BASE}/signup/activity/cancel/signUp`, {}, { id: ids[1] });
    expect(cancel.status).toBe(400);
    expect(cancel.body.msg).toMatch(/^已超过取消报名时间，须在.+前取消$/);

    await h.advance(11); // one hour before the start: inside the two-hour window
    const inside = await h.post(`${BASE}/signup/activity/signIn`, {}, { ids: ids[0] });
    expect(inside.status, inside.body.msg).toBe(200);
    const again = await h.post(`${BASE}/signup/activity/signIn`, {}, { ids: ids[0] });
    expect(again.body.msg).toBe('「杨丽」已签到，不能签到');
    const detail = (await h.get(`${BASE}/baseinfo/detail`, { id: activityId })).body.data as Record<string, unknown>;
    expect(detail).toMatchObject({ activityStatus: -1, signUpStatus: 1 });
    await h.advance(2);
    const running = (await h.get(`${BASE}/baseinfo/detail`, { id: activityId })).body.data as Record<string, unknown>;
    expect(running.activityStatus).toBe(0);
  });

  it('refunds a paid order once and frees its place', async () => {
    const signup = h.server.db
      .prepare('SELECT id FROM project_signup WHERE activity_id = ? AND sign_status = 0')
      .pluck()
      .get(activityId) as string;
    h.server.db
      .prepare(
        `INSERT INTO project_order (id, tenant_id, order_no, activity_id, signup_id, user_name, order_money, pay_status, is_deleted, status, create_time)
         VALUES ('990000000000000001', '000000', 'HD20261126001', ?, ?, '段云', 80, 1, 0, 1, '2026-11-26 10:00:00')`,
      )
      .run(activityId, signup);
    const refund = await h.post(`${BASE}/order/refund`, {}, { id: '990000000000000001' });
    expect(refund.status, refund.body.msg).toBe(200);
    expect(h.count('SELECT sign_status AS n FROM project_signup WHERE id = ?', signup)).toBe(2);
    const twice = await h.post(`${BASE}/order/refund`, {}, { id: '990000000000000001' });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('不能退款');
  });

  it('copies an activity with its fee items, waiting for review', async () => {
    const copy = await h.post(`${BASE}/baseinfo/copyActivity`, {}, { id: activityId });
    expect(copy.status, copy.body.msg).toBe(200);
    const id = (copy.body.data as { id: string }).id;
    const detail = (await h.get(`${BASE}/baseinfo/detail`, { id })).body.data as Record<string, unknown>;
    expect(detail).toMatchObject({ title: '苍山徒步(副本)', auditStatus: 0, number: 0 });
    expect((detail.activityItems as unknown[]).length).toBe(2);
    const audit = (await h.get(`${BASE}/baseinfo/list/audit`)).body.data as Page;
    expect(audit.records.map((row) => row.id)).toContain(id);
  });
});

describe('activity categories', () => {
  it('take a name of one to four Chinese characters, and keep a category with activities', async () => {
    const before = h.count('SELECT COUNT(*) AS n FROM project_category WHERE is_deleted = 0');
    for (const name of ['户外运动营', 'Hike', '户外1']) {
      const refused = await h.post(`${BASE}/category/submit`, { name, isShow: 1, sort: 3 });
      expect(refused, name).toMatchObject({ status: 400, body: { msg: '分类名称最多4个汉字' } });
    }
    expect(h.count('SELECT COUNT(*) AS n FROM project_category WHERE is_deleted = 0')).toBe(before);
    const used = String(
      h.server.db.prepare("SELECT id FROM project_category WHERE name = '户外' AND is_deleted = 0").pluck().get(),
    );
    const remove = await h.post(`${BASE}/category/remove`, {}, { ids: used });
    expect(remove.body.msg).toMatch(/^分类下还有\d+个活动，不能删除$/);
    const shown = (await h.get(`${BASE}/category/select`)).body.data as { name: string }[];
    expect(shown.map((row) => row.name)).toContain('户外');
  });
});
