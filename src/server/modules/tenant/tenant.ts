import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { isDateTimeText } from '../../../shared/resources/index';
import { hashPassword, md5Hex } from '../../auth/password';
import { PLATFORM_TENANT } from '../../crud/grants';
import { resourceModule } from '../../crud/resource-module';
import { idsParam, withAnyGrant, withButton } from '../../crud/route-guards';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { createTenantSetup } from './tenant-setup';

const tenantIdText = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '租户ID格式不正确');
const idText = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'ID格式不正确');

const settingQuery = z.object({
  accountNumber: z.coerce.number().int('账号额度必须是整数').min(-1, '账号额度不能小于-1').default(-1),
  expireTime: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isDateTimeText(value), '过期时间格式不正确(yyyy-MM-dd HH:mm:ss)'),
});

/**
 * Tenants (BladeX X): generic list/page/detail/submit/remove, `select`, `setting` (quota and expiry),
 * `datasource`, `package-detail` and `package-setting` (packages themselves: tenant-package.ts). A tenant bound to
 * a package uses only the package's menus (crud/tenant-menus.ts: routes, buttons, grants and the grant tree). A new
 * tenant gets a six-digit id and, in the same transaction, its admin role, department, post and `admin` account
 * (password `account.initPassword`), with the default menus (tenant-setup.ts), as BladeX's TenantServiceImpl does.
 * Tenant 000000 cannot be removed.
 */
export default resourceModule('tenant', ({ services, def }) => {
  const { ctx } = services;
  const db = ctx.db;
  const setup = createTenantSetup(ctx);
  const taken = db.prepare<[string], { id: string }>('SELECT id FROM blade_tenant WHERE tenant_id = ?');
  const adminHashes = new Map<string, string>();

  const newTenantId = (): string => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const candidate = String(randomInt(100000, 1000000));
      if (!taken.get(candidate)) return candidate;
    }
    throw badRequest('无法生成租户ID,请重试');
  };

  return {
    listAliases: ['page'],
    hooks: {
      async beforeWrite({ mode, values }) {
        if (mode !== 'create') return;
        values.tenant_id = newTenantId();
        values.account_number = -1;
        const initial = ctx.param('account.initPassword') || '123456';
        adminHashes.set(String(values.tenant_id), await hashPassword(md5Hex(initial)));
      },
      afterWrite({ mode, values, identity }) {
        if (mode !== 'create') return;
        const tenantId = String(values.tenant_id);
        const hash = adminHashes.get(tenantId) ?? '';
        adminHashes.delete(tenantId);
        setup.createTenantAccounts(identity, tenantId, String(values.tenant_name ?? ''), hash);
      },
      beforeRemove(keys) {
        const platform = taken.get(PLATFORM_TENANT)?.id;
        if (platform && keys.includes(platform)) throw badRequest('不能删除平台租户');
      },
    },
    routes(app) {
      const select = db.prepare<[], { id: string; tenant_id: string; tenant_name: string }>(
        'SELECT id, tenant_id, tenant_name FROM blade_tenant WHERE is_deleted = 0 ORDER BY tenant_id',
      );
      app.get('/blade-system/tenant/select', async (request) => {
        withAnyGrant(services, request, ['tenant', 'tenant_view']);
        return R.data(ctx.wire.rows(select.all().map((row) => ({ ...row }))));
      });

      const platformWrite = (request: Parameters<typeof withButton>[1], code: string) => {
        const identity = withButton(services, request, code);
        services.grants.requireWrite(identity, def, code);
        return identity;
      };
      const liveTenant = db.prepare<[string], { id: string; package_id: string | null }>(
        'SELECT id, package_id FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0',
      );
      const liveById = db.prepare<[string], { id: string }>(
        'SELECT id FROM blade_tenant WHERE id = ? AND is_deleted = 0',
      );

      app.post('/blade-system/tenant/setting', async (request) => {
        const identity = platformWrite(request, 'tenant_setting');
        const ids = idsParam(request, 'ids', '租户');
        const { accountNumber, expireTime } = parseInput(settingQuery, request.query);
        if (!ids.every((id) => liveById.get(id))) throw badRequest('所选租户不存在或已被删除');
        const update = db.prepare<[number, string | null, string, string, string]>(
          'UPDATE blade_tenant SET account_number = ?, expire_time = ?, update_user = ?, update_time = ? WHERE id = ?',
        );
        const time = formatDateTime(ctx.now());
        db.transaction(() => {
          for (const id of ids) update.run(accountNumber, expireTime || null, identity.userId, time, id);
        })();
        return R.status(true);
      });

      app.post('/blade-system/tenant/datasource', async (request) => {
        const identity = platformWrite(request, 'tenant_datasource');
        const { tenantId, datasourceId } = parseInput(
          z.object({ tenantId: tenantIdText, datasourceId: idText.optional().or(z.literal('')) }),
          request.query,
        );
        if (!liveTenant.get(tenantId)) throw badRequest('租户不存在');
        db.prepare(
          'UPDATE blade_tenant SET datasource_id = ?, update_user = ?, update_time = ? WHERE tenant_id = ?',
        ).run(datasourceId || null, identity.userId, formatDateTime(ctx.now()), tenantId);
        return R.status(true);
      });

      const packageRow = db.prepare<[string], Record<string, string | number | null>>(
        'SELECT * FROM blade_tenant_package WHERE id = ? AND is_deleted = 0',
      );

      app.get('/blade-system/tenant/package-detail', async (request) => {
        withAnyGrant(services, request, ['tenant', 'tenant_view', 'tenant_assign_package']);
        const { tenantId } = parseInput(z.object({ tenantId: tenantIdText }), request.query);
        const tenant = liveTenant.get(tenantId);
        if (!tenant) throw badRequest('租户不存在');
        const row = tenant.package_id ? packageRow.get(tenant.package_id) : undefined;
        return R.data(row ? ctx.wire.row(row) : null);
      });

      app.post('/blade-system/tenant/package-setting', async (request) => {
        const identity = platformWrite(request, 'tenant_assign_package');
        const { tenantId, packageId } = parseInput(
          z.object({ tenantId: tenantIdText, packageId: idText.optional().or(z.literal('')) }),
          request.query,
        );
        if (!liveTenant.get(tenantId)) throw badRequest('租户不存在');
        if (packageId && tenantId === PLATFORM_TENANT) throw badRequest('平台租户不绑定产品包,它的菜单不受产品包限制');
        if (packageId && !packageRow.get(packageId)) throw badRequest('产品包不存在');
        db.prepare('UPDATE blade_tenant SET package_id = ?, update_user = ?, update_time = ? WHERE tenant_id = ?').run(
          packageId || null,
          identity.userId,
          formatDateTime(ctx.now()),
          tenantId,
        );
        return R.status(true);
      });
    },
  };
});
