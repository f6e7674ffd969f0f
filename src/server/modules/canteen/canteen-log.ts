import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';

/**
 * The meal log (spec 002 §7 `/blade-order/canteenLog`): a meal names a live canteen of the caller, whose name it
 * keeps (`canteenName`) as the log row of a day must read the same later; its business number is unique per
 * tenant. Every write moves that day's canteen statistics (triggers, migration 202611261718).
 */
export default resourceModule('canteenLog', ({ services }) => {
  const db = services.ctx.db;
  const canteen = db.prepare<[string, string], { name: string }>(
    'SELECT name FROM canteen_info WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const bizNoTaken = db.prepare<[string, string, string], { id: string }>(
    'SELECT id FROM canteen_log WHERE tenant_id = ? AND biz_no = ? AND is_deleted = 0 AND id <> ?',
  );
  return {
    hooks: {
      beforeWrite({ identity, values, existing }) {
        const canteenId = String(values.canteen_id ?? existing?.canteen_id ?? '');
        const found = canteen.get(identity.tenantId, canteenId);
        if (!found) throw badRequest('所选食堂不存在');
        values.canteen_name = found.name;
        const bizNo = String(values.biz_no ?? existing?.biz_no ?? '');
        if (bizNoTaken.get(identity.tenantId, bizNo, String(existing?.id ?? ''))) throw badRequest('业务单号已存在');
      },
    },
  };
});
