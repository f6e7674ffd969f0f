import { resourceModule } from '../../crud/resource-module';
import type { WireObject } from '../../http/wire';

/**
 * Feedback rows carry how many follow-ups they have (`followCount`); removing a feedback removes its thread in
 * the same transaction.
 */
export default resourceModule('userFeedback', ({ services }) => {
  const db = services.ctx.db;
  const counts = db.prepare<[string, string], { id: string; n: number }>(
    `SELECT user_feedback_id AS id, COUNT(*) AS n FROM trip_user_feedback_items WHERE tenant_id = ? AND is_deleted = 0
     AND user_feedback_id IN (SELECT value FROM json_each(?)) GROUP BY user_feedback_id`,
  );
  const removeThread = db.prepare<[string, string]>(
    `UPDATE trip_user_feedback_items SET is_deleted = 1 WHERE tenant_id = ? AND is_deleted = 0
     AND user_feedback_id IN (SELECT value FROM json_each(?))`,
  );
  return {
    hooks: {
      decorate(rows: WireObject[], identity) {
        const ids = rows.map((row) => String(row.id));
        const byId = new Map(counts.all(identity.tenantId, JSON.stringify(ids)).map((row) => [row.id, row.n]));
        return rows.map((row) => ({ ...row, followCount: byId.get(String(row.id)) ?? 0 }));
      },
      afterRemove(keys, identity) {
        removeThread.run(identity.tenantId, JSON.stringify(keys));
      },
    },
  };
});
