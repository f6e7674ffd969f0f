import { useEffect, useMemo, useState } from 'react';
import { describeReason } from '../shell/error-log/install-error-listeners';
import { reportError } from '../stores/error-log-store';
import type { AppThemes } from './theme';

type ResolveAppThemes = (themeName: string, colorName: string) => AppThemes;

/**
 * The workspace's themes, once a window needs more than the sign-in page: their module (Fluent's dark palette with it)
 * loads then, so the sign-in route's first load carries only the light theme. Null until it has loaded.
 */
export const useWorkspaceThemes = (needed: boolean, themeName: string, colorName: string): AppThemes | null => {
  const [resolve, setResolve] = useState<ResolveAppThemes | null>(null);
  useEffect(() => {
    if (!needed || resolve) return undefined;
    let live = true;
    import('./app-themes')
      .then((module) => {
        if (live) setResolve(() => module.resolveAppThemes);
      })
      .catch((error: unknown) => reportError({ type: 'error', url: window.location.href, ...describeReason(error) }));
    return () => {
      live = false;
    };
  }, [needed, resolve]);
  return useMemo(() => (resolve ? resolve(themeName, colorName) : null), [resolve, themeName, colorName]);
};
