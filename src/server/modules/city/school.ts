import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';

/**
 * Schools (`schoolRegistrationArea`): `GET getRegionList` answers the registration areas (code, name) the school
 * form's 招生片区 picks from; a school's `dictKey` must be one of them.
 */
export default resourceModule('school', ({ services, def }) => {
  const db = services.ctx.db;
  const regions = db.prepare<[string], { id: string; code: string; name: string }>(
    `SELECT id, code, name FROM school_registration_region WHERE tenant_id = ? AND is_deleted = 0 ORDER BY code`,
  );
  const region = db.prepare<[string, string], { code: string }>(
    `SELECT code FROM school_registration_region WHERE tenant_id = ? AND code = ? AND is_deleted = 0`,
  );
  return {
    hooks: {
      beforeWrite({ identity, values }) {
        if (typeof values.dict_key === 'string' && !region.get(identity.tenantId, values.dict_key))
          throw badRequest('招生片区不存在');
      },
    },
    routes(app) {
      app.get(`${def.endpoint}/getRegionList`, async (request) => R.data(regions.all(identityOf(request).tenantId)));
    },
  };
});
