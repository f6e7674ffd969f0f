import { formatDateTime } from '../../db/clock';
import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { optionalId } from '../../crud/route-guards';
import { qrImage } from '../../qr/qr-image';

/**
 * Payment sub-merchants (`nhShopInfo`): the generic CRUD, and `GET /blade-order/nhpay/updateSubmer?subMerId=`
 * (button `merchant_sub_merchant_submer`): records that the acquiring bank's sub-merchant data was brought up to
 * date (sync status 已同步, the time). `GET getCouponQrCode?id=` answers the QR code (PNG data URL) of the
 * sub-merchant's coupon link (its `couponLink`; a row without one is refused, naming the field to fill in). The bank's own API is not reachable from this back office, so the call
 * records the operator's sync; a number no live row of the caller's tenant holds is refused and nothing changes.
 */
export default resourceModule('nhShopInfo', ({ services, def, store }) => {
  const mark = services.ctx.db.prepare<[string, string, string, string, string]>(
    `UPDATE ${def.table} SET sync_status = 1, sync_time = ?, update_time = ?, update_user = ?
     WHERE tenant_id = ? AND sub_mer_id = ? AND is_deleted = 0`,
  );
  return {
    hooks: {
      // A new sub-merchant has not been synced with the bank yet.
      beforeWrite({ mode, values }) {
        if (mode === 'create') values.sync_status = 0;
      },
    },
    routes(app) {
      app.get(`${def.endpoint}/getCouponQrCode`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const id = optionalId(request, 'id');
        if (!id) throw badRequest('请选择子商户');
        const row = store.get(identity, id);
        if (!row) throw badRequest('子商户不存在');
        const link = typeof row.coupon_link === 'string' ? row.coupon_link.trim() : '';
        if (!link) throw badRequest('该子商户尚未填写领券链接');
        return R.data(await qrImage(link, `${String(row.shop_name ?? id)}-领券二维码`));
      });
      app.get('/blade-order/nhpay/updateSubmer', async (request) => {
        const identity = identityOf(request);
        services.grants.requireWrite(identity, def, 'merchant_sub_merchant_submer');
        const raw = (request.query as Record<string, unknown> | undefined)?.subMerId;
        const subMerId = typeof raw === 'string' ? raw.trim() : '';
        if (!/^[0-9A-Za-z_-]{1,64}$/.test(subMerId)) throw badRequest('参数错误: subMerId 应为子商户号');
        const now = formatDateTime(services.ctx.now());
        const changed = mark.run(now, now, identity.userId, identity.tenantId, subMerId).changes;
        if (changed === 0) throw badRequest(`子商户号「${subMerId}」不存在`);
        return R.status(true);
      });
    },
  };
});
