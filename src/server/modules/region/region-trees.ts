import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TreeNode } from '../../../shared/bladex/index';
import type { ServerContext } from '../../context';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import type { Row } from '../../http/wire';

const regionCode = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, '区划编号只能是1到12位数字');

/** A comma list of region codes (at most 50), each checked like one (the visitor source regions' too). */
export const regionCodes = z
  .string()
  .trim()
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(regionCode).min(1, '请提供区划编号').max(50, '区划编号不能超过50个'));

interface RegionNodeRow {
  code: string;
  parent_code: string;
  name: string;
  child_count: number;
}

const toTreeNode = (row: RegionNodeRow, withHasChildren: boolean): TreeNode => ({
  id: row.code,
  parentId: row.parent_code,
  title: row.name,
  key: row.code,
  value: row.code,
  ...(withHasChildren ? { hasChildren: row.child_count > 0 } : {}),
});

/**
 * The region reads every signed-in user's pickers use (bladex-contract.md §5), keyed by code: `lazy-tree`,
 * `lazy-trees`, `select`, `tree`, `detail`, and the app configuration's city tree. The region module (region.ts)
 * registers them beside the definition's list, lazy list and writes.
 */
export const registerRegionTrees = (app: FastifyInstance, ctx: ServerContext): void => {
  const children = ctx.db.prepare<[string], RegionNodeRow>(
    `SELECT r.code, r.parent_code, r.name,
       (SELECT COUNT(*) FROM blade_region c WHERE c.parent_code = r.code) AS child_count
     FROM blade_region r WHERE r.parent_code = ? ORDER BY r.sort, r.code`,
  );
  const childRows = ctx.db.prepare<[string], Row>(
    'SELECT * FROM blade_region WHERE parent_code = ? ORDER BY sort, code',
  );
  const detail = ctx.db.prepare<[string], Row>('SELECT * FROM blade_region WHERE code = ?');
  // ancestors is the comma path of parent codes ('0,00,53,5329'), so this finds every depth below.
  const descendants = ctx.db.prepare<[string], RegionNodeRow>(
    `SELECT code, parent_code, name, 0 AS child_count FROM blade_region
     WHERE (',' || ancestors || ',') LIKE '%,' || ? || ',%' ORDER BY region_level, sort, code`,
  );

  app.get('/blade-system/region/lazy-tree', async (request) => {
    identityOf(request);
    const { parentCode } = parseInput(z.object({ parentCode: regionCode.default('00') }), request.query);
    return R.data(children.all(parentCode).map((row) => toTreeNode(row, true)));
  });

  const byCode = ctx.db.prepare<[string], RegionNodeRow>(
    `SELECT r.code, r.parent_code, r.name,
       (SELECT COUNT(*) FROM blade_region c WHERE c.parent_code = r.code) AS child_count
     FROM blade_region r WHERE r.code = ?`,
  );

  // `lazy-trees?parentCode=5329[,5301…]` (README.md beside this file): the lazy tree *with* its parents, for
  // pickers whose top is a choosable region: each code given (in order; unknown ones left out) as a root node with
  // its direct children, every node carrying `hasChildren`, so deeper levels load through `lazy-tree`.
  app.get('/blade-system/region/lazy-trees', async (request) => {
    identityOf(request);
    const { parentCode } = parseInput(z.object({ parentCode: regionCodes.default(['00']) }), request.query);
    const roots = parentCode.flatMap((code) => {
      const row = byCode.get(code);
      if (!row) return [];
      const node = toTreeNode(row, true);
      const kids = children.all(code).map((child) => toTreeNode(child, true));
      return [kids.length > 0 ? { ...node, children: kids } : node];
    });
    return R.data(roots);
  });

  // The app-config city tree (spec 000 §7 `GET /blade-app/config/region/tree/city?parentId=53`, spec 001 §4): one
  // level of regions under `parentId` (default 53, Yunnan: its prefectures), lazily, as TreeNodes with hasChildren.
  // BladeX serves it from the app's own city-region configuration; here it is the region table itself, which holds
  // the same statistical codes. `tenantId` is accepted and ignored: regions are shared by every tenant.
  app.get('/blade-app/config/region/tree/city', async (request) => {
    identityOf(request);
    const { parentId } = parseInput(
      z.object({ parentId: regionCode.default('53'), tenantId: z.string().max(12).optional() }),
      request.query,
    );
    return R.data(children.all(parentId).map((row) => toTreeNode(row, true)));
  });

  app.get('/blade-system/region/select', async (request) => {
    identityOf(request);
    const { code } = parseInput(z.object({ code: regionCode.default('00') }), request.query);
    return R.data(ctx.wire.rows(childRows.all(code)));
  });

  app.get('/blade-system/region/tree', async (request) => {
    identityOf(request);
    const { code } = parseInput(z.object({ code: regionCode.default('5329') }), request.query);
    const byCode = new Map<string, TreeNode>();
    for (const row of descendants.all(code)) byCode.set(row.code, toTreeNode(row, false));
    const roots: TreeNode[] = [];
    for (const node of byCode.values()) {
      const parent = byCode.get(node.parentId);
      if (parent) (parent.children ??= []).push(node);
      else if (node.parentId === code) roots.push(node);
    }
    for (const node of byCode.values()) if (node.children) node.hasChildren = true;
    return R.data(roots);
  });

  app.get('/blade-system/region/detail', async (request) => {
    identityOf(request);
    const { code } = parseInput(z.object({ code: regionCode }), request.query);
    const row = detail.get(code);
    if (!row) return R.data(null);
    // RegionVO as both flavours read it: S's `level` beside X's `regionLevel`, and the parent's name.
    const parent = row.parent_code ? detail.get(String(row.parent_code)) : undefined;
    const wire = ctx.wire.row(row);
    return R.data({ ...wire, level: wire.regionLevel, parentName: parent?.name ?? '' });
  });
};
