import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';

/**
 * Posts: the generic routes, plus `post/select` for any signed-in user of the tenant: the user form picks posts
 * from it (bladex-contract.md §6 `select`).
 */
export default resourceModule('post', ({ services: { ctx } }) => {
  const posts = ctx.db.prepare<[string], Record<string, string | number | null>>(
    'SELECT id, tenant_id, category, post_code, post_name, sort FROM blade_post WHERE tenant_id = ? AND is_deleted = 0 ORDER BY sort, id',
  );
  return {
    routes(app) {
      app.get('/blade-system/post/select', async (request) => {
        const identity = identityOf(request);
        return R.data(ctx.wire.rows(posts.all(identity.tenantId)));
      });
    },
  };
});
