import { resourceModule } from '../../crud/resource-module';
import { formatDateTime } from '../../db/clock';

/**
 * Activity orders: a refund (the engine's guarded transition 1 paid → 2 refunded) also cancels the order's
 * sign-up in the same transaction, so the place is free again; a sign-up already signed in stays as it is.
 */
export default resourceModule('activityOrder', ({ services }) => {
  const freePlace = services.ctx.db.prepare<[string, string, string, string, string]>(
    `UPDATE project_signup SET sign_status = 2, cancel_time = ?, update_time = ?, update_user = ?
     WHERE tenant_id = ? AND id = ? AND is_deleted = 0 AND sign_status = 0`,
  );
  return {
    hooks: {
      actions: {
        refund: {
          after({ identity, rows }) {
            const time = formatDateTime(services.ctx.now());
            for (const row of rows)
              if (row.signup_id) freePlace.run(time, time, identity.userId, identity.tenantId, String(row.signup_id));
          },
        },
      },
    },
  };
});
