import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/** Placeholder cards in the dashboard's shape while the figures load. */
export const DashboardSkeleton = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.grid} aria-busy="true" aria-label={t('app.loading')}>
      {Array.from({ length: 6 }, (_unused, index) => (
        <Skeleton key={index} className={styles.card}>
          <SkeletonItem size={20} style={{ width: '40%' }} />
          <SkeletonItem size={48} />
          <SkeletonItem size={16} style={{ width: '70%' }} />
        </Skeleton>
      ))}
    </div>
  );
};
