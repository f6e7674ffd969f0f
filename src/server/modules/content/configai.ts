import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';

/**
 * `enable (id)`: one AI configuration of a tenant is in use, so enabling one turns the tenant's others off, in
 * the action's transaction. A new configuration starts off; it is switched on only through `enable`.
 */
export default resourceModule('configai', ({ services }) => {
  const db = services.ctx.db;
  const allOff = db.prepare<[string]>('UPDATE app_config_ai SET is_enable = 0 WHERE tenant_id = ? AND is_deleted = 0');
  const on = db.prepare<[string, string]>(
    'UPDATE app_config_ai SET is_enable = 1 WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  return {
    hooks: {
      beforeWrite({ mode, values }) {
        if (mode === 'create') values.is_enable = 0;
        else delete values.is_enable;
      },
      actions: {
        enable: {
          run({ identity, keys }) {
            if (keys.length !== 1) throw badRequest('只能启用一个AI配置');
            allOff.run(identity.tenantId);
            on.run(identity.tenantId, keys[0]);
          },
        },
      },
    },
  };
});
