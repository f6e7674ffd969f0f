import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceBatchResult } from '../../../src/shared/bladex/traffic';
import { tableCounts, type TestServer } from '../../helpers/server';
import { startFlowServer, type FlowServer } from './flow-devices';

// People-flow counts and foot-traffic days come from the same registered devices as the vehicle captures, one
// record or a batch per submit; every record is checked on its own and a batch is not all-or-nothing.

let flow: FlowServer;
let server: TestServer;
const post = (resource: string, payload: unknown) => flow.submit(resource, payload);
const rows = (table: string) => Number(server.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get());
/** Every table's row count, less the request logs and tokens a call writes anyway. */
const untouched = () => tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);

const people = (overrides: Record<string, unknown> = {}) => ({
  location: '大理古城南门1号卡口',
  deviceCode: 'HK-011',
  collectedTime: '2026-01-05 09:00:00',
  inCount: 120,
  outCount: 80,
  stayCount: 40,
  ...overrides,
});
const footDay = (overrides: Record<string, unknown> = {}) => ({
  location: '大理古城南门',
  date: '2026-01-05',
  totalPassing: 3000,
  totalEntering: 1800,
  totalExiting: 1700,
  deviceCode: 'HK-012',
  genderStats: '{"male":900,"female":900}',
  ageProfile: '{"18-30":0.5,"31-45":0.5}',
  emotionStats: '{"happy":0.6,"calm":0.4}',
  ...overrides,
});

beforeAll(async () => {
  flow = await startFlowServer();
  server = flow.server;
}, 120_000);
afterAll(async () => server.close());

describe('people flow', () => {
  it('refuses one bad record with its reason and writes nothing', async () => {
    const before = untouched();
    for (const [bad, message] of [
      [people({ deviceCode: 'HK-999' }), '未登记的设备：HK-999'],
      [people({ collectedTime: '2099-01-01 00:00:00' }), '采集时间晚于当前时间：2099-01-01 00:00:00'],
      [people({ inCount: -3 }), '不能小于0'],
      [people({ location: '' }), '请输入地点'],
    ] as const) {
      const res = await post('peopleFlowData', bad);
      expect(res, message).toMatchObject({ status: 400, body: { msg: message } });
    }
    expect(untouched()).toEqual(before);
    expect((await post('peopleFlowData', people())).status).toBe(200);
    expect(rows('bigdata_people_flow')).toBe(before.bigdata_people_flow + 1);
  });

  it('keeps the good records of a batch and lists the bad ones by index (not all-or-nothing)', async () => {
    const before = rows('bigdata_people_flow');
    const res = await post('peopleFlowData', [
      people(),
      people({ deviceCode: 'HK-404' }),
      people({ deviceCode: 'HK-012', collectedTime: '2026-01-05 12:00:00' }),
      people({ outCount: 'many' }),
      [people()],
      people({ collectedTime: '2099-12-31 23:59:59' }),
      people({ stayCount: 1.5 }),
    ]);
    expect(res.status, res.body.msg).toBe(200);
    const result = res.body.data as DeviceBatchResult;
    expect(result.accepted).toBe(2);
    expect(result.refused).toEqual([
      { index: 1, reason: '未登记的设备：HK-404' },
      { index: 3, reason: '离开人数：请输入整数' },
      { index: 4, reason: '记录必须是JSON对象' },
      { index: 5, reason: '采集时间晚于当前时间：2099-12-31 23:59:59' },
      { index: 6, reason: '滞留人数：请输入整数' },
    ]);
    expect(rows('bigdata_people_flow')).toBe(before + 2);
    const kept = server.db
      .prepare('SELECT device_code, collected_time FROM bigdata_people_flow ORDER BY collected_time DESC LIMIT 2')
      .all();
    expect(kept).toEqual([
      { device_code: 'HK-012', collected_time: '2026-01-05 12:00:00' },
      { device_code: 'HK-011', collected_time: '2026-01-05 09:00:00' },
    ]);
  });

  it('refuses an empty or oversized batch whole', async () => {
    const before = untouched();
    expect(await post('peopleFlowData', [])).toMatchObject({ status: 400, body: { msg: '请提交至少一条记录' } });
    const tooMany = await post(
      'peopleFlowData',
      Array.from({ length: 1001 }, () => people()),
    );
    expect(tooMany).toMatchObject({ status: 400, body: { msg: '单次最多提交1000条记录' } });
    expect(untouched()).toEqual(before);
  });
});

describe('foot traffic', () => {
  it('refuses a bad day with its reason and keeps the good days of a batch', async () => {
    const before = untouched();
    const one = await post('countGroup', footDay({ date: '2099-01-01' }));
    expect(one).toMatchObject({ status: 400, body: { msg: '日期晚于今天：2099-01-01' } });
    expect(untouched()).toEqual(before);

    const res = await post('countGroup', [
      footDay(),
      footDay({ deviceCode: 'HK-777' }),
      footDay({ collectedTime: '2099-01-01 23:59:00' }),
      footDay({ totalEntering: -1 }),
      footDay({ date: '' }),
      footDay({ deviceCode: '', date: '2026-01-06' }),
    ]);
    expect(res.status, res.body.msg).toBe(200);
    const result = res.body.data as DeviceBatchResult;
    expect(result.accepted).toBe(2);
    expect(result.refused).toEqual([
      { index: 1, reason: '未登记的设备：HK-777' },
      { index: 2, reason: '采集时间晚于当前时间：2099-01-01 23:59:00' },
      { index: 3, reason: '进入人数：不能小于0' },
      { index: 4, reason: '请输入日期' },
    ]);
    expect(rows('bigdata_count_group')).toBe(before.bigdata_count_group + 2);
  });
});
