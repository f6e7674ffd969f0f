import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

/** A summary above a list that could not be loaded: what failed and a retry, the list below unaffected. */
export const SummaryFailed = ({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) => (
  <MessageBar intent="error">
    <MessageBarBody>{text}</MessageBarBody>
    <MessageBarActions>
      <Button onClick={onRetry}>{retry}</Button>
    </MessageBarActions>
  </MessageBar>
);
