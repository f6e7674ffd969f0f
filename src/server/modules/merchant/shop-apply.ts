import { resourceModule } from '../../crud/resource-module';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';
import { merchantPlacement } from './merchant-placement';

const PASSED = '1';

/**
 * Onboarding applications: passing one opens the merchant it asks for, in the same transaction as the review — a
 * passed application that left the operator to type the merchant again would be a review without an effect. The
 * merchant takes the application's name, phone (sign-in and contact), person in charge, address, business type and
 * town (with the industry and county derived from them), starts passed, enabled and open for business, and the
 * operator completes the rest in 商户管理. A pass is refused, naming what is missing, when the application lacks the
 * business type or the town a merchant needs, or when a live merchant of the same name exists.
 */
export default resourceModule('shopApply', ({ services }) => {
  const db = services.ctx.db;
  const place = merchantPlacement(db);
  const sameName = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM merchant_info WHERE tenant_id = ? AND name = ? AND is_deleted = 0 LIMIT 1',
  );
  const insert = db.prepare<Record<string, unknown>, unknown>(
    `INSERT INTO merchant_info (id, tenant_id, name, phone, contact_info, principal, address, category_id,
       sub_category_id, category_name, sub_category_name, trade_type, city_code, district_code, town_code, city_name,
       district_name, town_name, audit_status, audit_time, audit_user, create_user, create_dept, create_time,
       update_user, update_time)
     VALUES (@id, @tenant_id, @name, @phone, @phone, @principal, @address, @category_id, @sub_category_id,
       @category_name, @sub_category_name, @trade_type, @city_code, @district_code, @town_code, @city_name,
       @district_name, @town_name, 1, @now, @user_name, @user_id, @dept_id, @now, @user_id, @now)`,
  );
  return {
    hooks: {
      actions: {
        audit: {
          before({ rows, input, identity }) {
            if (String(input.auditStatus) !== PASSED) return;
            for (const row of rows) {
              const name = String(row.name ?? '');
              const missing = [row.sub_category_id ? '' : '行业/业态', row.town_code ? '' : '所在乡镇'].filter(Boolean);
              if (missing.length > 0) throw badRequest(`申请“${name}”缺少${missing.join('、')}，不能通过`);
              if (sameName.get(identity.tenantId, name)) throw badRequest(`已有同名商户“${name}”，不能重复入驻`);
            }
          },
          after({ rows, input, identity }) {
            if (String(input.auditStatus) !== PASSED) return;
            const now = formatDateTime(services.ctx.now());
            for (const row of rows) {
              const values: Record<string, unknown> = {
                sub_category_id: row.sub_category_id,
                town_code: row.town_code,
              };
              place(identity.tenantId, values);
              insert.run({
                ...values,
                id: services.ctx.ids.next(),
                tenant_id: identity.tenantId,
                name: row.name,
                phone: row.phone ?? null,
                principal: row.principal ?? null,
                address: row.address ?? null,
                now,
                user_name: identity.userName,
                user_id: identity.userId,
                dept_id: identity.deptId,
              });
            }
          },
        },
      },
    },
  };
});
