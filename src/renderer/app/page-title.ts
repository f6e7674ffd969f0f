import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePlatformTitle } from './tenant-info';

/** Sets the window title after each navigation: the word for sign-in on /login, the platform title elsewhere. */
export const usePageTitle = (): void => {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const platformTitle = usePlatformTitle();
  const title = pathname === '/login' ? t('login.title') : platformTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
};
