import { resourceModule } from '../../crud/resource-module';
import { optionalId } from '../../crud/route-guards';
import { formatDateTime } from '../../db/clock';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';

const MAX_REPLY = 500;

/**
 * Order reviews: `customUpdate?type=1` writes the reply (body `{id, reply}`, stamped), `type=2` shows or hides
 * the review (body `{id, isShow}`); `getEvaluateDataForPc?objId=` the score summary of one product or merchant
 * (count, average, per-star counts, how many carry photos), of shown reviews only.
 */
export default resourceModule('evaluate', ({ services, def }) => {
  const db = services.ctx.db;
  const reply = db.prepare<[string, string, string, string, string, string], unknown>(
    `UPDATE order_evaluate SET reply = ?, reply_time = ?, update_user = ?, update_time = ?
     WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );
  const show = db.prepare<[number, string, string, string, string], unknown>(
    `UPDATE order_evaluate SET is_show = ?, update_user = ?, update_time = ? WHERE tenant_id = ? AND id = ? AND is_deleted = 0`,
  );
  const summary = db.prepare<[string, string], Record<string, number | null>>(
    `SELECT COUNT(*) AS total, AVG(score) AS avg_score, COALESCE(SUM(score = 5), 0) AS star5,
       COALESCE(SUM(score = 4), 0) AS star4, COALESCE(SUM(score = 3), 0) AS star3, COALESCE(SUM(score = 2), 0) AS star2,
       COALESCE(SUM(score = 1), 0) AS star1, COALESCE(SUM(images IS NOT NULL AND images <> ''), 0) AS with_images
     FROM order_evaluate WHERE tenant_id = ? AND obj_id = ? AND is_deleted = 0 AND is_show = 1`,
  );
  return {
    hooks: {
      actions: {
        reply: {
          run({ identity, keys, input }) {
            const type = String(input.type ?? '1');
            const stamp = formatDateTime(services.ctx.now());
            if (keys.length !== 1) throw badRequest('请选择一条评价');
            if (type === '1') {
              const text = typeof input.reply === 'string' ? input.reply.trim() : '';
              if (!text) throw badRequest('请输入回复内容');
              if (text.length > MAX_REPLY) throw badRequest(`回复内容不能超过${MAX_REPLY}个字符`);
              reply.run(text, stamp, identity.userId, stamp, identity.tenantId, keys[0]);
              return undefined;
            }
            if (type === '2') {
              const value = String(input.isShow);
              if (value !== '0' && value !== '1') throw badRequest('请选择是否展示');
              show.run(Number(value), identity.userId, stamp, identity.tenantId, keys[0]);
              return undefined;
            }
            throw badRequest('参数错误: type 只能为1或2');
          },
        },
      },
    },
    routes(app) {
      app.get('/blade-order/evaluate/getEvaluateDataForPc', async (request) => {
        const identity = identityOf(request);
        services.grants.requireRead(identity, def);
        const objId = optionalId(request, 'objId');
        if (!objId) throw badRequest('请选择评价对象');
        const row = summary.get(identity.tenantId, objId);
        const average = row?.avg_score ?? null;
        return R.data({
          ...services.ctx.wire.row(row ?? {}),
          avgScore: average === null ? 0 : Math.round(average * 10) / 10,
        });
      });
    },
  };
});
