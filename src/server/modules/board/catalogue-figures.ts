import { DEFAULT_GOODS, LIFE_TILES, TRAVEL_TILES } from '../../../shared/board-enums';
import { factSource } from './fact-source';
import { average, percent, yuan } from './format';
import { BOARD_ROOT, type Scope } from './scope';
import { memberCount } from './member-figures';
import { num, str, type SqlRunner } from './sql-runner';

const regionWhere = (scope: Scope, alias = ''): { sql: string; params: string[] } => {
  if (!scope.region) return { sql: '', params: [] };
  const column =
    scope.region.level === 'city' ? 'city_code' : scope.region.level === 'district' ? 'district_code' : 'town_code';
  return { sql: ` AND ${alias}${column} = ?`, params: [scope.region.code] };
};

/** An overview stat item (spec 000 §3): `city` is the region the figures count ('' = the whole tenant). */
export interface OverviewItem {
  category: string;
  productNum: number;
  avgPrice: number;
  ratio: string;
  city: string;
}

/**
 * Product overview (view 1) over the products on sale (status 1, audit passed, not deleted) of the region
 * (product location), listed (create_time) within the range when one is given. Groups:
 * fusionCategory the three industries; fusionTravel the four experience tiles; fusionTravelService every
 * experience business type (business detail, by count); fusionProductService goods business types;
 * fusionLife the eight city-life tiles; fusionLifeService city-life business types; fusionCityService the
 * child regions (counties, or towns of a county). Ratio = share of the group's product count. Every item's `city`
 * is the region asked ('' for the whole tenant); a fusionCityService item's is its own child region.
 * `category` (an industry name) keeps only that industry's products.
 */
export const productOverview = (sql: SqlRunner, scope: Scope, category = '') => {
  const region = regionWhere(scope, 'p.');
  const params: (string | number)[] = [scope.tenantId, ...region.params];
  let where = `p.tenant_id = ? AND p.is_deleted = 0 AND p.status = 1 AND p.audit_status = 1${region.sql}`;
  if (scope.range) {
    where += ' AND p.create_time BETWEEN ? AND ?';
    params.push(scope.range.from, scope.range.to);
  }
  if (category) {
    where += ' AND p.industry_name = ?';
    params.push(category);
  }
  const childColumn = !scope.region || scope.region.level === 'city' ? 'district_code' : 'town_code';
  const rows = sql.all({
    sql: `SELECT p.trade_type, p.business_name AS name, p.${childColumn} AS child, COUNT(*) AS n,
        SUM(CAST(ROUND(p.combo_price * 100) AS INTEGER)) AS cents
      FROM merchant_product p WHERE ${where} GROUP BY p.trade_type, p.business_name, p.${childColumn}`,
    params,
  });
  const sumBy = (pick: (row: (typeof rows)[number]) => string | null) => {
    const groups = new Map<string, { n: number; cents: number }>();
    for (const row of rows) {
      const key = pick(row);
      if (key === null) continue;
      const group = groups.get(key) ?? { n: 0, cents: 0 };
      group.n += num(row.n);
      group.cents += num(row.cents);
      groups.set(key, group);
    }
    return groups;
  };
  const city = scope.region?.code ?? '';
  const items = (groups: Map<string, { n: number; cents: number }>, names?: readonly string[]): OverviewItem[] => {
    const whole = [...groups.values()].reduce((sum, g) => sum + g.n, 0);
    const keys =
      names ??
      [...groups.keys()].sort((a, b) => (groups.get(b)?.n ?? 0) - (groups.get(a)?.n ?? 0) || a.localeCompare(b));
    return keys.map((key) => {
      const group = groups.get(key) ?? { n: 0, cents: 0 };
      return {
        category: key,
        productNum: group.n,
        avgPrice: average(group.cents, group.n),
        ratio: percent(group.n, whole),
        city,
      };
    });
  };
  const ofTrade = (trade: number) => sumBy((row) => (num(row.trade_type) === trade ? str(row.name) : null));
  const travel = ofTrade(1);
  const goods = ofTrade(2);
  const life = ofTrade(3);
  const industries = sumBy((row) => ['', '文旅体验', '百货商品', '城市生活'][num(row.trade_type)] ?? null);
  const children = childRegions(sql, scope);
  const childGroups = sumBy((row) => str(row.child));
  const cityItems = items(
    childGroups,
    children.map((child) => child.code),
  ).map((item, index) => ({
    ...item,
    category: children[index].name,
    city: children[index].code,
  }));
  const travelTiles = items(travel).filter((item) => (TRAVEL_TILES as readonly string[]).includes(item.category));
  return {
    fusionCategory: items(industries, ['文旅体验', '百货商品', '城市生活']),
    fusionTravel: TRAVEL_TILES.map(
      (name) =>
        travelTiles.find((item) => item.category === name) ?? {
          category: name,
          productNum: 0,
          avgPrice: 0,
          ratio: '0.00',
          city,
        },
    ),
    fusionTravelService: items(travel),
    fusionProductService: goods.size > 0 ? items(goods) : items(goods, DEFAULT_GOODS),
    fusionLife: items(life, LIFE_TILES),
    fusionLifeService: items(life),
    fusionCityService: cityItems,
  };
};

/** The child regions of the scope: counties of the prefecture, towns of a county, a town itself. */
export const childRegions = (sql: SqlRunner, scope: Scope): { code: string; name: string }[] => {
  if (scope.region?.level === 'town') return [{ code: scope.region.code, name: scope.region.name }];
  const parent = scope.region?.code ?? BOARD_ROOT;
  return sql
    .all({ sql: 'SELECT code, name FROM blade_region WHERE parent_code = ? ORDER BY sort, code', params: [parent] })
    .map((row) => ({ code: str(row.code), name: str(row.name) }));
};

/**
 * Counted orders per child region (finance by city, market contribution): {cityCode, cityName, orderCnt,
 * orderMoney, payMoney, avgPrice, percent of the amount}, in region order.
 */
export const regionBreakdown = (sql: SqlRunner, scope: Scope) => {
  const children = childRegions(sql, scope);
  const column = !scope.region || scope.region.level === 'city' ? 'district_code' : 'town_code';
  const source = factSource('board_town_day', scope);
  const rows = sql.all({
    sql: `SELECT ${column} AS code, SUM(order_cnt) AS cnt, SUM(order_money) AS money, SUM(pay_money) AS pay
      FROM ${source.sql} GROUP BY ${column}`,
    params: source.params,
  });
  const byCode = new Map(rows.map((row) => [str(row.code), row]));
  const whole = children.reduce((sum, child) => sum + num(byCode.get(child.code)?.money), 0);
  return children.map((child) => {
    const row = byCode.get(child.code);
    return {
      cityCode: child.code,
      cityName: child.name,
      orderCnt: num(row?.cnt),
      orderMoney: yuan(num(row?.money)),
      payMoney: yuan(num(row?.pay)),
      avgPrice: average(num(row?.money), num(row?.cnt)),
      percent: percent(num(row?.money), whole),
    };
  });
};

/** Catalogue size of the region: merchants, products on sale, distributors and platforms, members, by industry. */
export const resourceAnalysis = (sql: SqlRunner, scope: Scope) => {
  const region = regionWhere(scope);
  const merchants = sql.all({
    sql: `SELECT trade_type, COUNT(*) AS n FROM merchant_info WHERE tenant_id = ? AND is_deleted = 0 AND status = 1${region.sql}
      GROUP BY trade_type`,
    params: [scope.tenantId, ...region.params],
  });
  const products = sql.all({
    sql: `SELECT trade_type, COUNT(*) AS n FROM merchant_product
      WHERE tenant_id = ? AND is_deleted = 0 AND status = 1 AND audit_status = 1${region.sql} GROUP BY trade_type`,
    params: [scope.tenantId, ...region.params],
  });
  const distributors = sql.get({
    sql: 'SELECT COUNT(*) AS n FROM merchant_distributor WHERE tenant_id = ? AND is_deleted = 0',
    params: [scope.tenantId],
  });
  const count = (rows: typeof merchants, trade: number) => num(rows.find((row) => num(row.trade_type) === trade)?.n);
  return {
    merchantNum: merchants.reduce((sum, row) => sum + num(row.n), 0),
    productNum: products.reduce((sum, row) => sum + num(row.n), 0),
    distributorNum: num(distributors.n),
    memberNum: memberCount(sql, scope),
    industries: ['文旅体验', '百货商品', '城市生活'].map((name, index) => ({
      name,
      merchantNum: count(merchants, index + 1),
      productNum: count(products, index + 1),
    })),
  };
};
