import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** The error state of a page's data: what failed, the server's words, and a retry. */
export const LoadFailed = ({ title, message, retrying, onRetry }: LoadFailedProps) => {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {message}
      </MessageBarBody>
      <MessageBarActions>
        <Button icon={<ArrowClockwiseRegular />} disabled={retrying} onClick={onRetry}>
          {t('home.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
};
