import { resourceModule } from '../../crud/resource-module';
import { referenceNames } from '../car/reference-names';
import { badRequest } from '../../http/errors';

const PASSED = 1;

/**
 * Member verification (spec 002 §7 "member authentication"): a request names a live member of the caller; a member
 * has at most one request waiting. Passing one (`audit` → 1) writes the verified real name onto the member in the
 * same transaction, so the member list shows who they are.
 */
export default resourceModule('memberAuth', ({ services, def }) => {
  const db = services.ctx.db;
  const member = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM app_member WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const waiting = db.prepare<[string, string, string], { id: string }>(
    'SELECT id FROM member_auth WHERE tenant_id = ? AND member_id = ? AND audit_status = 0 AND is_deleted = 0 AND id <> ?',
  );
  const setRealName = db.prepare<[string, string, string]>(
    'UPDATE app_member SET real_name = ? WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  return {
    hooks: {
      decorate: referenceNames(services.ctx.db, def),
      beforeWrite({ identity, values, existing }) {
        const memberId = String(values.member_id ?? existing?.member_id ?? '');
        if (!member.get(identity.tenantId, memberId)) throw badRequest('所选会员不存在');
        if (waiting.get(identity.tenantId, memberId, String(existing?.id ?? '')))
          throw badRequest('该会员已有待审核的认证申请');
      },
      actions: {
        audit: {
          after({ identity, rows, values }) {
            if (Number(values.audit_status) !== PASSED) return;
            for (const row of rows) setRealName.run(String(row.real_name), identity.tenantId, String(row.member_id));
          },
        },
      },
    },
  };
});
