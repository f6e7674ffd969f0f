import { z } from 'zod';
import type { DatasourceTest } from '../../../shared/bladex/ops';
import { resourceModule } from '../../crud/resource-module';
import { queryOf, withButton } from '../../crud/route-guards';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { listTables, withSource } from './table-source';

const testQuery = z.object({
  url: z.string().trim().max(500, '数据库文件路径不能超过500个字符').optional(),
  id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'id格式不正确')
    .optional(),
});

/**
 * Data sources of code generation: `embedded` or a SQLite file. Saving one tests the connection (the file opens
 * read-only and reads its catalogue), so a wrong path answers 400 naming the reason and nothing is written;
 * `test?url=` (the form's 测试连接) or `test?id=` (a saved one) answers the same test without saving: the table count,
 * or the reason.
 */
export default resourceModule('datasource', ({ services }) => {
  const db = services.ctx.db;
  const urlOf = db.prepare<[string], { url: string }>(
    'SELECT url FROM blade_datasource WHERE id = ? AND is_deleted = 0',
  );
  return {
    hooks: {
      beforeWrite({ values, existing }) {
        const url = String(('url' in values ? values.url : existing?.url) ?? '');
        withSource(db, url, () => undefined);
      },
    },
    routes(app) {
      app.get('/blade-develop/datasource/test', async (request) => {
        withButton(services, request, 'datasource_view');
        const query = parseInput(testQuery, queryOf(request));
        const url = query.url || (query.id ? urlOf.get(query.id)?.url : undefined);
        if (!url) throw badRequest(query.id ? '数据源不存在或已被删除' : '请输入数据库文件');
        const answer: DatasourceTest = { url, tableCount: withSource(db, url, listTables).length };
        return R.data(answer);
      });
    },
  };
});
