import { resourceModule } from '../../crud/resource-module';
import { queryOf } from '../../crud/route-guards';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { checkRegistrationWindow } from './school-guide-rules';

/** The two dictionaries `getDictBizList` answers (spec 001 §7: `code=school_type` or `registration_type`). */
const GUIDE_DICTS = new Set(['school_type', 'registration_type']);

/** Registration guides: the window rule of §5, and `GET getDictBizList?code=` (the tenant's items of one of the two). */
export default resourceModule('schoolGuide', ({ services, def }) => {
  const items = services.ctx.db.prepare<
    [string, string],
    { id: string; dictKey: string; dictValue: string; sort: number }
  >(
    `SELECT id, dict_key AS dictKey, dict_value AS dictValue, sort FROM blade_dict_biz
     WHERE tenant_id = ? AND code = ? AND parent_id <> '0' AND is_deleted = 0 AND is_sealed = 0 ORDER BY sort`,
  );
  return {
    hooks: { beforeWrite: (args) => checkRegistrationWindow(args, services.ctx.now()) },
    routes(app) {
      app.get(`${def.endpoint}/getDictBizList`, async (request) => {
        const identity = identityOf(request);
        const code = String(queryOf(request).code ?? '').trim();
        if (!GUIDE_DICTS.has(code)) throw badRequest('code只能是school_type或registration_type');
        return R.data(items.all(identity.tenantId, code));
      });
    },
  };
});
