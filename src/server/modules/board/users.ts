import { factSource } from './fact-source';
import { average, percent, yuan } from './format';
import { AGE_BANDS } from './labels';
import { periodLabels } from './periods';
import { memberFiguresOn, type MemberFigures } from './member-figures';
import { LATEST, type Scope } from './scope';
import { num, str, type SqlRunner } from './sql-runner';

/** The day figures are "as of": the range's last day, or today. */
export const referenceDay = (scope: Scope, today: string): string =>
  scope.range && scope.range.to !== LATEST ? scope.range.to.slice(0, 10) : today;

/**
 * Members registered up to the reference day in the region (by the member's own district/town): totals,
 * union membership, sex and age bands (age on the reference day).
 */
export const memberFigures = (sql: SqlRunner, scope: Scope, today: string): MemberFigures =>
  memberFiguresOn(sql, scope, referenceDay(scope, today));

/** Visits (sum of openings) in the region between two days, inclusive, from board_visit_day. */
const visitsBetween = (sql: SqlRunner, scope: Scope, fromDay: string, toDay: string): number => {
  const source = factSource('board_visit_day', {
    ...scope,
    range: { from: `${fromDay} 00:00:00`, to: `${toDay} 23:59:59` },
  });
  return num(sql.get({ sql: `SELECT SUM(visit_cnt) AS n FROM ${source.sql}`, params: source.params }).n);
};

/**
 * User analysis (view 5): age table (share of members; each band's share of the experience, goods and city-life
 * amounts; average order value), sex shares, registered / union / non-union members and the visits of the
 * reference day. Consumption is by where orders were placed (order region) within the range.
 *
 * Two meanings of a band, each the stable one for its figure: a member's share uses the member's age ON the
 * reference day (the member list as of that day); a consumption share uses the buyer's age AT ORDER TIME (the
 * snapshot on the order row), so a past range's figures never move when buyers have birthdays since.
 */
export const userAnalysis = (sql: SqlRunner, scope: Scope, today: string) => {
  const members = memberFigures(sql, scope, today);
  const source = factSource('board_consumer_day', scope);
  const rows = sql.all({
    sql: `SELECT age_band, trade_type, SUM(order_cnt) AS cnt, SUM(order_money) AS money FROM ${source.sql}
      GROUP BY age_band, trade_type`,
    params: source.params,
  });
  const tradeTotal = [0, 0, 0, 0];
  for (const row of rows) tradeTotal[num(row.trade_type)] += num(row.money);
  const ageData = AGE_BANDS.map((band) => {
    const mine = rows.filter((row) => str(row.age_band) === band);
    const money = (trade: number) =>
      mine.filter((row) => num(row.trade_type) === trade).reduce((s, r) => s + num(r.money), 0);
    const allMoney = mine.reduce((s, r) => s + num(r.money), 0);
    const allCount = mine.reduce((s, r) => s + num(r.cnt), 0);
    return {
      name: band,
      userPercent: percent(members.band(band), members.total),
      wenlvPercent: percent(money(1), tradeTotal[1]),
      baihuoPercent: percent(money(2), tradeTotal[2]),
      shenghuoPercent: percent(money(3), tradeTotal[3]),
      avgPrice: average(allMoney, allCount),
    };
  });
  return {
    ageData,
    malePercent: percent(members.male, members.total),
    femalePercent: percent(members.female, members.total),
    registerUserNum: members.total,
    unionMemberNum: members.union,
    nonUnionMemberNum: members.total - members.union,
    visitNum: visitsBetween(sql, scope, members.day, members.day),
  };
};

/**
 * Visit panel (view 5): visits of the reference day and of its month so far, the daily average of that month,
 * registered members, sex shares, and the monthly amount per trade type over the range's months (or the
 * twelve months ending with the reference month) with each month's composition.
 */
export const visitData = (sql: SqlRunner, scope: Scope, today: string) => {
  const members = memberFigures(sql, scope, today);
  const day = members.day;
  const monthStart = `${day.slice(0, 7)}-01`;
  const monthCnt = visitsBetween(sql, scope, monthStart, day);
  const elapsed = Number(day.slice(8, 10));
  const firstMonth = (() => {
    if (scope.range && scope.range.from.slice(0, 4) !== '0000') return scope.range.from.slice(0, 10);
    const date = new Date(`${monthStart}T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() - 11);
    return date.toISOString().slice(0, 10);
  })();
  const months = periodLabels(firstMonth, day, 2);
  const range = scope.range ?? { from: `${months[0]}-01 00:00:00`, to: `${day} 23:59:59` };
  const source = factSource('board_order_day', { ...scope, range }, {}, 'month');
  const rows = sql.all({
    sql: `SELECT month, trade_type, SUM(order_money) AS money FROM ${source.sql}
      GROUP BY month, trade_type`,
    params: source.params,
  });
  const money = (month: string, trade: number) =>
    num(rows.find((row) => str(row.month) === month && num(row.trade_type) === trade)?.money);
  return {
    todayCnt: visitsBetween(sql, scope, day, day),
    monthCnt,
    dayAvg: Math.round((monthCnt / elapsed) * 100) / 100,
    userCnt: members.total,
    malePercent: percent(members.male, members.total),
    femalePercent: percent(members.female, members.total),
    option: months,
    wenlvVal: months.map((month) => yuan(money(month, 1))),
    baihuoVal: months.map((month) => yuan(money(month, 2))),
    shenghuoVal: months.map((month) => yuan(money(month, 3))),
    list: months.map((month) => {
      const total = money(month, 1) + money(month, 2) + money(month, 3);
      return {
        month,
        percentWenlv: percent(money(month, 1), total),
        percentBaihuo: percent(money(month, 2), total),
        percentShenghuo: percent(money(month, 3), total),
        total: yuan(total),
      };
    }),
  };
};

/** Where consumers come from: share of counted orders (person-times) by the member's home region. */
export const sourceRegions = (sql: SqlRunner, scope: Scope) => {
  const source = factSource('board_origin_day', scope);
  const rows = sql.all({
    sql: `SELECT user_region_name AS name, SUM(order_cnt) AS cnt FROM ${source.sql} GROUP BY user_region_name
      HAVING SUM(row_cnt) > 0 ORDER BY cnt DESC, name`,
    params: source.params,
  });
  const whole = rows.reduce((sum, row) => sum + num(row.cnt), 0);
  return rows.map((row) => ({
    name: str(row.name) || '未知',
    num: num(row.cnt),
    peoplePercentage: percent(num(row.cnt), whole),
  }));
};
