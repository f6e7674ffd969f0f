import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';
import { splitIds } from '../../http/wire';

/**
 * Tenant packages: the generic routes. A package's menus must exist; one still bound to a tenant is not removed
 * (the tenant would silently lose its limit and see every menu its roles hold). Binding is `tenant/package-setting`
 * (tenant.ts).
 */
export default resourceModule('tenantPackage', ({ services }) => {
  const db = services.ctx.db;
  const liveMenu = db.prepare<[string], { id: string }>('SELECT id FROM blade_menu WHERE id = ? AND is_deleted = 0');
  const boundTo = db.prepare<[string], { tenant_id: string }>(
    'SELECT tenant_id FROM blade_tenant WHERE package_id = ? AND is_deleted = 0 ORDER BY tenant_id LIMIT 1',
  );
  return {
    hooks: {
      beforeWrite({ values }) {
        if (values.menu_id === undefined) return;
        const ids = splitIds(String(values.menu_id ?? ''));
        if (!ids.every((id) => liveMenu.get(id))) throw badRequest('所选菜单不存在');
        values.menu_id = [...new Set(ids)].join(',');
      },
      beforeRemove(keys) {
        for (const key of keys) {
          const tenant = boundTo.get(key);
          if (tenant) throw badRequest(`该产品包已绑定租户 ${tenant.tenant_id},请先解除绑定`);
        }
      },
    },
  };
});
