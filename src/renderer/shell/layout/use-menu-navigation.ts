import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { iframeRouteFor, isExternalPath, type MenuItem } from '../../stores/updates/menu-updates';

/** Where a leaf leads: an in-app route, or an external link the OS browser opens. */
export type MenuTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string };

/**
 * Spec 000 §2.3: an external link with open mode 2 opens in a new window (Electron's window handler hands it
 * to the OS browser); with open mode 1 it shows inside the app on /myiframe; anything else navigates.
 */
export const menuTarget = (item: Pick<MenuItem, 'path' | 'isOpen'>): MenuTarget => {
  if (!isExternalPath(item.path)) return { kind: 'route', to: item.path };
  return item.isOpen === 2 ? { kind: 'external', url: item.path } : { kind: 'route', to: iframeRouteFor(item.path) };
};

export const openExternal = (url: string): void => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/** Opens a menu leaf as its open mode says. */
export const useOpenMenuItem = (): ((item: Pick<MenuItem, 'path' | 'isOpen'>) => void) => {
  const navigate = useNavigate();
  return useCallback(
    (item) => {
      const target = menuTarget(item);
      if (target.kind === 'external') openExternal(target.url);
      else void navigate(target.to);
    },
    [navigate],
  );
};
