import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrCodeImage, QrPoster } from '../../../src/shared/bladex/qr-code';
import { createTestServer, type TestServer } from '../../helpers/server';

// The QR codes of issues 11 and 12: real PNG images of the content the README names, refusals naming what is
// missing, and nothing of another tenant.

let server: TestServer;
let admin: string;
const TENANT = '000000';
const OTHER = '100001';
const MERCHANT = '872000000000000001';
const FOREIGN_MERCHANT = '872000000000000002';
const SUB = '872000000000000011';
const SUB_NO_LINK = '872000000000000012';
const CODE = '872000000000000021';
const TEMPLATE = '872000000000000031';
const TEMPLATE_OFF = '872000000000000032';

type Body<T> = { code: number; msg: string; data: T };
const get = async <T>(url: string, query: Record<string, string>) => {
  const res = await server.call(admin, { method: 'GET', url: `/api${url}`, query });
  return { status: res.statusCode, body: res.json() as Body<T> };
};
const insert = (table: string, values: Record<string, string | number | null>) => {
  const names = Object.keys(values);
  server.db
    .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
    .run(...names.map((name) => values[name]));
};
/** The PNG the server must have made for `content` (the encoder is deterministic for the same options). */
const expected = (content: string, width: number) =>
  QRCode.toDataURL(content, { errorCorrectionLevel: 'M', margin: 2, width, type: 'image/png' });

beforeAll(async () => {
  server = await createTestServer();
  admin = (await server.signIn('admin', 'admin')).access_token;
  insert('merchant_info', { id: MERCHANT, tenant_id: TENANT, name: '洱海渔家', trade_type: 1, is_deleted: 0 });
  insert('merchant_info', { id: FOREIGN_MERCHANT, tenant_id: OTHER, name: '弥渡商户', trade_type: 1, is_deleted: 0 });
  insert('order_nh_shop_info', {
    id: SUB,
    tenant_id: TENANT,
    shop_name: '洱海渔家',
    sub_mer_id: 'NH001',
    coupon_link: 'https://m.dali-travel.cn/coupon?shopId=1',
    is_deleted: 0,
  });
  insert('order_nh_shop_info', { id: SUB_NO_LINK, tenant_id: TENANT, shop_name: '无链接', is_deleted: 0 });
  insert('coupon_codes_record', { id: CODE, tenant_id: TENANT, code: 'DL2026ABC', use_status: 0, is_deleted: 0 });
  for (const [id, enabled] of [
    [TEMPLATE, 1],
    [TEMPLATE_OFF, 0],
  ] as const)
    insert('app_qrcode_template', {
      id,
      tenant_id: TENANT,
      name: `海报${enabled}`,
      image_url: 'https://example.com/poster.png',
      qr_size: 320,
      qr_left: 40,
      qr_top: 600,
      is_enable: enabled,
      is_deleted: 0,
    });
});

afterAll(async () => {
  await server.close();
});

describe('QR codes', () => {
  it("answer a merchant's coupon-page link as a PNG", async () => {
    const { status, body } = await get<QrCodeImage>('/blade-merchant-product/merchantInfo/getCouponQrCode', {
      id: MERCHANT,
    });
    expect(status).toBe(200);
    expect(body.data.content).toBe(`https://m.dali-travel.cn/coupon?shopId=${MERCHANT}`);
    expect(body.data.fileName).toBe('洱海渔家-领券二维码.png');
    expect(body.data.image).toBe(await expected(body.data.content, 400));
    const png = Buffer.from(body.data.image.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it("refuse another tenant's merchant and a missing id", async () => {
    const foreign = await get('/blade-merchant-product/merchantInfo/getCouponQrCode', { id: FOREIGN_MERCHANT });
    expect([foreign.status, foreign.body.msg]).toEqual([400, '商户不存在']);
    const none = await get('/blade-merchant-product/merchantInfo/getCouponQrCode', {});
    expect([none.status, none.body.msg]).toEqual([400, '请选择商户']);
  });

  it("answer a sub-merchant's coupon link, and name the missing link", async () => {
    const { body } = await get<QrCodeImage>('/blade-order/nhShopInfo/getCouponQrCode', { id: SUB });
    expect(body.data.content).toBe('https://m.dali-travel.cn/coupon?shopId=1');
    expect(body.data.image).toBe(await expected(body.data.content, 400));
    const bare = await get('/blade-order/nhShopInfo/getCouponQrCode', { id: SUB_NO_LINK });
    expect([bare.status, bare.body.msg]).toEqual([400, '该子商户尚未填写领券链接']);
  });

  it('put a coupon code on a template: the code itself, or the coupon page with the code (new)', async () => {
    const base = '/blade-shop/couponCodesRecords/getCouponQrCode/template';
    const plain = await get<QrPoster>(base, { id: CODE, templateId: TEMPLATE });
    expect(plain.body.data.content).toBe('DL2026ABC');
    expect(plain.body.data.template).toMatchObject({ id: TEMPLATE, qrSize: 320, qrLeft: 40, qrTop: 600 });
    expect(plain.body.data.image).toBe(await expected('DL2026ABC', 320));
    const linked = await get<QrPoster>(`${base}/new`, { id: CODE, templateId: TEMPLATE });
    expect(linked.body.data.content).toBe('https://m.dali-travel.cn/coupon?code=DL2026ABC');
    const off = await get(base, { id: CODE, templateId: TEMPLATE_OFF });
    expect([off.status, off.body.msg]).toEqual([400, '二维码模板不存在或已停用']);
    const noTemplate = await get(`${base}/new`, { id: CODE });
    expect([noTemplate.status, noTemplate.body.msg]).toEqual([400, '请选择二维码模板']);
  });
});
