import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

/** /403: a page the signed-in user may not open. */
export const ForbiddenPage = () => {
  const { t } = useTranslation();
  return <ErrorPage code="403" title={t('layout.forbidden.title')} description={t('layout.forbidden.description')} />;
};
