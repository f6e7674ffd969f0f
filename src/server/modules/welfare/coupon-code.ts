import type { FastifyRequest } from 'fastify';
import { resourceModule } from '../../crud/resource-module';
import { optionalId } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';
import type { QrPoster } from '../../../shared/bladex/qr-code';
import { COUPON_URL_DEFAULT, COUPON_URL_PARAM, linkWith, qrImage } from '../../qr/qr-image';

interface TemplateRow {
  id: string;
  name: string;
  image_url: string;
  qr_size: number | null;
  qr_left: number | null;
  qr_top: number | null;
}

/**
 * Coupon codes: `getRecordsById?id=` answers the codes of one coupon (newest first); a code already used is kept
 * (the refusal says how many of the chosen are used), and a code's coupon must be one of the tenant's.
 * `getCouponQrCode/template?id=&templateId=` answers a code's QR for a poster template (the code itself, what the
 * merchant's counter scanner reads), `/template/new` the same poster with the newer QR content: the tenant's coupon
 * page with the code (`h5.couponUrl?code=`), which a customer opens in WeChat. Both sized and placed by the
 * template (an enabled one of the tenant); the screen draws the poster.
 */
export default resourceModule('couponCode', ({ services, def }) => {
  const db = services.ctx.db;
  const ofCoupon = db.prepare<[string, string], Row>(
    `SELECT * FROM coupon_codes_record WHERE tenant_id = ? AND shop_welfare_id = ? AND is_deleted = 0
     ORDER BY create_time DESC, id DESC LIMIT 1000`,
  );
  const used = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM coupon_codes_record WHERE tenant_id = ? AND is_deleted = 0 AND use_status = 1
     AND id IN (SELECT value FROM json_each(?))`,
  );
  const coupon = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM shop_welfare WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const codeRow = db.prepare<[string, string], { code: string }>(
    'SELECT code FROM coupon_codes_record WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const template = db.prepare<[string, string], TemplateRow>(
    `SELECT id, name, image_url, qr_size, qr_left, qr_top FROM app_qrcode_template
     WHERE tenant_id = ? AND id = ? AND is_deleted = 0 AND is_enable = 1`,
  );
  const poster = async (request: FastifyRequest, linked: boolean): Promise<QrPoster> => {
    const identity = identityOf(request);
    services.grants.requireRead(identity, def);
    const id = optionalId(request, 'id');
    if (!id) throw badRequest('请选择券码');
    const templateId = optionalId(request, 'templateId');
    if (!templateId) throw badRequest('请选择二维码模板');
    const code = codeRow.get(identity.tenantId, id)?.code;
    if (!code) throw badRequest('券码不存在');
    const chosen = template.get(identity.tenantId, templateId);
    if (!chosen) throw badRequest('二维码模板不存在或已停用');
    const content = linked ? linkWith(services.ctx.param(COUPON_URL_PARAM) ?? COUPON_URL_DEFAULT, { code }) : code;
    const size = chosen.qr_size ?? 300;
    const image = await qrImage(content, `券码${code}-${chosen.name}`, size);
    return {
      ...image,
      template: {
        id: chosen.id,
        name: chosen.name,
        imageUrl: chosen.image_url,
        qrSize: image.size,
        qrLeft: chosen.qr_left ?? 0,
        qrTop: chosen.qr_top ?? 0,
      },
    };
  };
  return {
    hooks: {
      beforeWrite({ identity, values }) {
        if (values.shop_welfare_id === undefined) return;
        if (!coupon.get(identity.tenantId, String(values.shop_welfare_id))) throw badRequest('所选优惠券不存在');
      },
      beforeRemove(keys, identity) {
        const n = used.get(identity.tenantId, JSON.stringify(keys))?.n ?? 0;
        if (n > 0) throw badRequest(`所选券码中有${n}个已使用，不能删除`);
      },
    },
    routes(app) {
      app.get(`${def.endpoint}/getCouponQrCode/template`, async (request) => R.data(await poster(request, false)));
      app.get(`${def.endpoint}/getCouponQrCode/template/new`, async (request) => R.data(await poster(request, true)));
      app.get('/blade-shop/couponCodesRecords/getRecordsById', async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const id = optionalId(request, 'id');
        if (!id) throw badRequest('请选择优惠券');
        return R.data(services.ctx.wire.rows(ofCoupon.all(identity.tenantId, id)));
      });
    },
  };
});
