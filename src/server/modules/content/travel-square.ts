import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { textParam } from './page-params';
import { createProductPicker } from './product-picker';

/**
 * Travel-square posts: `allProduct` (a page of linkable products, the entrance picker's) and `allMerchant` (the
 * tenant's enabled merchants, id and name, searched by name) for the post form's pickers.
 */
export default resourceModule('travelSquare', ({ services, def }) => {
  const { db, wire } = services.ctx;
  const picker = createProductPicker(db);
  const merchants = db.prepare<[string, string, string], { id: string; name: string }>(
    `SELECT id, name FROM merchant_info WHERE tenant_id = ? AND is_deleted = 0 AND is_enable = 1
     AND (? = '' OR instr(name, ?) > 0) ORDER BY name, id LIMIT 500`,
  );
  return {
    routes(app) {
      app.get(`${def.endpoint}/allProduct`, async (request) => {
        const identity = identityOf(request);
        return R.data(picker.page(request, identity, (rows) => wire.rows(rows)));
      });
      app.get(`${def.endpoint}/allMerchant`, async (request) => {
        const identity = identityOf(request);
        const name = textParam(request, 'name');
        return R.data(wire.rows(merchants.all(identity.tenantId, name, name)));
      });
    },
  };
});
