import type { LoginDay, OrgFigures, RecentLogin, WelFigures } from '../home/wel-figures';

export interface AccountHealth {
  active: number;
  pending: number;
  /** Neither active nor pending: blocked, or a status this client does not name. */
  inactive: number;
  /** Active users over all users, 0..1 (0 when there are no users). */
  activeShare: number;
}

export interface SignInActivity {
  weekTotal: number;
  dailyAverage: number;
  busiest: LoginDay | null;
  /** Today against the daily average, as a signed fraction (0.5 = 50% above); null without an average. */
  todayAgainstAverage: number | null;
}

export interface SignInOutcomes {
  attempts: number;
  succeeded: number;
  failed: RecentLogin[];
  failureShare: number;
}

/** A group the server withheld from this caller (issue 19) is null, and its card is not shown. */
export interface DashboardFigures {
  accounts: AccountHealth | null;
  activity: SignInActivity;
  outcomes: SignInOutcomes;
  averageAttachBytes: number | null;
  usersPerDept: number | null;
  usersPerRole: number | null;
}

const ratio = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

export const accountHealth = (f: OrgFigures): AccountHealth => {
  const active = Math.min(f.activeUserCount, f.userCount);
  const pending = Math.min(f.pendingUserCount, f.userCount - active);
  return { active, pending, inactive: f.userCount - active - pending, activeShare: ratio(active, f.userCount) };
};

/** The trend's last day is today (the server sends the days oldest first, ending today). */
export const signInActivity = (trend: LoginDay[]): SignInActivity => {
  const weekTotal = trend.reduce((sum, day) => sum + day.count, 0);
  const dailyAverage = trend.length > 0 ? weekTotal / trend.length : 0;
  // The earliest of equal peaks: ties go to the day that reached it first.
  const busiest = trend.reduce<LoginDay | null>((best, day) => (day.count > (best?.count ?? 0) ? day : best), null);
  const today = trend.length > 0 ? trend[trend.length - 1].count : 0;
  return {
    weekTotal,
    dailyAverage: oneDecimal(dailyAverage),
    busiest,
    todayAgainstAverage: dailyAverage > 0 ? (today - dailyAverage) / dailyAverage : null,
  };
};

export const signInOutcomes = (recent: RecentLogin[]): SignInOutcomes => {
  const failed = recent.filter((login) => !login.success);
  return {
    attempts: recent.length,
    succeeded: recent.length - failed.length,
    failed,
    failureShare: ratio(failed.length, recent.length),
  };
};

export const dashboardFigures = (f: WelFigures): DashboardFigures => ({
  accounts: f.org ? accountHealth(f.org) : null,
  activity: signInActivity(f.loginTrend),
  outcomes: signInOutcomes(f.recentLogins),
  averageAttachBytes: f.files ? (f.files.count > 0 ? Math.round(f.files.bytes / f.files.count) : 0) : null,
  usersPerDept: f.org ? oneDecimal(ratio(f.org.userCount, f.org.deptCount)) : null,
  usersPerRole: f.org ? oneDecimal(ratio(f.org.userCount, f.org.roleCount)) : null,
});
