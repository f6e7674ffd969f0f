import { makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Counter } from '../../widgets/Counter';
import type { UserAnalysis } from './users-data';

const useStyles = makeStyles({
  band: { display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '18px' },
  tile: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '8px' },
  label: { fontSize: '19px', color: '#a9c8e8', letterSpacing: '0.06em' },
});

/** Counter widths: members are six-figure on a county platform, visits a day five. */
const MEMBER_DIGITS = 7;
const VISIT_DIGITS = 6;

/** View 5's four counters: registered users, union members, non-union members, daily visits (zero-padded). */
export const UserCounters = ({ data }: { data: UserAnalysis | undefined }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const tiles = [
    { key: 'registered', value: data?.registerUserNum, digits: MEMBER_DIGITS },
    { key: 'union', value: data?.unionMemberNum, digits: MEMBER_DIGITS },
    { key: 'nonUnion', value: data?.nonUnionMemberNum, digits: MEMBER_DIGITS },
    { key: 'visits', value: data?.visitNum, digits: VISIT_DIGITS },
  ] as const;
  return (
    <div className={styles.band}>
      {tiles.map((tile) => (
        <div key={tile.key} className={styles.tile}>
          <Counter value={tile.value ?? 0} digits={tile.digits} testId={`users-counter-${tile.key}`} />
          <span className={styles.label}>{t(`board.users.${tile.key}`)}</span>
        </div>
      ))}
    </div>
  );
};
