import { makeStyles, Spinner } from '@fluentui/react-components';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  mask: {
    position: 'absolute',
    inset: 0,
    zIndex: 30,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(2, 12, 28, 0.6)',
    color: '#e6f4ff',
    fontSize: '22px',
  },
});

/**
 * The waiting mask of a first load: shown while a figure on screen is being fetched and has nothing to show
 * yet. Refreshes keep their figures (no mask), and a failure ends the fetch, so the mask always closes.
 */
export const LoadingMask = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const loading = useIsFetching({ queryKey: ['board'], predicate: (q) => q.state.data === undefined });
  if (loading === 0) return null;
  return (
    <div className={styles.mask} data-testid="board-loading" aria-busy="true">
      <Spinner size="large" label={t('board.frame.loading')} labelPosition="below" />
    </div>
  );
};
