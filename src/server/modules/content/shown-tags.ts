import type { FastifyInstance } from 'fastify';
import type { CrudServices } from '../../crud/crud-services';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';

/**
 * The shown tags of a tag table, by sort, for the forms that pick them (`LandmarkTag/taglist`,
 * `contentGuideTag/select`, `preferenceTagConfig/list_all`, spec 001 §7).
 */
export const shownTagsRoute = (
  services: CrudServices,
  table: string,
  path: string,
  sortColumn = 'sort',
): ((app: FastifyInstance) => void) => {
  const { db, wire } = services.ctx;
  const shown = db.prepare<[string], Record<string, string | number | null>>(
    `SELECT id, tag, icon_url, ${sortColumn} AS sort FROM ${table}
     WHERE tenant_id = ? AND is_deleted = 0 AND is_show = 1 ORDER BY ${sortColumn}, id`,
  );
  return (app) => {
    app.get(path, async (request) => {
      const identity = identityOf(request);
      return R.data(wire.rows(shown.all(identity.tenantId)));
    });
  };
};
