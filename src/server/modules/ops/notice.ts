import type { HomeNotice } from '../../../shared/bladex/ops';
import { resourceModule } from '../../crud/resource-module';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';

/** How many notices the home page shows. */
const HOME_NOTICES = 5;

/**
 * Desk notices: `home` answers the notices of the caller's tenant released up to now that target none of the roles
 * (everyone) or one of the caller's roles, newest first, at most five. Any signed-in user may read it.
 */
export default resourceModule('notice', ({ services }) => {
  const { ctx } = services;
  const notices = ctx.db.prepare<[string, string, string], HomeNotice>(
    `SELECT id, title, category, release_time AS releaseTime, content FROM blade_notice n
     WHERE tenant_id = ? AND is_deleted = 0 AND release_time <= ?
       AND (COALESCE(role_ids, '') = ''
            OR EXISTS (SELECT 1 FROM json_each(?) r WHERE ',' || n.role_ids || ',' LIKE '%,' || r.value || ',%'))
     ORDER BY release_time DESC, id DESC LIMIT ${HOME_NOTICES}`,
  );
  return {
    routes(app) {
      app.get('/blade-desk/notice/home', async (request) => {
        const identity = identityOf(request);
        return R.data(notices.all(identity.tenantId, formatDateTime(ctx.now()), JSON.stringify(identity.roleIds)));
      });
    },
  };
});
