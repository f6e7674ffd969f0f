import type { Database } from 'better-sqlite3';
import { USER_STATUS } from '../../auth/accounts';
import { formatDateTime } from '../../db/clock';
import { LOG_TITLES } from '../logs/log-writer';

/**
 * The home figures. The organisation counts, the file counts and the error count are sent only to a caller who may
 * open the screen they summarise (absent otherwise); the sign-ins are the whole tenant's for a caller who may read
 * the API log, else the caller's own (`signInScope`).
 */
export interface WelFigures {
  userCount?: number;
  activeUserCount?: number;
  pendingUserCount?: number;
  deptCount?: number;
  roleCount?: number;
  menuCount?: number;
  signInScope: 'tenant' | 'own';
  todayLogins: number;
  loginTrend: { date: string; count: number }[];
  attachCount?: number;
  attachBytes?: number;
  errorLogCount?: number;
  recentLogins: { account: string; time: string; ip: string; success: boolean }[];
}

/** Which menu (by code) a caller must be granted to see each group of figures (documented in the home README). */
export const WEL_FIGURE_MENUS = { org: 'user', files: 'attach', errors: 'log_error', signIns: 'log_api' } as const;

/** Whose figures: the tenant, the caller's account, and the menu codes the caller's roles are granted. */
export interface WelViewer {
  tenantId: string;
  account: string;
  menuCodes: ReadonlySet<string>;
}

export const TREND_DAYS = 7;

/** The last `days` local dates, oldest first, ending today. */
export const lastDays = (nowMs: number, days: number): string[] =>
  Array.from({ length: days }, (_unused, index) => {
    const date = new Date(nowMs);
    date.setDate(date.getDate() - (days - 1 - index));
    return formatDateTime(date.getTime()).slice(0, 10);
  });

/**
 * The home page figures, every one counted from the caller's tenant's rows. Menus carry no tenant:
 * a tenant's menus are the menus granted to its roles. Dates are local `yyyy-MM-dd HH:mm:ss` text,
 * so a day is the first ten characters.
 */
export const createWelFigures = (db: Database) => {
  const one = (sql: string) => db.prepare<[string], { n: number | null }>(sql);
  const users = one(`SELECT COUNT(*) AS n FROM blade_user WHERE tenant_id = ? AND is_deleted = 0`);
  const usersWithStatus = db.prepare<[string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM blade_user WHERE tenant_id = ? AND is_deleted = 0 AND status = ?',
  );
  const depts = one('SELECT COUNT(*) AS n FROM blade_dept WHERE tenant_id = ? AND is_deleted = 0');
  const roles = one('SELECT COUNT(*) AS n FROM blade_role WHERE tenant_id = ? AND is_deleted = 0');
  const menus = one(`SELECT COUNT(DISTINCT m.id) AS n FROM blade_menu m
    JOIN blade_role_menu rm ON rm.menu_id = m.id
    JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0
    WHERE r.tenant_id = ? AND m.category = 1 AND m.is_deleted = 0`);
  const attaches = db.prepare<[string], { n: number; bytes: number | null }>(
    'SELECT COUNT(*) AS n, SUM(attach_size) AS bytes FROM blade_attach WHERE tenant_id = ? AND is_deleted = 0',
  );
  const errors = one('SELECT COUNT(*) AS n FROM blade_log_error WHERE tenant_id = ?');
  // `@who` is the account whose sign-ins count, or NULL for everyone's.
  const loginsPerDay = db.prepare<
    [{ tenant: string; title: string; since: string; who: string | null }],
    { day: string; n: number }
  >(
    `SELECT substr(create_time, 1, 10) AS day, COUNT(*) AS n FROM blade_log_api
     WHERE tenant_id = @tenant AND title = @title AND create_time >= @since AND (@who IS NULL OR create_by = @who)
     GROUP BY day`,
  );
  const recent = db.prepare<
    [{ tenant: string; ok: string; failed: string; who: string | null }],
    { create_by: string | null; create_time: string; remote_ip: string | null; title: string }
  >(
    `SELECT create_by, create_time, remote_ip, title FROM blade_log_api
     WHERE tenant_id = @tenant AND title IN (@ok, @failed) AND (@who IS NULL OR create_by = @who)
     ORDER BY create_time DESC, id DESC LIMIT 5`,
  );

  return (viewer: WelViewer, nowMs: number): WelFigures => {
    const { tenantId } = viewer;
    const may = (group: keyof typeof WEL_FIGURE_MENUS) => viewer.menuCodes.has(WEL_FIGURE_MENUS[group]);
    const whose = may('signIns') ? null : viewer.account;
    const days = lastDays(nowMs, TREND_DAYS);
    const perDay = new Map(
      loginsPerDay
        .all({ tenant: tenantId, title: LOG_TITLES.signInOk, since: `${days[0]} 00:00:00`, who: whose })
        .map((row) => [row.day, row.n]),
    );
    const org = may('org')
      ? {
          userCount: users.get(tenantId)?.n ?? 0,
          activeUserCount: usersWithStatus.get(tenantId, USER_STATUS.NORMAL)?.n ?? 0,
          pendingUserCount: usersWithStatus.get(tenantId, USER_STATUS.PENDING)?.n ?? 0,
          deptCount: depts.get(tenantId)?.n ?? 0,
          roleCount: roles.get(tenantId)?.n ?? 0,
          menuCount: menus.get(tenantId)?.n ?? 0,
        }
      : {};
    const attach = may('files') ? attaches.get(tenantId) : undefined;
    const files = may('files') ? { attachCount: attach?.n ?? 0, attachBytes: attach?.bytes ?? 0 } : {};
    const errorLog = may('errors') ? { errorLogCount: errors.get(tenantId)?.n ?? 0 } : {};
    return {
      ...org,
      signInScope: whose === null ? 'tenant' : 'own',
      todayLogins: perDay.get(days[days.length - 1]) ?? 0,
      loginTrend: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
      ...files,
      ...errorLog,
      recentLogins: recent
        .all({ tenant: tenantId, ok: LOG_TITLES.signInOk, failed: LOG_TITLES.signInFailed, who: whose })
        .map((row) => ({
          account: row.create_by ?? '',
          time: row.create_time,
          ip: row.remote_ip ?? '',
          success: row.title === LOG_TITLES.signInOk,
        })),
    };
  };
};
