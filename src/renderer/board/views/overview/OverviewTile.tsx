import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { countText, moneyText } from '../../widgets/pad';
import type { OverviewItem } from './overview-data';

const useStyles = makeStyles({
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    padding: '12px 14px',
    backgroundColor: 'rgba(20, 90, 180, 0.22)',
    border: '1px solid rgba(64, 158, 255, 0.3)',
    borderRadius: '4px',
  },
  name: { fontSize: '19px', color: '#e6f4ff', fontWeight: 600 },
  line: { display: 'flex', justifyContent: 'space-between', fontSize: '16px', color: '#8fb8e0' },
  value: {
    fontSize: '22px',
    fontWeight: 700,
    color: '#5ff2ff',
    fontFamily: "'DIN Alternate', 'Roboto Mono', monospace",
  },
});

/** A category tile: name, product count and average price. */
export const OverviewTile = ({ item }: { item: OverviewItem }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.tile} data-testid="overview-tile" data-category={item.category}>
      <span className={styles.name}>{item.category}</span>
      <span className={styles.line}>
        {t('board.overview.count')}
        <span className={styles.value} data-field="count">
          {countText(item.productNum)}
        </span>
      </span>
      <span className={styles.line}>
        {t('board.overview.avgPrice')}
        <span className={styles.value} data-field="avg">
          {moneyText(item.avgPrice)}
        </span>
      </span>
    </div>
  );
};
