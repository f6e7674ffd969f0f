import { makeStyles, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' },
});

/** Shown while a lazy route's chunk or the first session read is on its way. */
export const RouteFallback = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <Spinner label={t('app.loading')} />
    </div>
  );
};
