import { Button } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../../stores/error-log-store';
import { ErrorPage } from './ErrorPage';

const describe = (error: unknown): { message: string; stack: string } => {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? '' };
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`, stack: '' };
  return { message: String(error), stack: '' };
};

/**
 * A page that threw while rendering (a failed lazy chunk included): the error goes to the error log and
 * the operator gets a way home or a reload, instead of a blank window.
 */
export const RouteErrorPage = ({ embedded = false }: { embedded?: boolean }) => {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    const { message, stack } = describe(error);
    reportError({ type: 'error', url: window.location.href, message, stack });
  }, [error]);
  return (
    <ErrorPage
      code="500"
      embedded={embedded}
      title={t('layout.pageFailed.title')}
      description={t('layout.pageFailed.description')}
      actions={
        <Button icon={<ArrowClockwiseRegular />} onClick={() => window.location.reload()}>
          {t('layout.pageFailed.reload')}
        </Button>
      }
    />
  );
};
