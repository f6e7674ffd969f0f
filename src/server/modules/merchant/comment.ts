import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';

/**
 * Product reviews: `batchShield?ids=` shields every chosen review of the caller's tenant at once (the switch of
 * one row is `updateShield`). Ids of no review of the tenant are refused, naming how many, and nothing changes.
 */
export default resourceModule('comment', ({ services }) => {
  const shield = services.ctx.db.prepare<[string, string], unknown>(
    `UPDATE merchant_comment SET is_shield = 1 WHERE tenant_id = ? AND is_deleted = 0
     AND id IN (SELECT value FROM json_each(?))`,
  );
  return {
    hooks: {
      actions: {
        batchShield: {
          run({ identity, keys, rows }) {
            if (keys.length === 0) throw badRequest('请选择至少一条数据');
            if (rows.length !== keys.length) throw badRequest(`有${keys.length - rows.length}条评价不存在`);
            shield.run(identity.tenantId, JSON.stringify(keys));
            return { shielded: keys.length };
          },
        },
      },
    },
  };
});
