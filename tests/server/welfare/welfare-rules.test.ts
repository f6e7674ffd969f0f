import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../helpers/server';
import { adminCalls } from '../merchant/admin-calls';

// Issue 12's rules of coupons, campaigns, claims and the lucky draw, on a database without the board seed.

let server: TestServer;
let admin: string;
const TENANT = '000000';
const MERCHANT = '871000000000000001';
const ON_SALE = '871000000000000011';
const PENDING = '871000000000000012';

const calls = adminCalls(
  () => server,
  () => admin,
);
const { call, insert } = calls;
const count = (sql: string) => server.db.prepare<[], { n: number }>(sql).get()?.n ?? 0;

const COUPON = {
  name: '满100减20',
  uesProductType: 1,
  type: 1,
  amount: 20,
  minUse: 100,
  remark: '文旅',
  openType: 1,
  img: 'https://example.com/c.png',
  receiveType: 2,
  useType: 2,
  useTypeFrom: '2026-12-01',
  useTypeTo: '2026-12-31',
  publishCntType: 2,
};

beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  calls.merchantWithProducts({ merchant: MERCHANT, onSale: ON_SALE, pending: PENDING }, '洱海渔家');
}, 60_000);
afterAll(async () => server.close());

describe('coupons', () => {
  let coupon = '';

  it('ask for the fixed use period only with useType 2, and refuse a period ending before it starts', async () => {
    const missing = await call('POST', '/blade-order/shopWelfare/submit', {
      payload: { ...COUPON, useTypeFrom: undefined, useTypeTo: undefined },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请选择使用时段');
    const backwards = await call('POST', '/blade-order/shopWelfare/submit', {
      payload: { ...COUPON, useTypeFrom: '2026-12-31', useTypeTo: '2026-12-01' },
    });
    expect(backwards.body.msg).toBe('开始时间不能晚于结束时间');
    const tooBig = await call('POST', '/blade-order/shopWelfare/submit', { payload: { ...COUPON, amount: 150 } });
    expect(tooBig.body.msg).toBe('面额不能大于使用门槛');
    expect(count('SELECT COUNT(*) AS n FROM shop_welfare')).toBe(0);
    const saved = await call('POST', '/blade-order/shopWelfare/submit', { payload: COUPON });
    expect(saved.body.code).toBe(200);
    coupon = String(server.db.prepare('SELECT id FROM shop_welfare').pluck().get());
    // Nothing claimed yet: 0, not a null the wire would write as -1.
    const detail = await call('GET', '/blade-order/shopWelfare/detail', { query: { id: coupon } });
    expect(detail.body.data).toMatchObject({ receiveCnt: 0, useType: 2, useTypeFrom: '2026-12-01' });
  });

  it('need a merchant when single-merchant, and take its name', async () => {
    const none = await call('POST', '/blade-order/shopWelfare/submit', { payload: { ...COUPON, uesProductType: 2 } });
    expect(none.body.msg).toBe('请选择适用商户');
    const one = await call('POST', '/blade-order/shopWelfare/submit', {
      payload: { ...COUPON, name: '单店券', uesProductType: 2, shopId: MERCHANT },
    });
    expect(one.body.code).toBe(200);
    expect(server.db.prepare("SELECT shop_name FROM shop_welfare WHERE name = '单店券'").pluck().get()).toBe(
      '洱海渔家',
    );
  });

  it('link only goods the picker offers, replace the list whole, and read it back', async () => {
    const refused = await call('POST', '/blade-order/shopWelfare/welfareGoodsSave', {
      payload: { id: coupon, goodsIds: [ON_SALE, PENDING] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('有1个商品不存在或未审核上架');
    expect(count('SELECT COUNT(*) AS n FROM shop_welfare_goods')).toBe(0);
    expect(
      (
        await call('POST', '/blade-order/shopWelfare/welfareGoodsSave', {
          payload: { id: coupon, goodsIds: [ON_SALE] },
        })
      ).body.code,
    ).toBe(200);
    const chosen = await call('GET', '/blade-order/shopWelfare/chooseList', { query: { id: coupon } });
    expect((chosen.body.data as { id: string }[]).map((row) => row.id)).toEqual([ON_SALE]);
    expect(
      (
        await call('POST', '/blade-order/shopWelfare/welfareMerchantSave', {
          payload: { id: coupon, merchantIds: MERCHANT },
        })
      ).body.code,
    ).toBe(200);
    const merchants = await call('GET', '/blade-order/shopWelfare/chooseMerchant', { query: { id: coupon } });
    expect((merchants.body.data as { name: string }[]).map((row) => row.name)).toEqual(['洱海渔家']);
  });

  it('count claims per coupon: used, unused and expired (an unused claim past its date is expired)', async () => {
    const claim = (id: string, use: number, validDate: string) =>
      insert('shop_welfare_user', {
        id,
        tenant_id: TENANT,
        shop_welfare_id: coupon,
        user_id: '1',
        receive_time: '2026-01-01 10:00:00',
        use_status: use,
        valid_date: validDate,
        unexpired: 1,
        is_deleted: 0,
      });
    claim('871000000000000101', 1, '2020-01-01');
    claim('871000000000000102', 0, '2099-01-01');
    claim('871000000000000103', 0, '2020-01-01');
    const stats = await call('GET', '/blade-order/shopWelfareUser/statistics51', { query: { shopWelfareId: coupon } });
    expect(stats.body.data).toMatchObject({ receiveCnt: 3, usedCnt: 1, unusedCnt: 1, expiredCnt: 1, usedAmount: 20 });
    const expired = await call('GET', '/blade-order/shopWelfareUser/detailList51', { query: { unexpired: '0' } });
    expect((expired.body.data as { records: { id: string }[] }).records.map((row) => row.id)).toEqual([
      '871000000000000103',
    ]);
  });
});

describe('the lucky draw', () => {
  it('refuses more plays a day than in all, remaining above total, and shipping without a courier number', async () => {
    const activity = {
      name: '幸运抽奖',
      code: 'LUCK1',
      img: 'https://example.com/a.png',
      startTime: '2026-01-01 00:00:00',
      endTime: '2026-02-01 00:00:00',
      dayCnt: 5,
      totalCnt: 3,
      perCnt: 1,
    };
    expect((await call('POST', '/blade-order/actVip/submit', { payload: activity })).body.msg).toBe(
      '每日抽奖次数不能大于总抽奖次数',
    );
    expect((await call('POST', '/blade-order/actVip/submit', { payload: { ...activity, dayCnt: 1 } })).body.code).toBe(
      200,
    );
    const duplicate = await call('POST', '/blade-order/actVip/submit', { payload: { ...activity, dayCnt: 1 } });
    expect(duplicate.body.msg).toBe('该活动编码已存在');
    const act = String(server.db.prepare("SELECT id FROM act_vip WHERE code = 'LUCK1'").pluck().get());
    const prize = {
      actId: act,
      name: '鲜花饼',
      img: 'https://example.com/p.png',
      totalCnt: 5,
      nowCnt: 6,
      cnt10000: 6000,
    };
    expect((await call('POST', '/blade-order/actPrize/submit', { payload: prize })).body.msg).toBe(
      '剩余数量不能大于奖品总数',
    );
    expect((await call('POST', '/blade-order/actPrize/submit', { payload: { ...prize, nowCnt: 5 } })).body.code).toBe(
      200,
    );
    expect(
      (await call('POST', '/blade-order/actPrize/submit', { payload: { ...prize, name: '游船票', nowCnt: 5 } })).body
        .code,
    ).toBe(200);
    const list = await call('GET', '/blade-order/actVip/list');
    expect((list.body.data as { records: { probabilityTotal: number }[] }).records[0].probabilityTotal).toBe(12000);
    const dic = await call('GET', '/blade-order/actPrize/listDic', { query: { actId: act } });
    expect((dic.body.data as unknown[]).length).toBe(2);
    insert('act_log', {
      id: '871000000000000201',
      tenant_id: TENANT,
      user_id: '1',
      act_num: 'LUCK1',
      win: 1,
      send: 0,
      is_deleted: 0,
    });
    const ship = await call('POST', '/blade-order/actLog/submit', { payload: { id: '871000000000000201', send: 1 } });
    expect(ship.status).toBe(400);
    expect(ship.body.msg).toBe('请输入快递单号');
    const shipped = await call('POST', '/blade-order/actLog/submit', {
      payload: { id: '871000000000000201', send: 1, kuaidiNo: 'SF1234567890' },
    });
    expect(shipped.body.code).toBe(200);
  });
});

describe('order reviews', () => {
  const OBJ = '871000000000000301';
  beforeAll(() => {
    for (const [id, score, images, shown] of [
      ['871000000000000311', 5, 'https://example.com/1.png', 1],
      ['871000000000000312', 4, null, 1],
      ['871000000000000313', 1, null, 0],
    ] as const)
      insert('order_evaluate', {
        id,
        tenant_id: TENANT,
        obj_id: OBJ,
        obj_name: '洱海游船',
        score,
        content: '好',
        images,
        is_show: shown,
        is_deleted: 0,
      });
  });

  it('sum up the shown reviews of one product; replies and hiding go through customUpdate by type', async () => {
    const summary = await call('GET', '/blade-order/evaluate/getEvaluateDataForPc', { query: { objId: OBJ } });
    expect(summary.body.data).toMatchObject({ total: 2, avgScore: 4.5, star5: 1, star4: 1, star1: 0, withImages: 1 });
    const update = (query: Record<string, string>, payload: object) =>
      call('POST', '/blade-order/evaluate/customUpdate', { query, payload });
    const blank = await update({ type: '1' }, { id: '871000000000000312', reply: ' ' });
    expect(blank.body.msg).toBe('请输入回复内容');
    expect((await update({ type: '1' }, { id: '871000000000000312', reply: '感谢好评' })).body.code).toBe(200);
    expect(server.db.prepare("SELECT reply FROM order_evaluate WHERE id = '871000000000000312'").pluck().get()).toBe(
      '感谢好评',
    );
    expect((await update({ type: '2' }, { id: '871000000000000311', isShow: 0 })).body.code).toBe(200);
    const after = await call('GET', '/blade-order/evaluate/getEvaluateDataForPc', { query: { objId: OBJ } });
    expect(after.body.data).toMatchObject({ total: 1, avgScore: 4 });
    const wrong = await update({ type: '3' }, { id: '871000000000000311' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('参数错误: type 只能为1或2');
  });
});

describe('campaign rounds', () => {
  it('lie inside their campaign, end after they start, and are one per round and category', async () => {
    expect(
      (
        await call('POST', '/blade-order/shopWelfareAct/submit', {
          payload: { name: '五一消费券', startTime: '2026-05-01 00:00:00', endTime: '2026-05-05 23:59:59' },
        })
      ).body.code,
    ).toBe(200);
    const act = String(server.db.prepare("SELECT id FROM shop_welfare_act WHERE name = '五一消费券'").pluck().get());
    const round = (from: string, to: string, fenlei = '餐饮') =>
      call('POST', '/blade-order/shopWelfareSetting/submit', {
        payload: { actId: act, lunci: '第一场', fenlei, limit: 1000, from, to },
      });
    expect((await round('2026-05-02 10:00:00', '2026-05-01 10:00:00')).body.msg).toBe('结束时间不能早于开始时间');
    expect((await round('2026-04-30 10:00:00', '2026-05-01 10:00:00')).body.msg).toBe(
      '场次时间须在活动时间2026-05-01 00:00:00至2026-05-05 23:59:59之内',
    );
    expect((await round('2026-05-01 10:00:00', '2026-05-01 12:00:00')).body.code).toBe(200);
    const twin = await round('2026-05-02 10:00:00', '2026-05-02 12:00:00');
    expect(twin.body.msg).toBe('该活动已有场次“第一场”分类“餐饮”的设置');
    expect(server.db.prepare('SELECT COUNT(*) FROM shop_welfare_setting WHERE is_deleted = 0').pluck().get()).toBe(1);
  });
});
