import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routeModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import type { Row, WireObject } from '../../http/wire';

const codeQuery = z.object({
  code: z
    .string()
    .trim()
    .min(1, '字典编码不能为空')
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, '字典编码格式不正确'),
});
const tenantHeader = z.string().regex(/^\d{6}$/);

const ITEM_COLUMNS = 'id, parent_id, code, dict_key, dict_value, dict_value_en, sort, remark, is_sealed';

/**
 * Dictionaries by code for every signed-in user (bladex-contract.md §4), over both tables: items only, never the
 * root row; `dictValueEn` is an extra carrying the English label so the client can localize. The screens' routes
 * are the two definitions' modules (dict.ts, dict-biz.ts).
 */
export default routeModule('dictionary', (app, { ctx }) => {
  const systemItems = ctx.db.prepare<[string], Row>(
    `SELECT ${ITEM_COLUMNS} FROM blade_dict
     WHERE code = ? AND parent_id <> '0' AND is_deleted = 0 AND is_sealed = 0 ORDER BY sort, id`,
  );
  const bizItems = ctx.db.prepare<[string, string], Row>(
    `SELECT tenant_id, ${ITEM_COLUMNS} FROM blade_dict_biz
     WHERE tenant_id = ? AND code = ? AND parent_id <> '0' AND is_deleted = 0 AND is_sealed = 0 ORDER BY sort, id`,
  );
  const allSystem = ctx.db.prepare<[], Row>(
    `SELECT ${ITEM_COLUMNS} FROM blade_dict
     WHERE parent_id <> '0' AND is_deleted = 0 AND is_sealed = 0 ORDER BY code, sort, id`,
  );
  const allBiz = ctx.db.prepare<[string], Row>(
    `SELECT tenant_id, ${ITEM_COLUMNS} FROM blade_dict_biz
     WHERE tenant_id = ? AND parent_id <> '0' AND is_deleted = 0 AND is_sealed = 0 ORDER BY code, sort, id`,
  );

  app.get('/blade-system/dict/dictionary', async (request) => {
    identityOf(request);
    const { code } = parseInput(codeQuery, request.query);
    return R.data(ctx.wire.rows(systemItems.all(code)));
  });

  app.get('/blade-system/dict-biz/dictionary', async (request) => {
    const identity = identityOf(request);
    const { code } = parseInput(codeQuery, request.query);
    return R.data(ctx.wire.rows(bizItems.all(identity.tenantId, code)));
  });

  // Anonymous by design of the client (spec 000 §7): the login page needs labels before sign-in.
  app.get('/blade-system/dict/anon/getDictMap', { config: { anonymous: true } }, async (request: FastifyRequest) => {
    const raw = request.headers['tenant-id'];
    const parsed = tenantHeader.safeParse(Array.isArray(raw) ? raw[0] : raw);
    const tenantId = parsed.success ? parsed.data : '000000';
    const map: Record<string, WireObject[]> = {};
    for (const row of [...allSystem.all(), ...allBiz.all(tenantId)]) {
      (map[String(row.code)] ??= []).push(ctx.wire.row(row));
    }
    return R.data(map);
  });
});
