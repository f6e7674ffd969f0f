import type { WorkspaceState } from '../../../shared/contract';

/** An in-app route (`/system/user?x=1`): never a URL with a scheme or a protocol-relative `//host`. */
export const isInAppRoute = (value: string): boolean => /^\/(?!\/)[^\s\\]*$/.test(value);

/**
 * Tabs are navigated to as they are restored, so each one must be an in-app route. Returns the
 * field path of the first bad value, or null.
 */
export const findBadRoute = (state: WorkspaceState): string | null => {
  const index = state.tabs.findIndex((tab) => !isInAppRoute(tab.value));
  if (index >= 0) return `tabs.${index}.value`;
  if (state.activeTab !== null && !isInAppRoute(state.activeTab)) return 'activeTab';
  return null;
};
