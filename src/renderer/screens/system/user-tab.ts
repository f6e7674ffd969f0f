/** What the user screen remembers for the session: its tab (people or personas) and the department chosen. */

/** The two lists of the user screen: the people who sign in, and the personas (virtual users). */
export type UserTab = 'users' | 'virtual';

export const USER_TABS: readonly UserTab[] = ['users', 'virtual'];

/** sessionStorage: a reload (or a return to the screen) keeps the tab, closing the window forgets it. */
export const USER_TAB_KEY = 'dali.screen.user.tab';

/** A stored tab, or the user list for anything missing or not ours. */
export const parseUserTab = (raw: string | null | undefined): UserTab =>
  USER_TABS.find((tab) => tab === raw) ?? 'users';

export const loadUserTab = (): UserTab => {
  try {
    return parseUserTab(sessionStorage.getItem(USER_TAB_KEY));
  } catch {
    return 'users';
  }
};

export const saveUserTab = (tab: UserTab): void => {
  try {
    sessionStorage.setItem(USER_TAB_KEY, tab);
  } catch {
    // Storage disabled: the choice lasts while the screen stays open.
  }
};

/** sessionStorage: the department chosen beside the user list, for the session. */
export const USER_DEPT_KEY = 'dali.screen.user.dept';

/** A stored department id, or '' (every department) for anything missing or not an id. */
export const parseUserDept = (raw: string | null | undefined): string =>
  typeof raw === 'string' && /^\d{1,20}$/.test(raw) ? raw : '';

export const loadUserDept = (): string => {
  try {
    return parseUserDept(sessionStorage.getItem(USER_DEPT_KEY));
  } catch {
    return '';
  }
};

export const saveUserDept = (deptId: string): void => {
  try {
    if (deptId) sessionStorage.setItem(USER_DEPT_KEY, deptId);
    else sessionStorage.removeItem(USER_DEPT_KEY);
  } catch {
    // Storage disabled: the choice lasts while the screen stays open.
  }
};
