import { z } from 'zod';
import type { ResourceDef } from '../../../shared/resources/index';
import { identityOf } from '../../http/auth-guard';
import { forbidden } from '../../crud/forbidden';
import { parseListQuery } from '../../crud/list-query';
import type { CrudServices } from '../../crud/crud-services';
import type { ResourceModule } from '../../crud/resource-module';
import type { ResourceStore } from '../../crud/resource-store';
import { optionalId, queryOf } from '../../crud/route-guards';
import { createTreeChecks } from '../../crud/tree-checks';
import { nestRows, toTreeNodes } from '../../crud/tree-nodes';
import { allOf, conditionSql } from '../../crud/where';
import { ADMIN_ROLES } from '../../http/auth-guard';
import { badRequest } from '../../http/errors';
import { R, toPage } from '../../http/r';
import { parseInput } from '../../http/validate';
import type { Row } from '../../http/wire';

/** The key a dictionary's root row carries (bladex-contract.md §4). */
const ROOT_KEY = '-1';

const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const codeQuery = z.object({ code: z.string().trim().min(1, '请输入字典编号').max(255) });
const detailQuery = z.object({
  id: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, '格式不正确')
      .optional(),
  ),
  code: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .max(255)
      .regex(/^[A-Za-z0-9_.-]+$/, '字典编号格式不正确')
      .optional(),
  ),
  dictKey: z.preprocess(blankAsAbsent, z.string().trim().max(255).optional()),
});

/**
 * System and business dictionaries: the generic tree list, detail, submit, remove and `tree` (TreeNode of every
 * row, for the parent picker), plus `parent-list` (paged roots) and `child-list?parentId=` (paged items of that
 * dictionary) that /dict-horizontal and /dict-vertical show. A root row's key is `-1`; an item takes its parent's
 * code, and its key is unique within the code. System dictionary writes also need an admin role (BladeX
 * `@PreAuth(hasAnyRole(administrator, admin))`). The read side every signed-in user calls is dictionary.ts.
 */
export const dictAdmin =
  (adminOnlyWrites: boolean) =>
  ({ services, def, store }: { services: CrudServices; def: ResourceDef; store: ResourceStore }): ResourceModule => {
    const db = services.ctx.db;
    const table = def.table;
    const tree = createTreeChecks(db, table, def.tenantScoped);
    const tenant = def.tenantScoped ? 'AND tenant_id = ?' : '';
    const rowOf = db.prepare<unknown[], { id: string; code: string; parent_id: string }>(
      `SELECT id, code, parent_id FROM ${table} WHERE id = ? AND is_deleted = 0 ${tenant}`,
    );
    const rowById = db.prepare<unknown[], Row>(`SELECT * FROM ${table} WHERE id = ? AND is_deleted = 0 ${tenant}`);
    const keyTaken = db.prepare<unknown[], { id: string }>(
      `SELECT id FROM ${table} WHERE code = ? AND dict_key = ? AND id <> ? AND is_deleted = 0 ${tenant} LIMIT 1`,
    );
    const withTenant = (tenantId: string, ...values: string[]) => (def.tenantScoped ? [...values, tenantId] : values);

    const readable = (request: Parameters<typeof identityOf>[0]) => {
      const identity = identityOf(request);
      services.grants.requireRead(identity, def);
      return identity;
    };
    const pageOf = (where: ReturnType<typeof allOf>, request: Parameters<typeof identityOf>[0], omitParam?: string) => {
      const raw = Object.fromEntries(Object.entries(queryOf(request)).filter(([name]) => name !== omitParam));
      const query = parseListQuery(def, raw);
      const full = allOf([where, ...query.conditions.map((condition) => conditionSql(condition))]);
      const { rows, total } = store.page(full, query.sort, query.current, query.size);
      return R.data(toPage(services.ctx.wire.rows(rows), total, query.current, query.size));
    };

    const itemByKey = db.prepare<unknown[], Row>(
      `SELECT * FROM ${table} WHERE code = ? AND dict_key = ? AND is_deleted = 0 ${tenant} ORDER BY sort, id LIMIT 1`,
    );
    const rootOf = db.prepare<unknown[], Row>(
      `SELECT * FROM ${table} WHERE code = ? AND parent_id = '0' AND is_deleted = 0 ${tenant} LIMIT 1`,
    );

    const itemsOf = db.prepare<unknown[], Row>(
      `SELECT * FROM ${table} WHERE code = ? AND parent_id <> '0' AND is_deleted = 0 ${tenant} ORDER BY sort, id`,
    );
    const rootsOf = db.prepare<unknown[], Row>(
      `SELECT * FROM ${table} WHERE parent_id = '0' AND is_deleted = 0 ${tenant} ORDER BY sort, id`,
    );

    return {
      // `detail` takes a code as well as an id, and `child-list` (the lazy verb) a page of one dictionary: below.
      omit: ['lazy', 'detail'],
      hooks: {
        treeTitle: 'dictValue',
        beforeWrite({ identity, values, existing }) {
          if (
            adminOnlyWrites &&
            !identity.roleAliases.some((alias) => (ADMIN_ROLES as readonly string[]).includes(alias))
          ) {
            throw forbidden();
          }
          const parentId = String(values.parent_id ?? existing?.parent_id ?? '0') || '0';
          values.parent_id = parentId;
          tree.checkParent(identity.tenantId, parentId, existing ? String(existing.id) : undefined);
          if (parentId === '0') {
            values.dict_key = ROOT_KEY;
          } else {
            const parent = rowOf.get(...withTenant(identity.tenantId, parentId));
            if (parent) values.code = parent.code;
          }
          const code = String(values.code ?? existing?.code ?? '');
          const key = String(values.dict_key ?? existing?.dict_key ?? '');
          if (keyTaken.get(...withTenant(identity.tenantId, code, key, existing ? String(existing.id) : ''))) {
            throw badRequest(parentId === '0' ? '当前字典编号已存在!' : '当前字典键值已存在!');
          }
        },
        beforeRemove: (keys, identity) => tree.refuseWithChildren(identity.tenantId, keys),
      },
      routes(app) {
        // `detail?id=` (the screens), or `detail?code=&dictKey=` (spec 000 §7: the label of one item, for any signed-in
        // user, as `dictionary?code=` is), or `detail?code=` (the dictionary's root row). BladeX binds the query to the
        // entity and compares each given property with equality; code and key name one row, code alone the root.
        app.get(`${def.endpoint}/detail`, async (request) => {
          const { id, code, dictKey } = parseInput(detailQuery, request.query);
          if (id !== undefined) {
            const identity = readable(request);
            const row = rowById.get(...withTenant(identity.tenantId, id));
            if (!row) return R.data(null);
            // DictVO: the parent's label beside the row ('' for a dictionary's root).
            const parent =
              row.parent_id === '0' ? undefined : rowById.get(...withTenant(identity.tenantId, String(row.parent_id)));
            return R.data({ ...services.ctx.wire.row(row), parentName: parent?.dict_value ?? '' });
          }
          const identity = identityOf(request);
          if (code === undefined) throw badRequest('参数错误: 请提供 id 或 code');
          const row =
            dictKey === undefined
              ? rootOf.get(...withTenant(identity.tenantId, code))
              : itemByKey.get(...withTenant(identity.tenantId, code, dictKey));
          return R.data(row ? services.ctx.wire.row(row) : null);
        });

        // BladeX X `dictionary-tree?code=`: the items of one dictionary (not its root) nested by parent, DictVO rows
        // with `children`, for any signed-in user as `dictionary?code=` is. `parent-tree`: the dictionaries' root
        // rows as TreeNodes (title = name), the admin screens' picker of a dictionary.
        app.get(`${def.endpoint}/dictionary-tree`, async (request) => {
          const identity = identityOf(request);
          const { code } = parseInput(codeQuery, request.query);
          const rows = itemsOf.all(...withTenant(identity.tenantId, code));
          return R.data(nestRows(services.ctx.wire.rows(rows), 'id', 'parentId'));
        });

        app.get(`${def.endpoint}/parent-tree`, async (request) => {
          const identity = readable(request);
          const rows = rootsOf.all(...(def.tenantScoped ? [identity.tenantId] : []));
          return R.data(toTreeNodes(services.ctx.wire.rows(rows), 'id', 'parentId', 'dictValue'));
        });

        app.get(`${def.endpoint}/parent-list`, async (request) => {
          const identity = readable(request);
          return pageOf(allOf([store.scope(identity), { sql: "parent_id = '0'", params: [] }]), request);
        });

        app.get(`${def.endpoint}/child-list`, async (request) => {
          const identity = readable(request);
          const parentId = optionalId(request, 'parentId');
          const parent = parentId ? rowOf.get(...withTenant(identity.tenantId, parentId)) : undefined;
          // No parent chosen yet: an empty page, as BladeX answers parentId -1.
          const where = parent
            ? allOf([store.scope(identity), { sql: 'code = ? AND id <> ?', params: [parent.code, parent.id] }])
            : { sql: '1 = 0', params: [] };
          return pageOf(where, request, 'parentId');
        });
      },
    };
  };
