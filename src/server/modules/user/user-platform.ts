import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { USER_EXT_MAX, USER_PLATFORM_TYPES, userExtProblem } from '../../../shared/resources/index';
import { identityOf } from '../../http/auth-guard';
import type { CrudServices } from '../../crud/crud-services';
import type { ResourceStore } from '../../crud/resource-store';
import { withButton } from '../../crud/route-guards';
import { allOf } from '../../crud/where';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { createOrgNames } from './org-names';

const idText = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'ID格式不正确');
const userType = z.coerce
  .number()
  .int()
  .refine(
    (value) => (USER_PLATFORM_TYPES as readonly number[]).includes(value),
    '用户平台只能是1(WEB)、2(APP)或3(OTHER)',
  );

const detailQuery = z.object({
  id: idText,
  userType: z.preprocess((value) => (value === '' ? undefined : value), userType.optional()),
});
const updateQuery = z.object({
  userId: idText,
  userType,
  userExt: z.string().max(USER_EXT_MAX, `平台扩展信息不能超过${USER_EXT_MAX}个字符`).default(''),
});

/** '' (nothing kept) or the text of a JSON object (user-platform.ts); anything else is refused with one message. */
const checkUserExt = (text: string): string => {
  if (userExtProblem(text)) throw badRequest('平台扩展信息必须是 JSON 对象');
  return text.trim();
};

/**
 * A user's per-platform extension (BladeX X `platform-detail` / `update-platform`, Saber X's 平台配置 dialog): for
 * each platform (`userType` 1 web, 2 app, 3 other) a JSON object the platform keeps about the user, in
 * `blade_user_platform`. `platform-detail?id=&userType=` answers the UserVO with `userType` set to the platform
 * asked (default the user's own) and `userExt` its extension ('' when none); reading needs what the user detail
 * needs, and the user's data scope applies. `update-platform?userId=&userType=&userExt=` writes one platform's
 * extension (`user_platform` button); it never changes the user's own `userType`. Registered by the user module
 * (user.ts) over its store.
 */
export const registerUserPlatform = (app: FastifyInstance, services: CrudServices, store: ResourceStore): void => {
  const { ctx } = services;
  const { def } = store;
  const db = ctx.db;
  const names = createOrgNames(db);
  const extOf = db.prepare<[string, string, number], { user_ext: string }>(
    'SELECT user_ext FROM blade_user_platform WHERE tenant_id = ? AND user_id = ? AND user_type = ?',
  );
  const upsert = db.prepare<[string, string, string, number, string, string, string]>(
    `INSERT INTO blade_user_platform (id, tenant_id, user_id, user_type, user_ext, update_user, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (user_id, user_type) DO UPDATE SET user_ext = excluded.user_ext,
       update_user = excluded.update_user, update_time = excluded.update_time`,
  );

  app.get('/blade-system/user/platform-detail', async (request) => {
    const identity = identityOf(request);
    services.grants.requireRead(identity, def);
    const { id, userType: asked } = parseInput(detailQuery, request.query);
    const scoped = services.scopes.filterFor(identity, def, store.columns);
    const where = allOf([store.scope(identity), { sql: 'id = ?', params: [id] }, ...(scoped ? [scoped] : [])]);
    const row = store.all(where, [])[0];
    if (!row) return R.data(null);
    const [user] = names.decorateUsers([ctx.wire.row(row)], identity.tenantId);
    const platform = asked ?? Number(row.user_type ?? 1);
    return R.data({
      ...user,
      userType: platform,
      userExt: extOf.get(identity.tenantId, id, platform)?.user_ext ?? '',
    });
  });

  app.post('/blade-system/user/update-platform', async (request) => {
    const identity = withButton(services, request, 'user_platform');
    const query = parseInput(updateQuery, request.query);
    const userExt = checkUserExt(query.userExt);
    if (store.existing(identity, [query.userId]).length !== 1) throw badRequest('所选用户不存在或已被删除');
    upsert.run(
      ctx.ids.next(),
      identity.tenantId,
      query.userId,
      query.userType,
      userExt,
      identity.userId,
      formatDateTime(ctx.now()),
    );
    return R.status(true);
  });
};
