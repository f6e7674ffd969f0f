import { useQuery } from '@tanstack/react-query';
import type { WorkspaceApi } from '../../../shared/contract/window-api';
import { getApi } from '../../platform/api';
import { requestOrLog } from '../../platform/request-or-log';

/** `GET /blade-bigdata/mock/wel`: the home figures, counted by the server from the tenant's rows. */
export const WEL_FIGURES_URL = '/api/blade-bigdata/mock/wel';

export interface LoginDay {
  /** `yyyy-MM-dd`, local to the server. */
  date: string;
  count: number;
}

export interface RecentLogin {
  account: string;
  time: string;
  ip: string;
  success: boolean;
}

/** The organisation counts: sent only to a caller who may open the user screen. */
export interface OrgFigures {
  userCount: number;
  activeUserCount: number;
  pendingUserCount: number;
  deptCount: number;
  roleCount: number;
  menuCount: number;
}

/**
 * What the server lets this caller see (issue 19): a group it withholds is null and its tiles are not shown. The
 * sign-ins are the tenant's or, for a caller who may not read the API log, the caller's own.
 */
export interface WelFigures {
  org: OrgFigures | null;
  signInScope: 'tenant' | 'own';
  todayLogins: number;
  loginTrend: LoginDay[];
  files: { count: number; bytes: number } | null;
  errorLogCount: number | null;
  recentLogins: RecentLogin[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

// A BladeX deployment may send longs as strings; anything that is not a finite count reads as 0.
const count = (value: unknown): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : 0;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const list = <T>(value: unknown, item: (entry: Record<string, unknown>) => T): T[] =>
  Array.isArray(value) ? value.filter(isRecord).map(item) : [];

/**
 * Reads the R-wrapped answer. Null when there is no figure object at all (a server without this
 * endpoint's data): the page shows its empty state rather than a row of zeros that look real.
 */
export const parseWelFigures = (body: unknown): WelFigures | null => {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || !('userCount' in data || 'loginTrend' in data)) return null;
  return {
    org:
      'userCount' in data
        ? {
            userCount: count(data.userCount),
            activeUserCount: count(data.activeUserCount),
            pendingUserCount: count(data.pendingUserCount),
            deptCount: count(data.deptCount),
            roleCount: count(data.roleCount),
            menuCount: count(data.menuCount),
          }
        : null,
    // A server that does not say (a BladeX deployment) sends the tenant's.
    signInScope: data.signInScope === 'own' ? 'own' : 'tenant',
    todayLogins: count(data.todayLogins),
    loginTrend: list(data.loginTrend, (day) => ({ date: text(day.date), count: count(day.count) })),
    files: 'attachCount' in data ? { count: count(data.attachCount), bytes: count(data.attachBytes) } : null,
    errorLogCount: 'errorLogCount' in data ? count(data.errorLogCount) : null,
    recentLogins: list(data.recentLogins, (login) => ({
      account: text(login.account),
      time: text(login.time),
      ip: text(login.ip),
      success: login.success === true,
    })),
  };
};

export const fetchWelFigures = async (api: Pick<WorkspaceApi, 'invoke'>): Promise<WelFigures | null> => {
  // A failure goes into the error log as well as onto the page.
  const result = await requestOrLog({ method: 'GET', url: WEL_FIGURES_URL }, api);
  if (!result.ok) throw new Error(result.error.message);
  return parseWelFigures(result.data.data);
};

export const welFiguresQueryKey = ['wel-figures'] as const;

/** Shared by the home page and the dashboard: one request serves both. */
export const useWelFigures = () =>
  useQuery({ queryKey: welFiguresQueryKey, queryFn: () => fetchWelFigures(getApi()), retry: 0 });
