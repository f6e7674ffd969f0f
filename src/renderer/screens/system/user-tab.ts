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
