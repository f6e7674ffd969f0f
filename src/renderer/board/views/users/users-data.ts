import { regionAndRange, useBoardData, type BoardQuery } from '../../frame/board-context';
import { BOARD_ENDPOINTS } from '../../../../shared/contract/board';
import { columnWithRest } from '../../../../shared/board-shares';

/** One age band of `view/userAnalysis` (spec 000 §3 "Age data entries"); percentages are two-decimal texts. */
export interface AgeEntry {
  name?: string;
  userPercent: string;
  wenlvPercent: string;
  baihuoPercent: string;
  shenghuoPercent: string;
  avgPrice: number;
}

export interface UserAnalysis {
  ageData: AgeEntry[];
  malePercent: string;
  femalePercent: string;
  registerUserNum: number;
  unionMemberNum: number;
  nonUnionMemberNum: number;
  visitNum: number;
}

export interface MonthShare {
  month: string;
  percentWenlv: string;
  percentBaihuo: string;
  percentShenghuo: string;
  total: number;
}

/** `view/userAnalysis/vist`: the visit panel. */
export interface VisitData {
  todayCnt: number;
  monthCnt: number;
  dayAvg: number;
  userCnt: number;
  malePercent: string;
  femalePercent: string;
  option: string[];
  wenlvVal: number[];
  baihuoVal: number[];
  shenghuoVal: number[];
  list: MonthShare[];
}

export interface SourceRegion {
  name: string;
  num: number;
  peoplePercentage: string;
}

/** The age bands the table always shows, in this order (spec 000 §2.4 view 5). */
export const AGE_BANDS = ['18-30', '30-40', '40-50', '50-65', '65+'] as const;

const EMPTY_AGE: AgeEntry = {
  userPercent: '0.00',
  wenlvPercent: '0.00',
  baihuoPercent: '0.00',
  shenghuoPercent: '0.00',
  avgPrice: 0,
};

/**
 * The five bands in the spec's order: by name when the server names them, else by position (the BladeX answer is
 * a plain array of five); a band the server did not send shows zeros.
 */
export const ageRows = (ageData: readonly AgeEntry[] | undefined): { band: string; entry: AgeEntry }[] =>
  AGE_BANDS.map((band, index) => {
    const named = ageData?.find((entry) => entry.name === band);
    const entry = named ?? (ageData?.every((e) => e.name === undefined) ? ageData[index] : undefined);
    return { band, entry: entry ?? EMPTY_AGE };
  });

/** The row after the five bands holding what none of them covers (under 18, no birthday, no member). */
export const AGE_REST = 'rest';

const AGE_SHARE_FIELDS = ['userPercent', 'wenlvPercent', 'baihuoPercent', 'shenghuoPercent'] as const;

/**
 * The age table as shown (issue 19 item 17: a breakdown adds up to its whole): each column's five bands add up
 * to exactly 100.00 %, and when the bands leave more than their rounding could (members under 18 or without a
 * birthday, orders without a member) a row AGE_REST shows that rest, as 未知 does on the gender bar. Only the
 * server's percentages are known, so the shares are balanced over them (columnWithRest).
 */
export const ageShareRows = (ageData: readonly AgeEntry[] | undefined): { band: string; entry: AgeEntry }[] => {
  const rows = ageRows(ageData);
  const rest: AgeEntry = { ...EMPTY_AGE, avgPrice: Number.NaN };
  let restShown = false;
  const columns = AGE_SHARE_FIELDS.map((field) => {
    const column = columnWithRest(rows.map((row) => row.entry[field]));
    if (column.rest !== null) {
      rest[field] = column.rest;
      restShown = true;
    }
    return column.shares;
  });
  const balanced = rows.map((row, index) => ({
    band: row.band,
    entry: {
      ...row.entry,
      ...Object.fromEntries(AGE_SHARE_FIELDS.map((field, column) => [field, columns[column][index]])),
    },
  }));
  return restShown ? [...balanced, { band: AGE_REST, entry: rest }] : balanced;
};

export const useUserAnalysis = (query: BoardQuery) =>
  useBoardData<UserAnalysis>('users.analysis', BOARD_ENDPOINTS.userAnalysis.path, regionAndRange(query));

export const useVisitData = (query: BoardQuery) =>
  useBoardData<VisitData>('users.visits', BOARD_ENDPOINTS.userVisits.path, regionAndRange(query));

export const useSourceRegions = (query: BoardQuery) =>
  useBoardData<SourceRegion[]>('users.sourceRegions', BOARD_ENDPOINTS.userSourceRegion.path, regionAndRange(query));

/** `GET /blade-system/user/Clist/total`: the registered-user total the visit panel displays (spec 000 §2.4). */
export const useUserTotal = (query: BoardQuery) =>
  useBoardData<{ userCnt: number }>('users.total', BOARD_ENDPOINTS.registeredUsers.path, regionAndRange(query));
