import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';

/**
 * Strategy content: the category must be a live strategy category of the caller's tenant; an operator's new
 * strategy is signed with their name; any edit sends it back to review (`audit_status` 0, the old refusal
 * cleared), so what the app shows is always what a reviewer passed.
 */
export default resourceModule('contentStrategy', ({ services }) => {
  const db = services.ctx.db;
  const category = db.prepare<[string, string]>(
    'SELECT 1 FROM app_content_category WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  return {
    hooks: {
      beforeWrite({ mode, identity, values }) {
        const categoryId = values.category_id ?? undefined;
        if (categoryId !== undefined && !category.get(identity.tenantId, String(categoryId)))
          throw badRequest('请选择攻略分类');
        if (mode === 'create') values.uid = identity.userName;
        values.audit_status = 0;
        values.refusal = null;
      },
    },
  };
});
