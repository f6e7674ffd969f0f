import { resourceModule } from '../../crud/resource-module';
import { optionalId, queryOf } from '../../crud/route-guards';
import { allOf } from '../../crud/where';
import { identityOf } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import type { Row } from '../../http/wire';

const CODE = /^(\d{2}|\d{4}|\d{6}|\d{9})$/;

/**
 * The app's city regions: a configured region takes its name, parent and level from the region table (and must
 * be one); the trees answer the configured regions only. The `tree/city` picker (all regions under 53) is the
 * region module's (modules/region/region-trees.ts).
 */
export default resourceModule('appConfigRegion', ({ services, store, def }) => {
  const { db, wire } = services.ctx;
  const region = db.prepare<[string], { name: string; parent_code: string; region_level: number }>(
    'SELECT name, parent_code, region_level FROM blade_region WHERE code = ?',
  );
  const configured = (identity: Parameters<typeof store.scope>[0], extra?: { sql: string; params: string[] }): Row[] =>
    store.all(allOf([store.scope(identity), { sql: 'is_show = 1', params: [] }, ...(extra ? [extra] : [])]), [
      { column: 'sort', order: 'asc' },
      { column: 'code', order: 'asc' },
    ]);
  const node = (row: Row, hasChildren: boolean) => ({
    id: String(row.code),
    parentId: String(row.parent_code),
    title: String(row.name),
    key: String(row.code),
    value: String(row.code),
    hasChildren,
  });
  return {
    omit: ['detail'],
    hooks: {
      beforeWrite({ mode, values }) {
        // A region added without saying is shown (the form's default), so an API client's row is not lost.
        if (mode === 'create') {
          values.is_show ??= 1;
          values.is_hot ??= 0;
        }
        if (values.code === undefined) return;
        const code = String(values.code);
        const row = CODE.test(code) ? region.get(code) : undefined;
        if (!row) throw badRequest('所选城市区域不存在');
        Object.assign(values, { name: row.name, parent_code: row.parent_code, region_level: row.region_level });
      },
    },
    routes(app) {
      app.get(`${def.endpoint}/detail`, async (request) => {
        const identity = identityOf(request);
        const query = queryOf(request);
        const code = typeof query.code === 'string' ? query.code.trim() : '';
        const id = optionalId(request, 'id');
        if (!code && !id) throw badRequest('请选择城市区域');
        if (code && !CODE.test(code)) throw badRequest('参数错误: code 格式不正确');
        const where = code ? { sql: 'code = ?', params: [code] } : { sql: 'id = ?', params: [id ?? ''] };
        const row = store.all(allOf([store.scope(identity), where]), [])[0];
        return R.data(row ? wire.row(row) : null);
      });
      app.get(`${def.endpoint}/lazy-tree`, async (request) => {
        const identity = identityOf(request);
        const query = queryOf(request);
        const parent = typeof query.parentCode === 'string' && query.parentCode.trim() ? query.parentCode.trim() : '53';
        if (!CODE.test(parent)) throw badRequest('参数错误: parentCode 格式不正确');
        const all = configured(identity);
        const parents = new Set(all.map((row) => String(row.parent_code)));
        return R.data(
          all.filter((row) => row.parent_code === parent).map((row) => node(row, parents.has(String(row.code)))),
        );
      });
      app.get(`${def.endpoint}/tree`, async (request) => {
        const identity = identityOf(request);
        const all = configured(identity);
        const byCode = new Map(
          all.map((row) => [String(row.code), { ...node(row, false), children: [] as unknown[] }]),
        );
        const roots: unknown[] = [];
        for (const row of all) {
          const parent = byCode.get(String(row.parent_code));
          const self = byCode.get(String(row.code));
          if (parent && self) {
            parent.children.push(self);
            parent.hasChildren = true;
          } else if (self) roots.push(self);
        }
        return R.data(roots);
      });
      app.get(`${def.endpoint}/tree/label`, async (request) => {
        const identity = identityOf(request);
        return R.data(configured(identity).map((row) => ({ label: String(row.name), value: String(row.code) })));
      });
    },
  };
});
