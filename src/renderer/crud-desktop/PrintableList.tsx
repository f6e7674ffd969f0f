import { useTranslation } from 'react-i18next';
import type { Field } from '../../shared/resources';
import type { Language } from '../../shared/i18n';
import { formatCount } from '../../shared/number-format';
import { cellText, type LabelMaps } from '../crud/core/cell-text';
import { usePrintSheetStyles } from './print-sheet.styles';

export interface PrintableListProps {
  title: string;
  /** The columns shown on screen, in their order, with their header texts. */
  columns: ReadonlyArray<{ field: Field; header: string }>;
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>;
  labels: LabelMaps;
  language: Language;
  /** The search in force, as "label: value" pieces. */
  filters: readonly string[];
  page: { current: number; size: number; total: number };
  /** Row number of the first row (the screen's numbering). */
  firstIndex: number;
  printedAt: string;
}

/** A list's current page on paper: what it is, which search and page, when; then the rows as the table shows them. */
export const PrintableList = ({
  title,
  columns,
  rows,
  labels,
  language,
  filters,
  page,
  firstIndex,
  printedAt,
}: PrintableListProps) => {
  const styles = usePrintSheetStyles();
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(page.total / page.size));
  return (
    <article data-testid="print-list">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.meta}>
        {t('desktop.print.pageOf', {
          page: formatCount(page.current, language),
          pages: formatCount(pages, language),
          size: formatCount(page.size, language),
          total: formatCount(page.total, language),
        })}
      </p>
      <p className={styles.meta}>
        {filters.length > 0 ? t('desktop.print.filters', { filters: filters.join(';') }) : t('desktop.print.noFilters')}
      </p>
      <p className={styles.meta}>{t('desktop.print.printedAt', { time: printedAt })}</p>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('desktop.print.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={`${styles.cell} ${styles.head} ${styles.number}`}>#</th>
              {columns.map(({ field, header }) => (
                <th key={field.name} className={`${styles.cell} ${styles.head}`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className={styles.row}>
                <td className={`${styles.cell} ${styles.number}`}>{firstIndex + index}</td>
                {columns.map(({ field }) => (
                  <td key={field.name} className={styles.cell}>
                    {cellText(field, row, labels, language)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
};
