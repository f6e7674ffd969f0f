import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the sign-in page needs of navigation, whoever provides it: react-router inside the routed app
 * (RouterNavigation in RootLayout), or the sign-in shell, which has no router (App.tsx). Keeping the sign-in page on
 * this small contract keeps react-router out of the sign-in route's first load.
 */
export interface AppNavigation {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The current query string, e.g. `?source=x&code=y`. */
  search: string;
}

const NavigationContext = createContext<AppNavigation | null>(null);

export const NavigationProvider = ({ value, children }: { value: AppNavigation; children: ReactNode }) => (
  <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
);

export const useAppNavigation = (): AppNavigation => {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useAppNavigation needs a NavigationProvider (RootLayout or the sign-in shell)');
  return navigation;
};
