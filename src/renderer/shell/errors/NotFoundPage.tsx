import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

/** /404, where every unknown path lands (spec 000 §2.1); inside the workspace, an unknown path keeps the tabs. */
export const NotFoundPage = ({ embedded = false }: { embedded?: boolean }) => {
  const { t } = useTranslation();
  return (
    <ErrorPage code="404" title={t('notFound.title')} description={t('notFound.description')} embedded={embedded} />
  );
};
