import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { BOARD_CHART_COLORS } from '../../charts/register';
import { countText, moneyText } from '../../widgets/pad';
import { percentNumber, percentText } from '../../widgets/percent';
import type { FormatRow } from './business-data';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  row: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: '4px 12px',
    padding: '10px 12px',
    backgroundColor: 'rgba(16, 72, 140, 0.28)',
    borderLeft: '3px solid #2fc5ff',
    fontSize: '17px',
    color: '#d6e9ff',
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  value: { color: '#5ff2ff', fontWeight: 600, textAlign: 'right' },
  sub: { gridColumn: '1 / -1', fontSize: '14px', color: '#7fc8ff' },
  track: { gridColumn: '1 / -1', height: '8px', borderRadius: '4px', backgroundColor: 'rgba(64, 158, 255, 0.15)' },
  bar: { height: '100%', borderRadius: '4px', backgroundImage: 'linear-gradient(90deg, #1767c7, #2fc5ff)' },
  cards: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '10px' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    padding: '12px',
    borderRadius: '4px',
    color: '#fff',
    fontSize: '16px',
    minWidth: 0,
  },
  cardValue: { fontSize: '20px', fontWeight: 700 },
  empty: { color: '#6d8fb4', textAlign: 'center', padding: '24px 0' },
});

/** Experience formats: name, amount and orders, one row each. */
export const ExperienceList = ({ rows, testId }: { rows: readonly FormatRow[]; testId: string }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={styles.empty}>{t('board.viewEmpty')}</p>;
  return (
    <ul className={styles.list} data-testid={testId}>
      {rows.map((row) => (
        <li key={row.name} className={styles.row} data-name={row.name}>
          <span className={styles.name}>{row.name}</span>
          <span className={styles.value} data-field="total">
            {moneyText(row.total)}
          </span>
          <span className={styles.sub}>
            {t('board.business.orders')} {countText(row.orderCnt)} · {t('board.business.suppliers')}{' '}
            {countText(row.cnt)}
          </span>
        </li>
      ))}
    </ul>
  );
};

/** Merchandise formats: name, share of the whole with a progress bar, amount. */
export const MerchandiseList = ({ rows, testId }: { rows: readonly FormatRow[]; testId: string }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={styles.empty}>{t('board.viewEmpty')}</p>;
  return (
    <ul className={styles.list} data-testid={testId}>
      {rows.map((row) => (
        <li key={row.name} className={styles.row} data-name={row.name}>
          <span className={styles.name}>{row.name}</span>
          <span className={styles.value} data-field="percent">
            {percentText(row.percent)}
          </span>
          <span
            className={styles.track}
            role="progressbar"
            aria-label={row.name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percentNumber(row.percent)}
          >
            <span className={styles.bar} style={{ width: `${percentNumber(row.percent)}%`, display: 'block' }} />
          </span>
          <span className={styles.sub} data-field="total">
            {t('board.business.amount')} {moneyText(row.total)}
          </span>
        </li>
      ))}
    </ul>
  );
};

/** City-life formats as coloured cards: name, amount, orders. */
export const CityLifeCards = ({ rows, testId }: { rows: readonly FormatRow[]; testId: string }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={styles.empty}>{t('board.viewEmpty')}</p>;
  return (
    <ul className={styles.cards} data-testid={testId}>
      {rows.map((row, index) => (
        <li
          key={row.name}
          className={styles.card}
          data-name={row.name}
          style={{ backgroundColor: `${BOARD_CHART_COLORS[index % BOARD_CHART_COLORS.length]}3d` }}
        >
          <span className={styles.name}>{row.name}</span>
          <span className={styles.cardValue} data-field="total">
            {moneyText(row.total)}
          </span>
          <span>
            {t('board.business.orders')} {countText(row.orderCnt)}
          </span>
        </li>
      ))}
    </ul>
  );
};
