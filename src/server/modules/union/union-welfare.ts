import type { FastifyRequest } from 'fastify';
import { requestInput } from '../../crud/action-routes';
import { resourceModule } from '../../crud/resource-module';
import { queryOf, withButton } from '../../crud/route-guards';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';

const ID_PATTERN = /^\d{1,20}$/;

/**
 * Union welfare: `unexpired` from `validDateTo` and the clock, `totalCount`/`totalAmount` from the members it was
 * sent to; a welfare already sent is not removed. Its goods: `GET alreadyList?id=` the linked goods,
 * `GET goodsList?id=` the on-sale products of the tenant not yet linked (`name` searches them), `POST
 * addWelfareGoods` `{ welfareId, productIds }` links products (copying name, merchant, price), `GET
 * delWelfareGoods?id=` unlinks one.
 */
export default resourceModule('unionWelfare', ({ services, def, store }) => {
  const db = services.ctx.db;
  const now = () => formatDateTime(services.ctx.now());
  const sent = db.prepare<[string, string], { welfare_id: string; n: number; amount: number }>(
    `SELECT welfare_id, COUNT(*) AS n, COALESCE(SUM(amount), 0) AS amount FROM trade_union_welfare_user
     WHERE tenant_id = ? AND is_deleted = 0 AND welfare_id IN (SELECT value FROM json_each(?)) GROUP BY welfare_id`,
  );
  const linked = db.prepare<[string, string], Row>(
    `SELECT id, welfare_id, product_id, product_name, merchant_name, combo_price FROM trade_union_welfare_goods
     WHERE tenant_id = ? AND welfare_id = ? AND is_deleted = 0 ORDER BY create_time`,
  );
  const candidates = db.prepare<[string, string, string], Row>(
    `SELECT p.id, p.name, p.merchant_name, p.combo_price FROM merchant_product p
     WHERE p.tenant_id = ? AND p.is_deleted = 0 AND p.status = 1 AND p.name LIKE ? ESCAPE '\\'
     AND p.id NOT IN (SELECT product_id FROM trade_union_welfare_goods g WHERE g.tenant_id = p.tenant_id AND g.welfare_id = ? AND g.is_deleted = 0)
     ORDER BY p.create_time DESC LIMIT 200`,
  );
  const productsOf = db.prepare<
    [string, string],
    { id: string; name: string; merchant_name: string | null; combo_price: number }
  >(
    `SELECT id, name, merchant_name, combo_price FROM merchant_product WHERE tenant_id = ? AND is_deleted = 0
     AND id IN (SELECT value FROM json_each(?))`,
  );

  const welfareParam = (request: FastifyRequest, param: string): string => {
    const id = String(queryOf(request)[param] ?? '').trim();
    if (!ID_PATTERN.test(id)) throw badRequest('请选择福利');
    return id;
  };

  return {
    hooks: {
      // `unexpired` is computed from today at every read.
      readsClock: true,
      decorate(rows, identity) {
        if (rows.length === 0) return rows;
        const found = new Map(
          sent
            .all(identity.tenantId, JSON.stringify(rows.map((row) => String(row.id))))
            .map((row) => [row.welfare_id, row]),
        );
        const today = now().slice(0, 10);
        return rows.map((row) => {
          const to = String(row.validDateTo ?? '').slice(0, 10);
          const figures = found.get(String(row.id));
          return {
            ...row,
            unexpired: to && to < today ? 0 : 1,
            totalCount: figures?.n ?? 0,
            totalAmount: Math.round((figures?.amount ?? 0) * 100) / 100,
          };
        });
      },
      beforeRemove(keys, identity) {
        const n = sent.all(identity.tenantId, JSON.stringify(keys)).reduce((total, row) => total + row.n, 0);
        if (n > 0) throw badRequest(`福利已发放给${n}名会员，不能删除`);
      },
    },
    routes(app) {
      app.get(`${def.endpoint}/alreadyList`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        return R.data(services.ctx.wire.rows(linked.all(identity.tenantId, welfareParam(request, 'id'))));
      });
      app.get(`${def.endpoint}/goodsList`, async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const name = String(queryOf(request).name ?? '').replace(/[\\%_]/g, (c) => `\\${c}`);
        const rows = candidates.all(identity.tenantId, `%${name}%`, welfareParam(request, 'id'));
        return R.data(services.ctx.wire.rows(rows));
      });
      app.post(`${def.endpoint}/addWelfareGoods`, async (request) => {
        const identity = withButton(services, request, 'union_welfare_goods');
        const input = requestInput(request);
        const welfare = String(input.welfareId ?? '').trim();
        if (!ID_PATTERN.test(welfare) || !store.get(identity, welfare)) throw badRequest('福利不存在或已被删除');
        const raw = input.productIds ?? input.goodsIds ?? input.ids;
        const ids = [
          ...new Set(
            (Array.isArray(raw) ? raw.map(String) : String(raw ?? '').split(',')).map((s) => s.trim()).filter(Boolean),
          ),
        ];
        if (ids.length === 0) throw badRequest('请选择商品');
        if (ids.length > 500 || !ids.every((id) => ID_PATTERN.test(id)))
          throw badRequest('参数错误: productIds 格式不正确');
        const products = productsOf.all(identity.tenantId, JSON.stringify(ids));
        if (products.length !== ids.length) throw badRequest('商品不存在或已被删除');
        const already = new Set(linked.all(identity.tenantId, welfare).map((row) => String(row.product_id)));
        const time = now();
        const insert = db.prepare(
          `INSERT INTO trade_union_welfare_goods (id, tenant_id, welfare_id, product_id, product_name, merchant_name, combo_price,
           status, is_deleted, create_time, create_user, create_dept, update_time, update_user)
           VALUES (?, ?, ?, ?, ?, ?, ?, 1, 0, ?, ?, ?, ?, ?)`,
        );
        const added = db.transaction(() => {
          let n = 0;
          for (const p of products) {
            if (already.has(p.id)) continue;
            insert.run(
              services.ctx.ids.next(),
              identity.tenantId,
              welfare,
              p.id,
              p.name,
              p.merchant_name ?? '',
              p.combo_price,
              time,
              identity.userId,
              identity.deptId,
              time,
              identity.userId,
            );
            n += 1;
          }
          return n;
        })();
        return R.data({ added });
      });
      app.get(`${def.endpoint}/delWelfareGoods`, async (request) => {
        const identity = withButton(services, request, 'union_welfare_goods');
        const id = String(queryOf(request).id ?? '').trim();
        if (!ID_PATTERN.test(id)) throw badRequest('请选择商品');
        const time = now();
        const changed = db
          .prepare(
            `UPDATE trade_union_welfare_goods SET is_deleted = 1, update_time = ?, update_user = ? WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
          )
          .run(time, identity.userId, identity.tenantId, id).changes;
        if (changed === 0) throw badRequest('数据不存在或已被删除');
        return R.status(true);
      });
    },
  };
});
