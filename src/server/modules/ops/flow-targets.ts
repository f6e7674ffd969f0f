import type { Identity } from '../../auth/identity';
import type { ServerContext } from '../../context';
import { PLATFORM_TENANT } from '../../crud/grants';
import { badRequest } from '../../http/errors';

/**
 * The tenants a deployment goes to (`tenantIds`, a comma list): the caller's own when none is named. Only the
 * platform tenant (000000) deploys to other tenants, as BladeX's 流程部署 offers; each named tenant must exist.
 */
export const deployTargets = (ctx: ServerContext, identity: Identity, raw: string | undefined): string[] => {
  const named = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  if (named.length === 0) return [identity.tenantId];
  if (named.some((tenantId) => tenantId !== identity.tenantId) && identity.tenantId !== PLATFORM_TENANT) {
    throw badRequest('只有平台租户（000000）可以部署到其他租户');
  }
  const known = ctx.db
    .prepare<[string], string>(
      'SELECT tenant_id FROM blade_tenant WHERE tenant_id IN (SELECT value FROM json_each(?)) AND is_deleted = 0',
    )
    .pluck()
    .all(JSON.stringify(named));
  const unknown = named.filter((tenantId) => !known.includes(tenantId));
  if (unknown.length > 0) throw badRequest(`租户不存在：${unknown.join('，')}`);
  return named;
};

/** A category of the `flow` dictionary as BladeX stores it (`flow_1`); the caller's choice or the first one. */
export const flowCategory = (ctx: ServerContext, raw: string | undefined): string => {
  const keys = ctx.db
    .prepare<[], string>(
      "SELECT 'flow_' || dict_key FROM blade_dict WHERE code = 'flow' AND parent_id <> '0' AND is_deleted = 0 ORDER BY sort",
    )
    .pluck()
    .all();
  const category = (raw ?? '').trim();
  if (!category) {
    if (keys.length === 0) throw badRequest('请先在字典“流程类型（flow）”中添加流程分类');
    return keys[0]!;
  }
  if (!keys.includes(category)) throw badRequest(`流程分类“${category}”不存在`);
  return category;
};
