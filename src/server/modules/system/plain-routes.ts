import type { FastifyInstance } from 'fastify';
import {
  apiScopeResource,
  attachResource,
  clientResource,
  dataScopeResource,
  jiguangTemplateResource,
  paramResource,
  postResource,
} from '../../../shared/resources/index';
import { identityOf } from '../../http/auth-guard';
import { crudRoutes } from '../../crud/crud-routes';
import type { CrudServices } from '../../crud/crud-services';
import { R } from '../../http/r';

/**
 * Resources the generic routes serve whole: parameters, clients, data and API scopes,
 * attachments (read-only list with delete), posts and JPush message templates, plus `post/select` for the user
 * form.
 */
export const plainRoutes = async (app: FastifyInstance, { services }: { services: CrudServices }): Promise<void> => {
  for (const def of [
    paramResource,
    clientResource,
    dataScopeResource,
    apiScopeResource,
    attachResource,
    postResource,
    jiguangTemplateResource,
  ]) {
    await app.register(crudRoutes, { services, def });
  }
  const posts = services.ctx.db.prepare<[string], Record<string, string | number | null>>(
    'SELECT id, tenant_id, category, post_code, post_name, sort FROM blade_post WHERE tenant_id = ? AND is_deleted = 0 ORDER BY sort, id',
  );
  // Any signed-in user of the tenant: the user form picks posts from it (bladex-contract.md §6 `select`).
  app.get('/blade-system/post/select', async (request) => {
    const identity = identityOf(request);
    return R.data(services.ctx.wire.rows(posts.all(identity.tenantId)));
  });
};
