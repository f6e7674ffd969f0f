import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TreeNode } from '../../shared/bladex/index';
import type { ServerContext } from '../context';
import { identityOf } from '../http/auth-guard';
import { R } from '../http/r';
import { parseInput } from '../http/validate';
import type { Row } from '../http/wire';

const regionCode = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, '区划编号只能是1到12位数字');

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

/** Regions (bladex-contract.md §5): read-only here, keyed by code. */
export const regionRoutes = async (app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> => {
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
    return R.data(row ? ctx.wire.row(row) : null);
  });
};
