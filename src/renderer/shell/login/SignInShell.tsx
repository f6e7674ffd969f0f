import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentAppPath, replaceAppPath } from '../../app/app-location';
import { NavigationProvider } from '../../app/navigation';
import { LoginPage } from './LoginPage';

const searchOf = (path: string) => {
  const index = path.indexOf('?');
  return index < 0 ? '' : path.slice(index);
};

/**
 * The sign-in page of a signed-out window, without react-router: the address becomes /login (keeping an OAuth
 * callback's query), and the page's navigations only rewrite it; once signed in, App loads the routed app, which
 * starts from the address the page set.
 */
export const SignInShell = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useState(() => {
    const path = currentAppPath();
    return path === '/login' || path.startsWith('/login?') ? searchOf(path) : '';
  });

  useEffect(() => {
    if (!currentAppPath().startsWith('/login')) replaceAppPath('/login');
    document.title = t('login.title');
  }, [t]);

  const navigation = useMemo(
    () => ({
      navigate: (to: string) => {
        replaceAppPath(to);
        setSearch(searchOf(to));
      },
      search,
    }),
    [search],
  );
  return (
    <NavigationProvider value={navigation}>
      <LoginPage />
    </NavigationProvider>
  );
};
