import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

/** /500: the server could not answer. */
export const ServerErrorPage = () => {
  const { t } = useTranslation();
  return (
    <ErrorPage code="500" title={t('layout.serverError.title')} description={t('layout.serverError.description')} />
  );
};
