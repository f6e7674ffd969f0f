import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';
import { getApi } from '../../platform/api';

const TARGET = 'target';

const hasTarget = (location: Location): boolean => new URLSearchParams(location.search).has(TARGET);

/** The route without its `target` parameter, so the new window shows the page instead of opening another. */
export const withoutTarget = (location: Pick<Location, 'pathname' | 'search' | 'hash'>): string => {
  const params = new URLSearchParams(location.search);
  params.delete(TARGET);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
};

/** A new workspace window on an in-app route: main opens it under Electron, the browser elsewhere. */
export const openRouteInNewWindow = async (path: string): Promise<void> => {
  const api = getApi();
  const info = await api.invoke('app.info');
  if (info.ok && info.data.transport === 'electron') {
    await api.invoke('window.openRoute', { path });
    return;
  }
  window.open(path, '_blank', 'noopener');
};

/**
 * Spec 000 §2.2: a navigation carrying a `target` query opens its route in a new window and the current
 * page stays as it is (the navigation is blocked, not undone).
 */
export const useTargetWindows = (): void => {
  const blocker = useBlocker(({ nextLocation }) => hasTarget(nextLocation));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void openRouteInNewWindow(withoutTarget(blocker.location));
    blocker.reset();
  }, [blocker]);
};
