import { z } from 'zod';
import type { TreeNode } from '../../../shared/bladex/index';
import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { regionCodes as codes } from '../region/region-trees';

interface NodeRow {
  code: string;
  parent_code: string;
  name: string;
  child_count: number;
}

const node = (row: NodeRow): TreeNode => ({
  id: row.code,
  parentId: row.parent_code,
  title: row.name,
  key: row.code,
  value: row.code,
  hasChildren: row.child_count > 0,
});

/**
 * Visitor source regions (spec 002 §7 `/blade-bigdata/user/source/region`): beside the definition's list, detail
 * (`code`), submit, remove (`id` = code) and `lazy-tree` (`parentCode`), the module serves `lazy-trees`
 * (each `parentCode` given as a root with its children) and `tree` (the whole tree; `tenantId` accepted and ignored,
 * the table is shared by every tenant).
 */
export default resourceModule('sourceRegion', ({ services, def }) => {
  const db = services.ctx.db;
  const SELECT = `SELECT r.code, r.parent_code, r.name,
    (SELECT COUNT(*) FROM bigdata_source_region c WHERE c.parent_code = r.code) AS child_count
    FROM bigdata_source_region r`;
  const children = db.prepare<[string], NodeRow>(`${SELECT} WHERE r.parent_code = ? ORDER BY r.sort, r.code`);
  const byCode = db.prepare<[string], NodeRow>(`${SELECT} WHERE r.code = ?`);
  const everything = db.prepare<[], NodeRow>(`${SELECT} ORDER BY r.sort, r.code`);
  return {
    routes(app) {
      app.get(`${def.endpoint}/lazy-trees`, async (request) => {
        services.grants.requireRead(identityOf(request), def);
        const { parentCode } = parseInput(z.object({ parentCode: codes.default(['00']) }), request.query);
        const roots = parentCode.flatMap((wanted) => {
          const row = byCode.get(wanted);
          if (!row) return wanted === '00' ? children.all('00').map(node) : [];
          const kids = children.all(wanted).map(node);
          return [kids.length > 0 ? { ...node(row), children: kids } : node(row)];
        });
        return R.data(roots);
      });

      app.get(`${def.endpoint}/tree`, async (request) => {
        services.grants.requireRead(identityOf(request), def);
        parseInput(z.object({ tenantId: z.string().max(12).optional() }), request.query);
        const nodes = new Map<string, TreeNode>();
        for (const row of everything.all()) nodes.set(row.code, { ...node(row), hasChildren: false });
        const roots: TreeNode[] = [];
        for (const item of nodes.values()) {
          const parent = nodes.get(item.parentId);
          if (parent) {
            (parent.children ??= []).push(item);
            parent.hasChildren = true;
          } else roots.push(item);
        }
        return R.data(roots);
      });
    },
  };
});
