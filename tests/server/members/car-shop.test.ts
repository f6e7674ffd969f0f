import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarInfoWithHistory, CarRentalQuote } from '../../../src/shared/bladex/car';
import { createTestServer, tableCounts, type TestServer } from '../../helpers/server';

// The car shop: a car's review (carAudit) with its guards and history, featured cars, prices and quotes.

let server: TestServer;
let admin: string;
let other: string;

type Body = { code: number; msg: string; data: unknown };
const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object, query?: object) => {
  const res = await server.call(token, {
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    ...(query ? { query: query as Record<string, string> } : {}),
  });
  return { status: res.statusCode, body: res.json() as Body };
};
const counts = () => tableCounts(server.db, ['blade_log_api', 'blade_refresh_token', 'blade_access_revocation']);
const newestId = (table: string) =>
  String(server.db.prepare(`SELECT id FROM ${table} ORDER BY rowid DESC LIMIT 1`).pluck().get());

let brandId = '';
let seriesId = '';

const addCar = async (plateNumber: string) => {
  const res = await call(admin, 'POST', '/blade-shop/carInfo/submit', {
    plateNumber,
    brandId,
    seriesId,
    dayPrice: 19900,
    seats: 5,
  });
  expect(res.status, res.body.msg).toBe(200);
  return newestId('shop_car_info');
};

beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  await call(admin, 'POST', '/blade-shop/carBrand/submit', { name: '比亚迪', status: 1 });
  brandId = newestId('shop_car_brand');
  await call(admin, 'POST', '/blade-shop/carSeries/submit', { brandId, name: '秦PLUS', status: 1 });
  seriesId = newestId('shop_car_series');
  const tenant = await server.signIn('admin', 'admin', '100001').catch(() => undefined);
  other = tenant?.access_token ?? '';
}, 120_000);
afterAll(async () => server.close());

describe('car review', () => {
  it('adds a car waiting for review, with the plate and series checked', async () => {
    const before = counts();
    const badPlate = await call(admin, 'POST', '/blade-shop/carInfo/submit', {
      plateNumber: 'ABC123',
      brandId,
      seriesId,
      dayPrice: 100,
    });
    expect(badPlate).toMatchObject({ status: 400, body: { msg: '车牌号格式不正确' } });
    await call(admin, 'POST', '/blade-shop/carBrand/submit', { name: '吉利', status: 1 });
    const otherBrand = newestId('shop_car_brand');
    const mismatch = await call(admin, 'POST', '/blade-shop/carInfo/submit', {
      plateNumber: '云L66666',
      brandId: otherBrand,
      seriesId,
      dayPrice: 100,
    });
    expect(mismatch).toMatchObject({ status: 400, body: { msg: '所选车系不属于所选品牌' } });
    expect(counts()).toEqual({ ...before, shop_car_brand: before.shop_car_brand + 1 });

    const id = await addCar('云L12345');
    const stored = await call(admin, 'GET', '/blade-shop/carInfo/detail', undefined, { id });
    // Cents on the wire and in the table (the screens show yuan).
    expect(stored.body.data).toMatchObject({ plateNumber: '云L12345', auditStatus: 0, dayPrice: 19900 });
    // The table shows the brand and series by name (BladeX's VO names beside the ids).
    const listed = await call(admin, 'GET', '/blade-shop/carInfo/page', undefined, { plateNumber: '云L12345' });
    expect((listed.body.data as { records: object[] }).records).toEqual([
      expect.objectContaining({ id, brandId, seriesId, brandName: '比亚迪', seriesName: '秦PLUS' }),
    ]);
    expect(server.db.prepare('SELECT day_price FROM shop_car_info WHERE id = ?').pluck().get(id)).toBe(19900);
    const twice = await call(admin, 'POST', '/blade-shop/carInfo/submit', {
      plateNumber: '云L12345',
      brandId,
      seriesId,
      dayPrice: 1,
    });
    expect(twice).toMatchObject({ status: 400, body: { msg: '车牌号已存在' } });
  });

  it('rejects with a reason, refuses a rejection without one, then passes after an edit; history by getDataById', async () => {
    const id = await addCar('云LD88888');
    const before = counts();
    const noReason = await call(admin, 'POST', '/blade-shop/carInfo/carAudit', { id, auditStatus: 2 });
    expect(noReason).toMatchObject({ status: 400, body: { msg: '请输入驳回原因' } });
    expect(counts()).toEqual(before);

    const rejected = await call(admin, 'POST', '/blade-shop/carInfo/carAudit', {
      id,
      auditStatus: 2,
      auditMsg: '行驶证照片不清晰',
    });
    expect(rejected.status, rejected.body.msg).toBe(200);
    // A rejected car is not pending: reviewing it again is refused, naming its state.
    const again = await call(admin, 'POST', '/blade-shop/carInfo/carAudit', { id, auditStatus: 1 });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('审核驳回');

    // An edit of what renters see sends it back to review.
    const edited = await call(admin, 'POST', '/blade-shop/carInfo/submit', { id, images: 'https://example.com/a.png' });
    expect(edited.status, edited.body.msg).toBe(200);
    const passed = await call(admin, 'POST', '/blade-shop/carInfo/carAudit', { id, auditStatus: 1 });
    expect(passed.status, passed.body.msg).toBe(200);

    const detail = await call(admin, 'GET', '/blade-shop/carInfo/getDataById', undefined, { id });
    const car = detail.body.data as CarInfoWithHistory;
    expect(car).toMatchObject({ id, auditStatus: 1, auditUser: expect.any(String) as unknown });
    expect(car.auditRecords.map((entry) => [entry.fromState, entry.toState, entry.remark])).toEqual([
      ['0', '1', ''],
      ['0', '2', '行驶证照片不清晰'],
    ]);
    const none = await call(admin, 'GET', '/blade-shop/carInfo/getDataById', undefined, { id: '1' });
    // No such car: the empty answer `detail` gives too.
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({});
    const bad = await call(admin, 'GET', '/blade-shop/carInfo/getDataById', undefined, { id: "1' or 1=1" });
    expect(bad.status).toBe(400);
  });

  it('keeps another tenant away from the car and its review', async () => {
    if (!other) return;
    const id = await addCar('云L54321');
    const seen = await call(other, 'GET', '/blade-shop/carInfo/getDataById', undefined, { id });
    expect(seen.body.data).toEqual({});
    const before = counts();
    const audit = await call(other, 'POST', '/blade-shop/carInfo/carAudit', { id, auditStatus: 1 });
    expect(audit.status).toBeGreaterThanOrEqual(400);
    expect(counts()).toEqual(before);
  });
});

describe('featured cars and prices', () => {
  it('features only passed cars; customPage lists them with the car', async () => {
    const pending = await addCar('云L11111');
    const refused = await call(admin, 'POST', '/blade-shop/fancyCar/submit', { carId: pending, title: '周末自驾' });
    expect(refused).toMatchObject({ status: 400, body: { msg: '只有审核通过的车辆才能设为精品车' } });
    await call(admin, 'POST', '/blade-shop/carInfo/carAudit', { id: pending, auditStatus: 1 });
    const ok = await call(admin, 'POST', '/blade-shop/fancyCar/submit', {
      carId: pending,
      title: '周末自驾',
      status: 1,
    });
    expect(ok.status, ok.body.msg).toBe(200);
    const page = await call(admin, 'GET', '/blade-shop/fancyCar/customPage', undefined, { current: '1', size: '10' });
    const records = (page.body.data as { records: Record<string, unknown>[] }).records;
    expect(records).toContainEqual(
      expect.objectContaining({ carId: pending, plateNumber: '云L11111', brandName: '比亚迪', seriesName: '秦PLUS' }),
    );
  });

  it('quotes a rental from the passed price valid on the pick-up day, and lists prices waiting for review', async () => {
    const carId = await addCar('云L22222');
    await call(admin, 'POST', '/blade-shop/carInfo/carAudit', { id: carId, auditStatus: 1 });
    const badDates = await call(admin, 'POST', '/blade-shop/carPrice/submit', {
      carId,
      dayPrice: 20000,
      startDate: '2026-06-01',
      endDate: '2026-05-01',
    });
    expect(badDates).toMatchObject({ status: 400, body: { msg: '截止日期不能早于生效日期' } });
    const saved = await call(admin, 'POST', '/blade-shop/carPrice/submit', {
      carId,
      dayPrice: 20000,
      hourPrice: 3000,
      deposit: 200000,
      startDate: '2026-01-01',
    });
    expect(saved.status, saved.body.msg).toBe(200);
    const priceId = newestId('shop_car_price');
    const quoteBody = { carId, startTime: '2026-07-01 09:00:00', endTime: '2026-07-03 12:00:00' };
    const unpriced = await call(admin, 'POST', '/blade-shop/carPrice/userCarPrice', quoteBody);
    expect(unpriced).toMatchObject({ status: 400, body: { msg: '该车辆在取车日没有审核通过的价格' } });
    const waiting = await call(admin, 'GET', '/blade-shop/carPrice/auditList', undefined, { size: '100' });
    expect((waiting.body.data as { records: { id: string }[] }).records.map((row) => row.id)).toContain(priceId);

    await call(admin, 'POST', '/blade-shop/carPrice/audit', undefined, { ids: priceId, auditStatus: '1' });
    const quote = await call(admin, 'POST', '/blade-shop/carPrice/userCarPrice', quoteBody);
    expect(quote.status, quote.body.msg).toBe(200);
    // 51 hours: 2 days at 200 yuan, 3 hours at 30 yuan; deposit 2000 yuan (all in cents).
    expect(quote.body.data as CarRentalQuote).toMatchObject({
      days: 2,
      hours: 3,
      rentAmount: 2 * 20000 + 3 * 3000,
      deposit: 200000,
      totalAmount: 49000 + 200000,
    });
    const long = await call(admin, 'POST', '/blade-shop/carPrice/userCarPrice', {
      ...quoteBody,
      endTime: '2026-07-03 04:00:00',
    });
    // 43 hours: 19 hours at 30 yuan exceed a day's 200 yuan, so it is charged as a day.
    expect(long.body.data).toMatchObject({ days: 2, hours: 0, rentAmount: 40000 });
    const backwards = await call(admin, 'POST', '/blade-shop/carPrice/userCarPrice', {
      ...quoteBody,
      endTime: '2026-06-30 09:00:00',
    });
    expect(backwards).toMatchObject({ status: 400, body: { msg: '还车时间必须晚于取车时间' } });
    const garbled = await call(admin, 'POST', '/blade-shop/carPrice/userCarPrice', { ...quoteBody, startTime: '7/1' });
    expect(garbled).toMatchObject({ status: 400, body: { msg: '取车时间格式应为yyyy-MM-dd HH:mm:ss' } });
  });
});
