/**
 * Day roll-ups of the board, kept exact by triggers in the same transaction as every order (or visit) write.
 *
 * Each roll-up is keyed by tenant, day, city and district plus a few dimensions, and holds counts and sums in
 * integer cents. Towns are not a key (there are 112 of them, which would leave a day roll-up barely smaller
 * than the orders); a town filter reads the order rows through (tenant_id, town_code, pay_date) instead.
 *
 * Expressions are written with `$.` for the source row, replaced by `NEW.`, `OLD.` or nothing (a GROUP BY).
 * This file is the single definition the migration, the bulk loader (`rebuildRollupsSql`) and the tests use.
 */
export interface RollupColumn {
  column: string;
  expr: string;
  type: 'TEXT' | 'INTEGER';
}

export interface RollupSpec {
  table: string;
  source: 'order_product' | 'app_member_visit';
  keys: readonly RollupColumn[];
  /** Summed columns; the first is `row_cnt` (1 per source row) so emptied rows can be dropped. */
  sums: readonly RollupColumn[];
}

/** Only paid (1) and written-off (2) orders are transactions; unpaid, refunded and cancelled are not. */
export const COUNTED_ORDER = `$.is_deleted = 0 AND $.pay_status IN (1, 2) AND $.pay_date IS NOT NULL AND length($.pay_date) >= 10`;
export const COUNTED_PAY_STATUSES = [1, 2] as const;

export const cents = (column: string): string => `CAST(ROUND(COALESCE($.${column}, 0) * 100) AS INTEGER)`;

const text = (column: string, expr = `COALESCE($.${column}, '')`): RollupColumn => ({ column, expr, type: 'TEXT' });
const int = (column: string, expr = `COALESCE($.${column}, 0)`): RollupColumn => ({ column, expr, type: 'INTEGER' });

/** Age at order time, banded as the board's age table (spec 000 §2.4): 18-30, 30-40, 40-50, 50-65, 65+. */
export const AGE_BAND_EXPR = `CASE WHEN $.user_age IS NULL THEN '' WHEN $.user_age < 18 THEN '<18'
  WHEN $.user_age < 30 THEN '18-30' WHEN $.user_age < 40 THEN '30-40' WHEN $.user_age < 50 THEN '40-50'
  WHEN $.user_age < 65 THEN '50-65' ELSE '65+' END`;

const orderKeys = [
  text('tenant_id', '$.tenant_id'),
  text('day', 'substr($.pay_date, 1, 10)'),
  text('city_code'),
  text('district_code'),
];
const rowCnt = int('row_cnt', '1');
const orderCnt = int('order_cnt', '1');
const productCnt = int('product_cnt');
const orderMoney = int('order_money', cents('order_money'));

export const ROLLUPS: readonly RollupSpec[] = [
  {
    table: 'board_order_day',
    source: 'order_product',
    keys: [...orderKeys, int('product_type'), int('trade_type'), int('source'), int('pay_type')],
    sums: [
      rowCnt,
      orderCnt,
      productCnt,
      orderMoney,
      int('pay_money', cents('pay_money')),
      int('discount_money', cents('discount_money')),
      int('shop_welfare', cents('shop_welfare')),
      int('return_money', cents('return_money')),
    ],
  },
  {
    table: 'board_channel_day',
    source: 'order_product',
    keys: [...orderKeys, int('source'), text('distributor_id'), int('product_type')],
    sums: [rowCnt, orderCnt, productCnt, orderMoney],
  },
  {
    table: 'board_town_day',
    source: 'order_product',
    keys: [...orderKeys, text('town_code')],
    sums: [rowCnt, orderCnt, productCnt, orderMoney, int('pay_money', cents('pay_money'))],
  },
  {
    table: 'board_shop_day',
    source: 'order_product',
    keys: [...orderKeys, int('trade_type'), text('shop_id'), text('sub_category_id')],
    sums: [rowCnt, orderCnt, productCnt, orderMoney],
  },
  {
    table: 'board_product_day',
    source: 'order_product',
    keys: [...orderKeys, int('source'), text('product_id')],
    sums: [rowCnt, orderCnt, productCnt, orderMoney],
  },
  {
    table: 'board_consumer_day',
    source: 'order_product',
    keys: [...orderKeys, int('trade_type'), text('age_band', AGE_BAND_EXPR), int('user_sex')],
    sums: [rowCnt, orderCnt, orderMoney],
  },
  {
    table: 'board_origin_day',
    source: 'order_product',
    keys: [...orderKeys, text('user_region_name')],
    sums: [rowCnt, orderCnt, orderMoney],
  },
  {
    table: 'board_visit_day',
    source: 'app_member_visit',
    keys: [text('tenant_id', '$.tenant_id'), text('day', '$.visit_day'), text('city_code'), text('district_code')],
    sums: [rowCnt, int('visit_cnt')],
  },
];

const COUNTED_VISIT = `$.visit_day IS NOT NULL`;

const countedOf = (spec: RollupSpec): string => (spec.source === 'order_product' ? COUNTED_ORDER : COUNTED_VISIT);
const bind = (expr: string, row: 'NEW' | 'OLD' | ''): string => expr.replaceAll('$.', row ? `${row}.` : '');

const createTable = (spec: RollupSpec): string => {
  const columns = [...spec.keys, ...spec.sums].map(
    (c) => `  ${c.column} ${c.type} NOT NULL DEFAULT ${c.type === 'TEXT' ? "''" : 0}`,
  );
  return `CREATE TABLE ${spec.table} (\n${columns.join(',\n')},\n  PRIMARY KEY (${spec.keys.map((k) => k.column).join(', ')})\n) WITHOUT ROWID;`;
};

const addRow = (spec: RollupSpec, row: 'NEW' | 'OLD' | ''): string => {
  const columns = [...spec.keys, ...spec.sums].map((c) => c.column).join(', ');
  const values = [...spec.keys, ...spec.sums].map((c) => bind(c.expr, row)).join(', ');
  const updates = spec.sums.map((c) => `${c.column} = ${c.column} + excluded.${c.column}`).join(', ');
  return `INSERT INTO ${spec.table} (${columns}) SELECT ${values} WHERE ${bind(countedOf(spec), row)}
    ON CONFLICT (${spec.keys.map((k) => k.column).join(', ')}) DO UPDATE SET ${updates};`;
};

const removeRow = (spec: RollupSpec): string => {
  const where = spec.keys.map((k) => `${k.column} = ${bind(k.expr, 'OLD')}`).join(' AND ');
  const updates = spec.sums.map((c) => `${c.column} = ${c.column} - ${bind(c.expr, 'OLD')}`).join(', ');
  const counted = bind(countedOf(spec), 'OLD');
  return `UPDATE ${spec.table} SET ${updates} WHERE ${where} AND (${counted});
    DELETE FROM ${spec.table} WHERE ${where} AND row_cnt = 0;`;
};

const SOURCES = ['order_product', 'app_member_visit'] as const;

export const ROLLUP_TRIGGERS = SOURCES.flatMap((source) => [
  `trg_${source}_rollup_insert`,
  `trg_${source}_rollup_update`,
  `trg_${source}_rollup_delete`,
]);

/** The insert/update/delete triggers of every roll-up (the bulk loader drops and recreates them). */
export const rollupTriggersSql = (): string =>
  SOURCES.map((source) => {
    const specs = ROLLUPS.filter((spec) => spec.source === source);
    return `
CREATE TRIGGER trg_${source}_rollup_insert AFTER INSERT ON ${source} BEGIN
${specs.map((spec) => addRow(spec, 'NEW')).join('\n')}
END;
CREATE TRIGGER trg_${source}_rollup_update AFTER UPDATE ON ${source} BEGIN
${specs.map((spec) => `${removeRow(spec)}\n${addRow(spec, 'NEW')}`).join('\n')}
END;
CREATE TRIGGER trg_${source}_rollup_delete AFTER DELETE ON ${source} BEGIN
${specs.map((spec) => removeRow(spec)).join('\n')}
END;`;
  }).join('\n');

export const dropRollupTriggersSql = (): string =>
  ROLLUP_TRIGGERS.map((name) => `DROP TRIGGER IF EXISTS ${name};`).join('\n');

/** The GROUP BY that a roll-up must always equal: used to rebuild after a bulk load, and by the tests. */
export const rollupGroupBySql = (spec: RollupSpec, tenantParam = true): string => {
  const keys = spec.keys.map((k) => `${bind(k.expr, '')} AS ${k.column}`);
  const sums = spec.sums.map((c) => `SUM(${bind(c.expr, '')}) AS ${c.column}`);
  return `SELECT ${[...keys, ...sums].join(', ')} FROM ${spec.source}
    WHERE ${bind(countedOf(spec), '')}${tenantParam ? ' AND tenant_id = ?' : ''}
    GROUP BY ${spec.keys.map((k) => bind(k.expr, '')).join(', ')}`;
};

/** Statements (each with one `?` for the tenant) that recompute every roll-up of a tenant from its rows. */
export const rebuildRollupsSql = (): string[] =>
  ROLLUPS.flatMap((spec) => [
    `DELETE FROM ${spec.table} WHERE tenant_id = ?`,
    `INSERT INTO ${spec.table} (${[...spec.keys, ...spec.sums].map((c) => c.column).join(', ')}) ${rollupGroupBySql(spec)}`,
  ]);

/** Every statement that creates the roll-up tables and their triggers, as migration 011 froze them. */
export const orderRollupsSchemaSql = (): string => `${ROLLUPS.map(createTable).join('\n')}\n${rollupTriggersSql()}`;
