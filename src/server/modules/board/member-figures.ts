import { birthdayAt, NEXT_BAND, VALID_BIRTHDAY } from '../../db/rollups/member-rollups';
import type { SqlParam, SqlPart } from './fact-source';
import type { Scope } from './scope';
import { num, str, type SqlRunner } from './sql-runner';

export interface MemberFigures {
  /** The reference day D (`yyyy-MM-dd`): members registered by its end, aged on it. */
  day: string;
  total: number;
  union: number;
  male: number;
  female: number;
  band: (name: string) => number;
}

const regionWhere = (scope: Scope): { sql: string; params: SqlParam[] } => {
  if (!scope.region) return { sql: '', params: [] };
  const column =
    scope.region.level === 'city' ? 'city_code' : scope.region.level === 'district' ? 'district_code' : 'town_code';
  return { sql: ` AND ${column} = ?`, params: [scope.region.code] };
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const collect = (day: string, rows: Record<string, string | number | null>[]): MemberFigures => {
  const figures = { day, total: 0, union: 0, male: 0, female: 0 };
  const bands = new Map<string, number>();
  for (const row of rows) {
    figures.total += num(row.n);
    figures.union += num(row.uni);
    figures.male += num(row.male);
    figures.female += num(row.female);
    bands.set(str(row.band), (bands.get(str(row.band)) ?? 0) + num(row.n));
  }
  return { ...figures, band: (name: string) => bands.get(name) ?? 0 };
};

const plain = (expr: string): string => expr.replaceAll('$.', '');

/** Age band on `ref.d` by the ledger's own birthday rule (migration 014), so both paths agree to the member. */
const BAND_ON_DAY = `CASE WHEN NOT (${plain(VALID_BIRTHDAY)}) THEN ''
  WHEN ref.d < ${plain(birthdayAt('18'))} THEN '<18' WHEN ref.d < ${plain(birthdayAt('30'))} THEN '18-30'
  WHEN ref.d < ${plain(birthdayAt('40'))} THEN '30-40' WHEN ref.d < ${plain(birthdayAt('50'))} THEN '40-50'
  WHEN ref.d < ${plain(birthdayAt('65'))} THEN '50-65' ELSE '65+' END`;

/**
 * Member figures on day D straight from the member rows (a town, which the ledger does not key; and the
 * tests' reference): registered (register day ≤ D), not deleted, in the region by the member's own town.
 */
export const memberFiguresFromRows = (sql: SqlRunner, scope: Scope, day: string): MemberFigures => {
  if (!DAY.test(day)) throw new Error(`bad reference day ${day}`);
  const region = regionWhere(scope);
  const rows = sql.all({
    sql: `SELECT band, COUNT(*) AS n, SUM(sex = 1) AS male, SUM(sex = 2) AS female, SUM(is_union_member = 1) AS uni
      FROM (SELECT ${BAND_ON_DAY} AS band, COALESCE(sex, 0) AS sex, COALESCE(is_union_member, 0) AS is_union_member
        FROM app_member, (SELECT ? AS d) ref
        WHERE tenant_id = ?${region.sql} AND is_deleted = 0 AND register_time IS NOT NULL
          AND length(register_time) >= 10 AND substr(register_time, 1, 10) <= ref.d)
      GROUP BY band`,
    params: [day, scope.tenantId, ...region.params],
  });
  return collect(day, rows);
};

/**
 * Member figures on day D from the age ledger: every band's entries up to D (whole years before D's year,
 * whole months of D's year before D's month, the days of D's month up to D), less the members who have since
 * aged into the next band.
 */
export const memberFiguresFromLedger = (sql: SqlRunner, scope: Scope, day: string): MemberFigures => {
  if (!DAY.test(day)) throw new Error(`bad reference day ${day}`);
  const region = regionWhere(scope);
  const year = day.slice(0, 4);
  const month = day.slice(0, 7);
  const pick = (table: string, where: string, params: SqlParam[]): SqlPart => ({
    sql: `SELECT age_band, row_cnt, crossed_cnt, male_cnt, female_cnt, union_cnt FROM ${table}
      WHERE tenant_id = ? AND ${where}${region.sql}`,
    params: [scope.tenantId, ...params, ...region.params],
  });
  const parts = [
    pick('board_member_ledger_year', 'year < ?', [year]),
    pick('board_member_ledger_month', 'month >= ? AND month < ?', [`${year}-01`, month]),
    pick('board_member_ledger_day', 'day BETWEEN ? AND ?', [`${month}-01`, day]),
  ];
  const entries = sql.all({
    sql: `SELECT age_band AS band, SUM(row_cnt) AS entered, SUM(crossed_cnt) AS crossed, SUM(male_cnt) AS male,
        SUM(female_cnt) AS female, SUM(union_cnt) AS uni
      FROM (${parts.map((part) => part.sql).join(' UNION ALL ')}) GROUP BY age_band`,
    params: parts.flatMap((part) => part.params),
  });
  const crossedInto = new Map(entries.map((row) => [str(row.band), num(row.crossed)]));
  const rows = entries.map((row) => {
    const next = NEXT_BAND[str(row.band)];
    return { ...row, n: num(row.entered) - (next ? (crossedInto.get(next) ?? 0) : 0) };
  });
  return collect(day, rows);
};

/** Members on day D: the ledger for the whole tenant, the prefecture or a county, the rows for a town. */
export const memberFiguresOn = (sql: SqlRunner, scope: Scope, day: string): MemberFigures =>
  scope.region?.level === 'town' ? memberFiguresFromRows(sql, scope, day) : memberFiguresFromLedger(sql, scope, day);

/** Registered members of the tenant (in the region when one is given), whenever they registered. */
export const memberCount = (sql: SqlRunner, scope: Scope): number => {
  const region = regionWhere(scope);
  return num(
    sql.get({
      sql: `SELECT SUM(member_cnt) AS n FROM board_member_region WHERE tenant_id = ?${region.sql}`,
      params: [scope.tenantId, ...region.params],
    }).n,
  );
};
