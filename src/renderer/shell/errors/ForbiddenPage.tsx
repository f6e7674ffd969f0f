import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

/** /403: a page the signed-in user may not open (inside the workspace: a known screen outside the user's menu). */
export const ForbiddenPage = ({ embedded = false }: { embedded?: boolean }) => {
  const { t } = useTranslation();
  return (
    <ErrorPage
      code="403"
      title={t('layout.forbidden.title')}
      description={t('layout.forbidden.description')}
      embedded={embedded}
    />
  );
};
