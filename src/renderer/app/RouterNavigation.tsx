import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavigationProvider } from './navigation';

/** The routed app's navigation for the pages written against `AppNavigation` (the sign-in page). */
export const RouterNavigation = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  const { search } = useLocation();
  const value = useMemo(
    () => ({ navigate: (to: string, options?: { replace?: boolean }) => void navigate(to, options), search }),
    [navigate, search],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
};
