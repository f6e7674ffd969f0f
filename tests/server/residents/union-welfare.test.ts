import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citizenIdCheckChar } from '../../../src/shared/validation/citizen-id';
import { residentsServer } from './residents-harness';

// A union's welfare sent by selection and by a list of citizen IDs (spec 001 §3, §7 `tradeUnionUserinfo`).

let h: Awaited<ReturnType<typeof residentsServer>>;
const U = '/blade-tradeUnion';
const idCard = (n: number) => {
  const first17 = `53290119850101${String(n).padStart(3, '0')}`;
  return first17 + citizenIdCheckChar(first17);
};
const newestId = (table: string) =>
  String(h.server.db.prepare(`SELECT id FROM ${table} ORDER BY rowid DESC LIMIT 1`).pluck().get());
let union = '';
/** A welfare of the test's union, valid until 2099; its id. */
const newWelfare = async (name: string, parValue: number) => {
  const w = await h.post(`${U}/tradeUnionWelfare/submit`, {
    type: 1,
    name,
    parValue,
    validDate: ['2026-01-01', '2099-12-31'],
    year: 2026,
    tradeUnionId: union,
  });
  expect(w.status, w.body.msg).toBe(200);
  return newestId('trade_union_welfare');
};
let welfare = '';
const members: string[] = [];

beforeAll(async () => {
  h = await residentsServer();
  const created = await h.post(`${U}/tradeUnionUserinfo/submitTradeUnion`, {
    name: '大理市文旅局工会',
    bizUser: '杨晓',
    bizUserTel: '13887200001',
    head: '段红',
    headTel: '13887200002',
    addr: '大理市下关镇人民南路',
    district: '532901',
    town: '532901003',
  });
  expect(created.status, created.body.msg).toBe(200);
  union = newestId('trade_union');
  for (let n = 1; n <= 3; n += 1) {
    const res = await h.post(`${U}/tradeUnionMember/submit`, {
      tradeUnionId: union,
      realName: `会员${n}`,
      idCard: idCard(n),
    });
    expect(res.status, res.body.msg).toBe(200);
    members.push(newestId('trade_union_member'));
  }
  welfare = await newWelfare('春节慰问券', 200);
}, 120_000);
afterAll(async () => h.server.close());

describe('sending a union welfare', () => {
  it('by selection: each member once, counted in the record and the union figures', async () => {
    const res = await h.post(`${U}/tradeUnionUserinfo/welfareUserSend`, {}, { ids: members[0], welfareId: welfare });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ totalCount: 1, scount: 1, fcount: 0 });
    const statics = await h.get(`${U}/tradeUnion/getStatics`, { id: union });
    expect(statics.body.data).toMatchObject({
      vip: 3,
      welfareCount: 1,
      welfareAmount: 200,
      welfareUsed: 0,
      welfareNotUsed: 200,
    });
  });

  it('by a list of IDs: the invalid and unknown ones fail with their reason in the import log, the rest succeed', async () => {
    const bad = `${idCard(2).slice(0, 17)}${idCard(2)[17] === '0' ? '1' : '0'}`;
    const list = [idCard(2), bad, idCard(1), idCard(3), idCard(3), idCard(77)].join('\n');
    const res = await h.post(`${U}/tradeUnionUserinfo/welfareUserSendIdCards`, { welfareId: welfare, idCards: list });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ totalCount: 6, scount: 2, fcount: 4 });
    const record = (res.body.data as { recordId: string }).recordId;
    const log = (await h.get(`${U}/importLog/list`, { logId: record, size: '20' })).body.data as {
      records: { idCard: string; isSucess: number; reson: string }[];
    };
    const reasons = Object.fromEntries(log.records.map((row) => [`${row.idCard}|${row.isSucess}`, row.reson]));
    expect(reasons).toEqual({
      [`${idCard(2)}|1`]: '',
      [`${bad}|0`]: '证件号码校验位错误',
      [`${idCard(1)}|0`]: '该会员已发放过此福利',
      [`${idCard(3)}|1`]: '',
      [`${idCard(3)}|0`]: '名单中重复',
      [`${idCard(77)}|0`]: '未找到该身份证号的工会会员',
    });
  });

  it('computes the use status from the amounts and the clock, expiring after validDateTo', async () => {
    h.server.db
      .prepare('UPDATE trade_union_welfare_user SET used = 50, not_use = 150 WHERE user_id = ?')
      .run(members[1]);
    const stats = await h.get(`${U}/tradeUnionWelfareUser/getListStatistics`, { welfareId: welfare });
    expect(stats.body.data).toMatchObject({ total: 3, unused: 2, inUse: 1, usedUp: 0, expired: 0, used: 50 });
    h.server.db.prepare("UPDATE trade_union_welfare SET valid_date_to = '2020-01-01' WHERE id = ?").run(welfare);
    const expired = await h.get(`${U}/tradeUnionWelfareUser/list`, { useStatus: '3' });
    expect((expired.body.data as { total: number }).total).toBe(3);
    const refused = await h.post(
      `${U}/tradeUnionUserinfo/welfareUserSend`,
      {},
      { ids: members[2], welfareId: welfare },
    );
    expect(refused.body.msg).toBe('「春节慰问券」已过期，不能发放');
  });

  it('takes back an unused welfare, refuses a used one, and refuses to remove a sent welfare or a union with members', async () => {
    const back = await h.post(`${U}/tradeUnionUserinfo/delUserWelfare`, {}, { id: members[0], welfareId: welfare });
    expect(back.status, back.body.msg).toBe(200);
    const used = await h.post(`${U}/tradeUnionUserinfo/delUserWelfare`, {}, { id: members[1], welfareId: welfare });
    expect(used.body.msg).toBe('福利已使用，不能删除');
    const removeWelfare = await h.post(`${U}/tradeUnionWelfare/remove`, {}, { ids: welfare });
    expect(removeWelfare.body.msg).toBe('福利已发放给2名会员，不能删除');
    const removeUnion = await h.post(`${U}/tradeUnionUserinfo/removeTradeUnion`, {}, { ids: union });
    expect(removeUnion.body.msg).toBe('工会下还有3名会员，不能删除');
  });

  it('keeps another tenant out: its administrator sees no union and cannot send this welfare', async () => {
    const other = (await h.server.signIn('admin', 'admin', '100001')).access_token;
    const res = await h.server.call(other, {
      method: 'POST',
      url: `/api${U}/tradeUnionUserinfo/welfareUserSend`,
      query: { ids: members[2], welfareId: welfare },
    });
    expect(res.json()).toMatchObject({ code: 400, msg: '福利不存在或已被删除' });
    const list = await h.server.call(other, { method: 'GET', url: `/api${U}/tradeUnion/list` });
    expect((list.json() as { data: { total: number } }).data.total).toBe(0);
  });
});

describe('sending to members picked one by one (welfareUserSend with ids)', () => {
  let autumn = '';
  beforeAll(async () => {
    autumn = await newWelfare('中秋慰问券', 80);
  });
  const held = () => h.count('SELECT COUNT(*) AS n FROM trade_union_welfare_user WHERE welfare_id = ?', autumn);
  const records = () => h.count('SELECT COUNT(*) AS n FROM trade_union_send_record WHERE welfare_id = ?', autumn);

  it('writes nothing at all when a write fails half way', async () => {
    // The second member's row is refused by the database itself: the first one written must not stay.
    h.server.db.exec(
      `CREATE TEMP TRIGGER refuse_second BEFORE INSERT ON trade_union_welfare_user WHEN NEW.user_id = '${members[1]}'
       BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    );
    try {
      const res = await h.post(`${U}/tradeUnionUserinfo/welfareUserSend`, {
        welfareId: autumn,
        ids: [members[0], members[1], members[2]],
      });
      expect(res.status).not.toBe(200);
    } finally {
      h.server.db.exec('DROP TRIGGER refuse_second');
    }
    expect(held()).toBe(0);
    expect(records()).toBe(0);
  });

  it('sends to the picked members and names each one it could not reach with the reason', async () => {
    const first = await h.post(`${U}/tradeUnionUserinfo/welfareUserSend`, { welfareId: autumn, ids: [members[0]] });
    expect(first.body.data).toMatchObject({ totalCount: 1, scount: 1, fcount: 0, failures: [] });
    const res = await h.post(`${U}/tradeUnionUserinfo/welfareUserSend`, {
      welfareId: autumn,
      ids: [members[0], members[1], members[2], '1999999999999999999'],
    });
    expect(res.status, res.body.msg).toBe(200);
    const data = res.body.data as { scount: number; fcount: number; failures: unknown[] };
    expect(data).toMatchObject({ totalCount: 4, scount: 2, fcount: 2 });
    expect(data.failures).toEqual(
      expect.arrayContaining([
        { id: '1999999999999999999', realName: '', reason: '会员不存在' },
        { id: members[0], realName: '会员1', reason: '该会员已发放过此福利' },
      ]),
    );
    expect(held()).toBe(3);
  });

  it('takes a selection larger than the usual 1 MiB body and refuses a malformed id without writing', async () => {
    const many = Array.from({ length: 60_000 }, (_, n) => String(1_800_000_000_000_000_000n + BigInt(n)));
    const big = await h.post(`${U}/tradeUnionUserinfo/welfareUserSend`, { welfareId: autumn, ids: many });
    expect(big).toMatchObject({ status: 400, body: { msg: '没有可发放的会员' } });
    const bad = await h.post(`${U}/tradeUnionUserinfo/welfareUserSend`, { welfareId: autumn, ids: ['1', 'x;'] });
    expect(bad).toMatchObject({ status: 400, body: { msg: '参数错误: ids 格式不正确' } });
    expect(held()).toBe(3);
  });
});
