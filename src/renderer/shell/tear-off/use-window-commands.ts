import { useEffect } from 'react';
import { getApi } from '../../platform/api';
import { uiActions } from '../../stores/ui-store';
import { receiveTab } from './tear-off';

/**
 * Follows what main asks of this window (issue 20 item 6): show a route (a notification's queue, a deep link, the
 * social sign-in callback), ask for a lock password (the tray's lock), take a tab handed back from a torn-off window.
 */
export const useWindowCommands = (navigate: (path: string) => void): void => {
  useEffect(
    () =>
      getApi().on('window.command', (command) => {
        if (command.kind === 'navigate') navigate(command.path);
        else if (command.kind === 'lock') uiActions.openDialog('lockPassword');
        else
          void receiveTab(command.handoffId).then((route) => {
            if (route) navigate(route);
          });
      }),
    [navigate],
  );
};
