import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tabsActions, useTabsStore } from '../../stores/tabs-store';

export interface TabCommands {
  activate(value: string): void;
  close(value: string): void;
  closeOthers(value: string): void;
  closeAll(): void;
}

/** Tab-bar actions that also bring the page of the tab left active onto the screen. */
export const useTabCommands = (): TabCommands => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = `${pathname}${search}`;
  const follow = useCallback(() => {
    const { active } = useTabsStore.getState();
    if (active && active !== current) void navigate(active);
  }, [navigate, current]);
  return useMemo(
    () => ({
      activate: (value: string) => {
        if (value !== current) void navigate(value);
      },
      close: (value: string) => {
        tabsActions.close(value);
        follow();
      },
      closeOthers: (value: string) => {
        tabsActions.closeOthers(value);
        follow();
      },
      closeAll: () => {
        tabsActions.closeAll();
        follow();
      },
    }),
    [navigate, current, follow],
  );
};
