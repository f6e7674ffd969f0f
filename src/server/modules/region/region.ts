import { regionLevelOf } from '../../../shared/resources/index';
import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';
import { registerRegionTrees } from './region-trees';

interface RegionChain {
  code: string;
  ancestors: string;
  name: string;
  region_level: number;
  province_code: string | null;
  province_name: string | null;
  city_code: string | null;
  city_name: string | null;
  district_code: string | null;
  district_name: string | null;
  town_code: string | null;
  town_name: string | null;
}

const CHAIN = ['province', 'city', 'district', 'town', 'village'] as const;

/**
 * Regions (bladex-contract.md §5): the definition's paged list, lazy list and writes, and the pickers' reads
 * (region-trees.ts: `lazy-tree`, `detail` and the others). A region's code extends its parent's, its level follows
 * from the code's length, and its ancestors and province…village chain are derived from the parent. A region with
 * children is not removed.
 */
export default resourceModule('region', ({ services }) => {
  const db = services.ctx.db;
  const parentOf = db.prepare<[string], RegionChain>('SELECT * FROM blade_region WHERE code = ?');
  const childCount = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM blade_region WHERE parent_code = ?',
  );

  return {
    // `detail` and the tree (`lazy-tree`) are keyed by code for every signed-in user: region-trees.ts.
    omit: ['detail', 'tree'],
    hooks: {
      beforeWrite({ mode, values, existing, planned }) {
        if (mode === 'update') {
          if (values.parent_code !== undefined && values.parent_code !== existing?.parent_code) {
            throw badRequest('不能修改上级区划');
          }
          if (values.region_level !== undefined && values.region_level !== existing?.region_level) {
            throw badRequest('区划等级与编号不符');
          }
          return;
        }
        const code = String(values.code ?? '');
        const parentCode = String(values.parent_code ?? '');
        // An import may create the parent a few rows above: its planned columns carry the same chain.
        const parent = parentCode
          ? (parentOf.get(parentCode) ?? (planned?.(parentCode) as RegionChain | undefined))
          : undefined;
        if (!parent) throw badRequest('请选择上级区划');
        if (parent.code !== '00' && !code.startsWith(parent.code)) throw badRequest('区划编号必须以上级区划编号开头');
        const level = regionLevelOf(code);
        if (level === undefined || level !== parent.region_level + 1 || Number(values.region_level) !== level) {
          throw badRequest('区划等级与编号不符');
        }
        values.ancestors = `${parent.ancestors},${parent.code}`;
        const chain = parent as unknown as Record<string, string | null>;
        for (const link of CHAIN.slice(0, 4)) {
          values[`${link}_code`] = chain[`${link}_code`] ?? null;
          values[`${link}_name`] = chain[`${link}_name`] ?? null;
        }
        const own = CHAIN[level - 1];
        values[`${own}_code`] = code;
        values[`${own}_name`] = String(values.name ?? '');
      },
      // The level follows from the code, so an import's sheet need not say it.
      import: {
        completeRow(input, mode) {
          if (mode === 'create' && input.regionLevel === undefined && typeof input.code === 'string')
            input.regionLevel = regionLevelOf(input.code);
        },
      },
      beforeRemove(keys) {
        for (const key of keys) if ((childCount.get(key)?.n ?? 0) > 0) throw badRequest('请先删除子节点');
      },
    },
    routes: (app) => registerRegionTrees(app, services.ctx),
  };
});
