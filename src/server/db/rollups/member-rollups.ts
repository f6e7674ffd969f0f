import { COUNTED_ORDER, ROLLUPS, type RollupColumn } from './order-rollups';

/**
 * The board's second set of roll-ups, kept exact by triggers in the same transaction as every write:
 *
 * - Month companions of the seven order roll-ups of 011 (`board_order_month` …): the same keys with the month
 *   in place of the day. A 90-day range reads two or three months and the few days at its edges instead of
 *   90 days of rows; at a million orders the product and shop roll-ups hold nearly a row per order and day,
 *   so the day roll-ups alone were no faster than the orders.
 * - Members by region (`board_member_region`): members (not deleted) per town with their sex and union counts.
 * - The member age ledger (`board_member_ledger_day`, `_month`, `_year`): the board counts the members
 *   registered by a reference day D, by their age band ON D (spec 000 §2.4 age table). A member's band only
 *   changes on the day they register and on their 18th, 30th, 40th, 50th and 65th birthdays, so each member
 *   is written as the bands they enter: the band they are in on registration (that day) and each later band
 *   (on the birthday that opens it, a "crossing", which is also the exit from the band before). The members
 *   of band B on day D are the entries into B up to D minus the crossings into the next band up to D, read
 *   from whole years before D's year, whole months of D's year before D's month and the days of D's month up
 *   to D (a few thousand rows whatever the member count). Crossings lie in the future too; they are dated,
 *   so a sum up to D never sees them early.
 *
 * Member figures follow the member list as it is now: a member's changed birthday, sex, union flag or region
 * (or a deletion) changes the figures of past reference days too, exactly as a GROUP BY over app_member would.
 * Order figures use the snapshots on the order rows (age and sex at order time) and never move.
 *
 * Roll-ups here are "delta" roll-ups: each source row stands for one or more delta rows (one for an order,
 * one per band entered for a member), written with `$.` for the source row and `b.` for the expansion's
 * constant table. The trigger adds a row's deltas on insert, subtracts them (and drops emptied rows) on
 * delete, and does both on an update of a column it reads.
 */

export interface DeltaRollupSpec {
  table: string;
  source: 'order_product' | 'app_member';
  /** Constant tables joined to each source row (each combination one candidate delta row); '' for none. */
  expand: string;
  /** Whether a source row counts at all. */
  counted: string;
  /** Which candidate delta rows exist ('1' for all). */
  filter: string;
  keys: readonly RollupColumn[];
  /** Summed columns, negated when a row is removed; the first is `row_cnt` (1 per delta row). */
  sums: readonly RollupColumn[];
  /** A coarser copy of `of` (same other columns): rebuilt by grouping `of` on the first `length` characters. */
  coarsens?: { of: string; from: string; length: number };
}

const text = (column: string, expr = `COALESCE($.${column}, '')`): RollupColumn => ({ column, expr, type: 'TEXT' });
const int = (column: string, expr: string): RollupColumn => ({ column, expr, type: 'INTEGER' });

/** The month companion of an 011 day roll-up: `day` becomes `month`. */
export const monthTableOf = (dayTable: string): string => dayTable.replace(/_day$/, '_month');

const monthCompanions: DeltaRollupSpec[] = ROLLUPS.filter((spec) => spec.source === 'order_product').map((spec) => ({
  table: monthTableOf(spec.table),
  source: 'order_product',
  expand: '',
  counted: COUNTED_ORDER,
  filter: '1',
  keys: spec.keys.map((key) => (key.column === 'day' ? text('month', 'substr($.pay_date, 1, 7)') : key)),
  sums: spec.sums,
  coarsens: { of: spec.table, from: 'day', length: 7 },
}));

/**
 * Every age band with the ages (in years) that open and close it, twice: `reg` 1 for entering it on
 * registration, 0 for entering it by ageing; '' for a missing or malformed birthday (registration only).
 */
const BANDS = `(SELECT '<18' AS band, NULL AS lo, 18 AS hi, 1 AS reg UNION ALL SELECT '18-30', 18, 30, 1 UNION ALL
  SELECT '30-40', 30, 40, 1 UNION ALL SELECT '40-50', 40, 50, 1 UNION ALL SELECT '50-65', 50, 65, 1 UNION ALL
  SELECT '65+', 65, NULL, 1 UNION ALL SELECT '', NULL, NULL, 1 UNION ALL SELECT '18-30', 18, 30, 0 UNION ALL
  SELECT '30-40', 30, 40, 0 UNION ALL SELECT '40-50', 40, 50, 0 UNION ALL SELECT '50-65', 50, 65, 0 UNION ALL
  SELECT '65+', 65, NULL, 0) AS b`;

/** The band that follows each band as members age (the one a crossing into it leaves is its predecessor). */
export const NEXT_BAND: Readonly<Record<string, string>> = {
  '<18': '18-30',
  '18-30': '30-40',
  '30-40': '40-50',
  '40-50': '50-65',
  '50-65': '65+',
};

/** A birthday the ledger can date: `yyyy-MM-dd` (anything after it is ignored), years 1000–2999; never NULL. */
export const VALID_BIRTHDAY = `COALESCE($.birthday GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]*', 0)`;

/**
 * The day a member turns `years` (an SQL expression): the birthday's month and day in year + years. Compared as
 * text with a `yyyy-MM-dd` day D, `D >= birthdayAt(k)` is exactly "aged k or more on D" (a 29 February birthday
 * gives '…-02-29', which every later day of a common year passes from 1 March on, as whole years are counted).
 * Four-digit years (VALID_BIRTHDAY) keep the text comparison exact without padding.
 */
export const birthdayAt = (years: string): string =>
  `((CAST(substr($.birthday, 1, 4) AS INTEGER) + ${years}) || substr($.birthday, 5, 6))`;

const REGISTER_DAY = 'substr($.register_time, 1, 10)';

/**
 * A member enters the band they are in on registration (that day), and every later band on the birthday that
 * opens it; '' alone without a usable birthday.
 */
const LEDGER_FILTER = `(CASE WHEN ${VALID_BIRTHDAY}
  THEN b.band <> '' AND (b.hi IS NULL OR ${birthdayAt('b.hi')} > ${REGISTER_DAY})
    AND CASE WHEN b.reg = 1 THEN b.lo IS NULL OR ${birthdayAt('b.lo')} <= ${REGISTER_DAY}
      ELSE ${birthdayAt('b.lo')} > ${REGISTER_DAY} END
  ELSE b.band = '' END)`;

const COUNTED_MEMBER = `$.is_deleted = 0 AND $.register_time IS NOT NULL AND length($.register_time) >= 10`;

/** Member counts: of ledger entries (sex and union counted on registration only), or plain (by region). */
const memberSums = (ledgerRows: boolean): RollupColumn[] => {
  const registered = ledgerRows ? 'b.reg * ' : '';
  return [
    int('row_cnt', '1'),
    ...(ledgerRows ? [int('crossed_cnt', '1 - b.reg')] : [int('member_cnt', '1')]),
    int('male_cnt', `${registered}(COALESCE($.sex, 0) = 1)`),
    int('female_cnt', `${registered}(COALESCE($.sex, 0) = 2)`),
    int('union_cnt', `${registered}(COALESCE($.is_union_member, 0) = 1)`),
  ];
};

/**
 * Ledger rows: one per band a member enters, on the day they enter it. `row_cnt` counts entries, `crossed_cnt`
 * those made by ageing (each of which is also the exit from the previous band); sex and union count
 * registrations only. The members of band B on day D: entries into B up to D minus crossings into the next band
 * up to D.
 */
const ledger = (grain: 'day' | 'month' | 'year', length: number): DeltaRollupSpec => ({
  table: `board_member_ledger_${grain}`,
  source: 'app_member',
  expand: BANDS,
  counted: COUNTED_MEMBER,
  filter: LEDGER_FILTER,
  keys: [
    text('tenant_id', '$.tenant_id'),
    text(grain, `substr(CASE WHEN b.reg = 1 THEN ${REGISTER_DAY} ELSE ${birthdayAt('b.lo')} END, 1, ${length})`),
    text('city_code'),
    text('district_code'),
    text('age_band', 'b.band'),
  ],
  sums: memberSums(true),
  coarsens:
    grain === 'day'
      ? undefined
      : {
          of: grain === 'month' ? 'board_member_ledger_day' : 'board_member_ledger_month',
          from: grain === 'month' ? 'day' : 'month',
          length,
        },
});

export const DELTA_ROLLUPS: readonly DeltaRollupSpec[] = [
  ...monthCompanions,
  {
    table: 'board_member_region',
    source: 'app_member',
    expand: '',
    counted: '$.is_deleted = 0',
    filter: '1',
    keys: [text('tenant_id', '$.tenant_id'), text('city_code'), text('district_code'), text('town_code')],
    sums: memberSums(false),
  },
  ledger('day', 10),
  ledger('month', 7),
  ledger('year', 4),
];

const bind = (expr: string, row: string): string => expr.replaceAll('$.', `${row}.`);
const columnsOf = (spec: DeltaRollupSpec): RollupColumn[] => [...spec.keys, ...spec.sums];
const keyList = (spec: DeltaRollupSpec): string => spec.keys.map((k) => k.column).join(', ');

const createTable = (spec: DeltaRollupSpec): string => {
  const columns = columnsOf(spec).map(
    (c) => `  ${c.column} ${c.type} NOT NULL DEFAULT ${c.type === 'TEXT' ? "''" : 0}`,
  );
  return `CREATE TABLE ${spec.table} (\n${columns.join(',\n')},\n  PRIMARY KEY (${keyList(spec)})\n) WITHOUT ROWID;`;
};

/** The candidate delta rows of one source row (`NEW` or `OLD`), sums negated for a removal. */
const deltaSelect = (spec: DeltaRollupSpec, row: 'NEW' | 'OLD', negate: boolean): string => {
  const values = [
    ...spec.keys.map((k) => bind(k.expr, row)),
    ...spec.sums.map((c) => (negate ? `-(${bind(c.expr, row)})` : bind(c.expr, row))),
  ];
  return `SELECT ${values.join(', ')}${spec.expand ? ` FROM ${spec.expand}` : ''}
    WHERE ${bind(spec.counted, row)} AND ${bind(spec.filter, row)}`;
};

const upsert = (spec: DeltaRollupSpec, row: 'NEW' | 'OLD', negate: boolean): string => {
  const updates = spec.sums.map((c) => `${c.column} = ${c.column} + excluded.${c.column}`).join(', ');
  return `INSERT INTO ${spec.table} (${columnsOf(spec)
    .map((c) => c.column)
    .join(', ')}) ${deltaSelect(spec, row, negate)}
    ON CONFLICT (${keyList(spec)}) DO UPDATE SET ${updates};`;
};

const removeRow = (spec: DeltaRollupSpec): string => {
  const keys = spec.keys.map((k) => bind(k.expr, 'OLD')).join(', ');
  return `${upsert(spec, 'OLD', true)}
    DELETE FROM ${spec.table} WHERE row_cnt = 0 AND (${keyList(spec)}) IN (SELECT ${keys}${spec.expand ? ` FROM ${spec.expand}` : ''}
      WHERE ${bind(spec.counted, 'OLD')} AND ${bind(spec.filter, 'OLD')});`;
};

/** Source columns a spec reads: an update touching none of them leaves the roll-up alone. */
const readColumns = (specs: readonly DeltaRollupSpec[]): string[] => {
  const found = new Set<string>();
  for (const spec of specs) {
    const exprs = [spec.counted, spec.filter, ...columnsOf(spec).map((c) => c.expr)];
    for (const expr of exprs) for (const match of expr.matchAll(/\$\.([a-z_]+)/g)) found.add(match[1]);
  }
  return [...found].sort();
};

const SOURCES = ['order_product', 'app_member'] as const;

export const DELTA_TRIGGERS = SOURCES.flatMap((source) => [
  `trg_${source}_delta_insert`,
  `trg_${source}_delta_update`,
  `trg_${source}_delta_delete`,
]);

/** The insert/update/delete triggers of every delta roll-up (the bulk loader drops and recreates them). */
export const deltaTriggersSql = (): string =>
  SOURCES.map((source) => {
    const specs = DELTA_ROLLUPS.filter((spec) => spec.source === source);
    return `
CREATE TRIGGER trg_${source}_delta_insert AFTER INSERT ON ${source} BEGIN
${specs.map((spec) => upsert(spec, 'NEW', false)).join('\n')}
END;
CREATE TRIGGER trg_${source}_delta_update AFTER UPDATE OF ${readColumns(specs).join(', ')} ON ${source} BEGIN
${specs.map((spec) => `${removeRow(spec)}\n${upsert(spec, 'NEW', false)}`).join('\n')}
END;
CREATE TRIGGER trg_${source}_delta_delete AFTER DELETE ON ${source} BEGIN
${specs.map((spec) => removeRow(spec)).join('\n')}
END;`;
  }).join('\n');

export const dropDeltaTriggersSql = (): string =>
  DELTA_TRIGGERS.map((name) => `DROP TRIGGER IF EXISTS ${name};`).join('\n');

/** The GROUP BY over the source rows that a delta roll-up must always equal (rebuilds and tests). */
export const deltaGroupBySql = (spec: DeltaRollupSpec, tenantParam = true): string => {
  const keys = spec.keys.map((k) => `${bind(k.expr, 'src')} AS ${k.column}`);
  const sums = spec.sums.map((c) => `SUM(${bind(c.expr, 'src')}) AS ${c.column}`);
  return `SELECT ${[...keys, ...sums].join(', ')} FROM ${spec.source} AS src${spec.expand ? `, ${spec.expand}` : ''}
    WHERE ${bind(spec.counted, 'src')} AND ${bind(spec.filter, 'src')}${tenantParam ? ' AND src.tenant_id = ?' : ''}
    GROUP BY ${spec.keys.map((k) => bind(k.expr, 'src')).join(', ')}`;
};

/** A coarser roll-up computed from its finer one (same sums, the period cut to fewer characters). */
const coarsenSql = (spec: DeltaRollupSpec, tenantParam: boolean): string => {
  const { of, from, length } = spec.coarsens!;
  const keys = spec.keys.map((k, i) => (i === 1 ? `substr(${from}, 1, ${length})` : k.column));
  return `SELECT ${[...keys, ...spec.sums.map((c) => `SUM(${c.column})`)].join(', ')} FROM ${of}
    ${tenantParam ? 'WHERE tenant_id = ?' : ''} GROUP BY ${keys.join(', ')}`;
};

const fillSql = (spec: DeltaRollupSpec, tenantParam: boolean): string =>
  `INSERT INTO ${spec.table} (${columnsOf(spec)
    .map((c) => c.column)
    .join(', ')}) ${spec.coarsens ? coarsenSql(spec, tenantParam) : deltaGroupBySql(spec, tenantParam)}`;

/**
 * Statements (each with one `?` for the tenant) that recompute every delta roll-up of a tenant; run after the
 * 011 roll-ups are rebuilt, since the month companions are grouped from them (and the ledger's months and
 * years from its days), which is much cheaper than grouping the rows again.
 */
export const rebuildDeltaRollupsSql = (): string[] =>
  DELTA_ROLLUPS.flatMap((spec) => [`DELETE FROM ${spec.table} WHERE tenant_id = ?`, fillSql(spec, true)]);

/** Fills the (empty) delta roll-ups of every tenant from the rows and 011 roll-ups already there. */
export const backfillDeltaRollupsSql = (): string[] => DELTA_ROLLUPS.map((spec) => fillSql(spec, false));

/** Every statement that creates the member and month roll-ups, fills them and adds their triggers (migration 014). */
export const memberRollupsSchemaSql = (): string => `${DELTA_ROLLUPS.map(createTable).join('\n')}
${backfillDeltaRollupsSql()
  .map((sql) => `${sql};`)
  .join('\n')}
-- Members of one town are read from the rows: this index covers every figure the board takes from them.
CREATE INDEX idx_app_member_town ON app_member (tenant_id, town_code, is_deleted, register_time, sex,
  is_union_member, birthday);
${deltaTriggersSql()}`;
