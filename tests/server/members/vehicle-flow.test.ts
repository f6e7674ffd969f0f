import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceBatchResult } from '../../../src/shared/bladex/traffic';
import { tableCounts, type TestServer } from '../../helpers/server';
import { startFlowServer, type FlowServer } from './flow-devices';

// Devices post vehicle captures one at a time or in batches; every record is checked on its own.

let server: TestServer;
let admin: string;
let flow: FlowServer;
const submit = (payload: unknown) => flow.submit('vehicleFlowData', payload);
const captures = () => Number(server.db.prepare('SELECT COUNT(*) FROM bigdata_vehicle_flow').pluck().get());
const record = (overrides: Record<string, unknown> = {}) => ({
  plateNumber: '云L12345',
  capturedTime: '2026-01-05 09:30:00',
  deviceCode: 'HK-011',
  location: '大理古城南门',
  ...overrides,
});

beforeAll(async () => {
  flow = await startFlowServer();
  ({ server, admin } = flow);
}, 120_000);
afterAll(async () => server.close());

describe('vehicle captures', () => {
  it('refuses one bad record with its reason and writes nothing', async () => {
    const before = tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);
    for (const [bad, message] of [
      [record({ plateNumber: 'AB-123' }), '车牌号格式不正确：AB-123'],
      [record({ capturedTime: '2099-01-01 00:00:00' }), '抓拍时间晚于当前时间：2099-01-01 00:00:00'],
      [record({ deviceCode: 'HK-999' }), '未登记的设备：HK-999'],
      [record({ capturedTime: '' }), '请选择抓拍时间'],
    ] as const) {
      const res = await submit(bad);
      expect(res, message).toMatchObject({ status: 400, body: { msg: message } });
    }
    expect(tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation'])).toEqual(before);
    expect((await submit(record())).status).toBe(200);
  });

  it('keeps the good records of a batch and lists the bad ones by index (not all-or-nothing)', async () => {
    const before = captures();
    const res = await submit([
      record({ plateNumber: '云LD12345' }),
      record({ plateNumber: '云A1234' }),
      'not a record',
      record({ deviceCode: 'HK-012', plateNumber: '川A88888' }),
      record({ capturedTime: '2099-12-31 23:59:59' }),
    ]);
    expect(res.status, res.body.msg).toBe(200);
    const result = res.body.data as DeviceBatchResult;
    expect(result.accepted).toBe(2);
    expect(result.refused).toEqual([
      { index: 1, reason: '车牌号格式不正确：云A1234' },
      { index: 2, reason: '记录必须是JSON对象' },
      { index: 4, reason: '抓拍时间晚于当前时间：2099-12-31 23:59:59' },
    ]);
    expect(captures()).toBe(before + 2);
    const tooMany = await submit(Array.from({ length: 1001 }, () => record()));
    expect(tooMany).toMatchObject({ status: 400, body: { msg: '单次最多提交1000条记录' } });
    expect(captures()).toBe(before + 2);
  });

  it('lists captures newest first', async () => {
    const res = await server.call(admin, { method: 'GET', url: '/api/blade-bigdata/vehicleFlowData/list' });
    const rows = (res.json() as { data: { records: { createTime: string }[] } }).data.records;
    const times = rows.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('vehicle statistics', () => {
  it('follow the captures on write: per area, day and hour, local and non-local', async () => {
    const statsOf = (day: string) =>
      server.db
        .prepare(
          "SELECT vehicle_count AS n, local_count AS l, foreign_count AS f FROM bigdata_vehicle_statistics WHERE area_code = 'DL-GC-S' AND stat_date = ? AND is_deleted = 0",
        )
        .get(day);
    const hourOf = (day: string, hour: number) =>
      server.db
        .prepare(
          "SELECT vehicle_count FROM bigdata_vehicle_hour WHERE area_code = 'DL-GC-S' AND stat_date = ? AND hour = ? AND is_deleted = 0",
        )
        .pluck()
        .get(day, hour);
    const res = await submit([
      record({ capturedTime: '2026-02-01 08:10:00', plateNumber: '云L10001' }),
      record({ capturedTime: '2026-02-01 08:50:00', plateNumber: '川A10002' }),
      record({ capturedTime: '2026-02-01 17:05:00', plateNumber: '云L10003', deviceCode: 'HK-012' }),
    ]);
    expect((res.body.data as DeviceBatchResult).accepted).toBe(3);
    expect(statsOf('2026-02-01')).toEqual({ n: 3, l: 2, f: 1 });
    expect([hourOf('2026-02-01', 8), hourOf('2026-02-01', 17)]).toEqual([2, 1]);
    const id = String(
      server.db.prepare("SELECT id FROM bigdata_vehicle_flow WHERE plate_number = '川A10002'").pluck().get(),
    );
    const removed = await server.call(admin, {
      method: 'POST',
      url: '/api/blade-bigdata/vehicleFlowData/remove',
      query: { ids: id },
    });
    expect(removed.statusCode).toBe(200);
    expect(statsOf('2026-02-01')).toEqual({ n: 2, l: 2, f: 0 });
    expect(hourOf('2026-02-01', 8)).toBe(1);
  });
});

describe('the capture list total', () => {
  const listTotal = async (query: Record<string, string>) => {
    const res = await server.call(admin, { method: 'GET', url: '/api/blade-bigdata/vehicleFlowData/list', query });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { total: number } }).data.total;
  };
  const counted = (where = '') =>
    Number(
      server.db
        .prepare(`SELECT COUNT(*) FROM bigdata_vehicle_flow WHERE tenant_id = '000000' AND is_deleted = 0 ${where}`)
        .pluck()
        .get(),
    );
  const kept = () =>
    server.db
      .prepare("SELECT device_code, live_count FROM bigdata_vehicle_flow_count WHERE tenant_id = '000000' ORDER BY 1")
      .all();

  it('is the count kept on write: inserts, soft deletes and device moves, unfiltered and by device', async () => {
    await submit([
      record({ capturedTime: '2026-03-01 10:00:00', plateNumber: '云L20001' }),
      record({ capturedTime: '2026-03-01 10:01:00', plateNumber: '云L20002', deviceCode: 'HK-012' }),
    ]);
    const id = String(
      server.db.prepare("SELECT id FROM bigdata_vehicle_flow WHERE plate_number = '云L20001'").pluck().get(),
    );
    await server.call(admin, { method: 'POST', url: '/api/blade-bigdata/vehicleFlowData/remove', query: { ids: id } });
    server.db.prepare("UPDATE bigdata_vehicle_flow SET device_code = 'HK-011' WHERE plate_number = '云L20002'").run();
    expect(kept()).toEqual([
      { device_code: 'HK-011', live_count: counted("AND device_code = 'HK-011'") },
      { device_code: 'HK-012', live_count: counted("AND device_code = 'HK-012'") },
    ]);
    expect(await listTotal({ size: '5' })).toBe(counted());
    expect(await listTotal({ size: '6', deviceCode: 'HK-012' })).toBe(counted("AND device_code LIKE '%HK-012%'"));
    server.db.prepare('DELETE FROM bigdata_vehicle_flow WHERE id = ?').run(id);
    expect(await listTotal({ size: '7' })).toBe(counted());
  });

  it('answers from the kept count where it can and counts the rows for any other search', async () => {
    const truth = counted();
    // A wrong kept count shows through only where the list reads it: unfiltered and by device, not by plate.
    server.db
      .prepare("UPDATE bigdata_vehicle_flow_count SET live_count = live_count + 100 WHERE tenant_id = '000000'")
      .run();
    try {
      const devices = kept().length;
      expect(await listTotal({ size: '8' })).toBe(truth + 100 * devices);
      expect(await listTotal({ size: '8', deviceCode: 'HK-011' })).toBe(
        counted("AND device_code LIKE '%HK-011%'") + 100,
      );
      expect(await listTotal({ size: '8', plateNumber: '云L' })).toBe(counted("AND plate_number LIKE '%云L%'"));
    } finally {
      server.db
        .prepare("UPDATE bigdata_vehicle_flow_count SET live_count = live_count - 100 WHERE tenant_id = '000000'")
        .run();
    }
    expect(await listTotal({ size: '9' })).toBe(truth);
  });

  it('counts the rows when a data scope limits what the caller sees', async () => {
    const menuId = (code: string) =>
      String(server.db.prepare('SELECT id FROM blade_menu WHERE code = ? AND is_deleted = 0').pluck().get(code));
    const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await server.call(token, { method, url: `/api${url}`, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: unknown };
    };
    // 本人: the captures the caller created itself (none; the administrator submitted them all).
    await call(admin, 'POST', '/blade-system/data-scope/submit', {
      menuId: menuId('traffic_vehicle_flow'),
      scopeName: '本人可见',
      resourceCode: 'traffic_vehicle_flow',
      scopeColumn: 'create_user',
      scopeField: '*',
      scopeClass: 'org.springblade.modules.bigdata.mapper.VehicleFlowDataMapper.selectVehicleFlowDataPage',
      scopeType: 2,
    });
    const scopeId = String(
      server.db.prepare('SELECT id FROM blade_scope_data ORDER BY rowid DESC LIMIT 1').pluck().get(),
    );
    const roleId = '1999000000000000078';
    server.db
      .prepare(
        "INSERT INTO blade_role (id, tenant_id, parent_id, role_name, sort, role_alias) VALUES (?, '000000', '0', '车流本人', 9, 'flow_self')",
      )
      .run(roleId);
    await call(admin, 'POST', '/blade-system/role/grant', {
      roleIds: [roleId],
      menuIds: ['traffic', 'traffic_vehicle_flow', 'traffic_vehicle_flow_view'].map(menuId),
      dataScopeIds: [scopeId],
    });
    const dept = String(
      server.db.prepare("SELECT id FROM blade_dept WHERE tenant_id = '000000' ORDER BY id LIMIT 1").pluck().get(),
    );
    await call(admin, 'POST', '/blade-system/user/submit', {
      account: 'flow_viewer',
      password: 'secret1',
      password2: 'secret1',
      name: '车流',
      realName: '车流查看',
      userType: 1,
      roleId,
      deptId: dept,
    });
    const token = (await server.signIn('flow_viewer', 'secret1')).access_token;
    expect(counted()).toBeGreaterThan(0);
    const seen = await call(token, 'GET', '/blade-bigdata/vehicleFlowData/list?size=10');
    expect((seen.data as { total: number; records: unknown[] }).total).toBe(0);
  });
});
