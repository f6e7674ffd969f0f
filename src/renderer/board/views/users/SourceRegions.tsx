import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { countText } from '../../widgets/pad';
import { percentNumber, percentText } from '../../widgets/percent';
import type { SourceRegion } from './users-data';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '14px' },
  row: { display: 'grid', gridTemplateColumns: '1fr auto', gap: '6px 10px', fontSize: '17px', color: '#d6e9ff' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  percent: { color: '#5ff2ff', fontWeight: 600 },
  track: { gridColumn: '1 / -1', height: '10px', borderRadius: '5px', backgroundColor: 'rgba(64, 158, 255, 0.15)' },
  bar: {
    display: 'block',
    height: '100%',
    borderRadius: '5px',
    backgroundImage: 'linear-gradient(90deg, #1767c7, #5ff2ff)',
  },
  people: { gridColumn: '1 / -1', fontSize: '14px', color: '#7fc8ff' },
  empty: { color: '#6d8fb4', textAlign: 'center', padding: '24px 0' },
});

/** Where consumers come from (spec 000 §2.4 view 5): each home region's share of person-times with a progress bar. */
export const SourceRegions = ({ rows }: { rows: readonly SourceRegion[] | undefined }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  if (!rows || rows.length === 0) return <p className={styles.empty}>{t('board.viewEmpty')}</p>;
  return (
    <ul className={styles.list} data-testid="users-source-rows">
      {rows.map((row) => (
        <li key={row.name} className={styles.row} data-name={row.name}>
          <span className={styles.name}>{row.name}</span>
          <span className={styles.percent} data-field="percent">
            {percentText(row.peoplePercentage)}
          </span>
          <span
            className={styles.track}
            role="progressbar"
            aria-label={row.name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percentNumber(row.peoplePercentage)}
          >
            <span className={styles.bar} style={{ width: `${percentNumber(row.peoplePercentage)}%` }} />
          </span>
          <span className={styles.people} data-field="num">
            {t('board.users.people', { value: countText(row.num) })}
          </span>
        </li>
      ))}
    </ul>
  );
};
