import { mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../widgets/pad';
import { percentText } from '../../widgets/percent';
import { useBoardTableStyles } from './board-table-styles';
import { AGE_REST, ageShareRows, type AgeEntry } from './users-data';

const PERCENT_COLUMNS = [
  ['userPercent', 'userShare'],
  ['wenlvPercent', 'wenlvShare'],
  ['baihuoPercent', 'baihuoShare'],
  ['shenghuoPercent', 'shenghuoShare'],
] as const;

/**
 * The age table (spec 000 §2.4 view 5): 18-30, 30-40, 40-50, 50-65, 65+ with the share of users, the share of the
 * culture-tourism, department-store and city-life amounts, and the average order value; each column adds up to
 * 100 %, with a row 其他 for what no band covers (ageShareRows).
 */
export const AgeTable = ({ ageData }: { ageData: readonly AgeEntry[] | undefined }) => {
  const styles = useBoardTableStyles();
  const { t } = useTranslation();
  return (
    <table className={styles.table} data-testid="users-age-table">
      <thead>
        <tr>
          <th className={styles.head} style={{ textAlign: 'left' }}>
            {t('board.users.ageBand')}
          </th>
          {PERCENT_COLUMNS.map(([, label]) => (
            <th key={label} className={mergeClasses(styles.head, styles.number)}>
              {t(`board.users.${label}`)}
            </th>
          ))}
          <th className={mergeClasses(styles.head, styles.number)}>{t('board.users.avgOrder')}</th>
        </tr>
      </thead>
      <tbody>
        {ageShareRows(ageData).map(({ band, entry }) => (
          <tr key={band} data-band={band} title={band === AGE_REST ? t('board.users.ageRestHint') : undefined}>
            <td className={styles.cell}>
              {band === AGE_REST ? t('board.users.ageRest') : t('board.users.ageBandValue', { band })}
            </td>
            {PERCENT_COLUMNS.map(([field]) => (
              <td key={field} className={mergeClasses(styles.cell, styles.number)} data-field={field}>
                {percentText(entry[field])}
              </td>
            ))}
            <td className={mergeClasses(styles.cell, styles.number)} data-field="avgPrice">
              {Number.isFinite(entry.avgPrice) ? moneyText(entry.avgPrice) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
