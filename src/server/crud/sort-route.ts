import type { FastifyInstance } from 'fastify';
import { describeIssues, recordSchema, type Field, type ResourceDef } from '../../shared/resources/index';
import { identityOf } from '../http/auth-guard';
import { badRequest } from '../http/errors';
import { R } from '../http/r';
import type { CrudServices } from './crud-services';
import { keyPattern } from './crud-keys';
import type { ResourceStore } from './resource-store';

/** The field a definition's rows are ordered by: `sort` (or the one its default sort names first). */
export const sortFieldOf = (def: ResourceDef): Field | undefined =>
  def.fields.find((field) => field.name === 'sort') ??
  def.fields.find((field) => field.name === def.defaultSort?.[0]?.field && field.kind === 'integer');

const MAX_ROWS = 2000;

/**
 * `POST <endpoint>/update/sort` (or the definition's sort verb) with `[{ id, sort }, ...]`: the new order of many
 * rows in one request, as a drag in the list leaves them. Each number is checked with the sort field's own rules;
 * every id must be a live row of the caller; all are written in one transaction or none.
 */
export const registerSortRoute = (
  app: FastifyInstance,
  { services, store, path }: { services: CrudServices; store: ResourceStore; path: string },
): void => {
  const { def } = store;
  const field = sortFieldOf(def);
  if (!field) throw new Error(`resource ${def.name}: a sort verb needs a sort field`);
  const column = store.byProperty.get(field.name)?.column;
  if (!column) throw new Error(`resource ${def.name}: its sort field has no column`);
  const schema = recordSchema({ ...def, fields: [{ ...field, readOnly: false }] }, 'update');

  app.post(`${def.endpoint}/${path}`, async (request) => {
    const identity = identityOf(request);
    services.grants.requireWrite(identity, def, `${def.permission}_edit`);
    const body = request.body as unknown;
    const list = Array.isArray(body) ? body : (body as { list?: unknown } | null)?.list;
    if (!Array.isArray(list) || list.length === 0) throw badRequest('参数错误: 请提交要排序的数据');
    if (list.length > MAX_ROWS) throw badRequest(`参数错误: 一次最多排序${MAX_ROWS}条数据`);
    const pattern = keyPattern(def);
    const entries = list.map((item: unknown, index) => {
      const parsed = schema.safeParse(item);
      if (!parsed.success) throw badRequest(`第${index + 1}条: ${describeIssues(parsed.error, 'zh').message}`);
      const id = String((parsed.data as Record<string, unknown>).id ?? '');
      const value = (parsed.data as Record<string, unknown>)[field.name];
      if (!pattern.test(id) || typeof value !== 'number') throw badRequest(`第${index + 1}条: 参数错误`);
      return { id, value };
    });
    const ids = [...new Set(entries.map((entry) => entry.id))];
    if (ids.length !== entries.length) throw badRequest('参数错误: 同一条数据不能排序两次');
    services.ctx.db
      .transaction(() => {
        if (store.existing(identity, ids).length !== ids.length) throw badRequest('所选数据不存在或已被删除');
        for (const entry of entries) store.update(identity, entry.id, { [column]: entry.value });
      })
      .immediate();
    return R.status(true);
  });
};
