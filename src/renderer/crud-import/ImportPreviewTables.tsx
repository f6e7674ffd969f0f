import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { ImportPreview, ImportRowError } from '../../shared/resources';
import type { ImportRowProblem } from './import-file';
import type { ImportTextKey } from './import-texts';

const useStyles = makeStyles({
  scroll: { maxHeight: '260px', overflow: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}` },
  // The rows' table sizes its columns by their text and scrolls sideways, rather than squeezing a dozen columns.
  wide: { tableLayout: 'auto', width: 'max-content', minWidth: '100%' },
  rowCell: { width: '88px', whiteSpace: 'nowrap' },
  columnCell: { width: '140px' },
  cell: { whiteSpace: 'nowrap' },
  note: { color: tokens.colorNeutralForeground3 },
});

type T = (key: ImportTextKey, params?: Readonly<Record<string, string | number>>) => string;

export interface RowErrorsTableProps {
  errors: readonly (ImportRowError | ImportRowProblem)[];
  /** How many there are in all (the answer may list fewer). */
  count: number;
  /** A property's column title in the operator's language; '' for a row-level error. */
  columnLabel: (field: string) => string;
  t: T;
}

/** Every refused cell: its sheet row, its column (or the whole row) and the message, scrolling past a few. */
export const RowErrorsTable = ({ errors, count, columnLabel, t }: RowErrorsTableProps) => {
  const styles = useStyles();
  const withColumns = errors.some((error) => 'field' in error);
  return (
    <>
      <div className={styles.scroll}>
        <Table size="small" aria-label={t('errorsLabel')} data-testid="import-errors">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.rowCell}>{t('row')}</TableHeaderCell>
              {withColumns && <TableHeaderCell className={styles.columnCell}>{t('column')}</TableHeaderCell>}
              <TableHeaderCell>{t('error')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {errors.map((error, i) => (
              <TableRow key={`${error.row}-${i}`}>
                <TableCell className={styles.rowCell}>{t('rowLabel', { row: error.row })}</TableCell>
                {withColumns && (
                  <TableCell className={styles.columnCell}>
                    {'field' in error ? columnLabel(error.field) || t('wholeRow') : ''}
                  </TableCell>
                )}
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {count > errors.length && (
        <Text size={200} className={styles.note}>
          {t('errorsCapped', { shown: errors.length })}
        </Text>
      )}
    </>
  );
};

export interface PreviewRowsTableProps {
  preview: ImportPreview;
  columnLabel: (field: string) => string;
  t: T;
}

/** The first rows as the server read them, with what each will do, so the operator sees the file was understood. */
export const PreviewRowsTable = ({ preview, columnLabel, t }: PreviewRowsTableProps) => {
  const styles = useStyles();
  return (
    <>
      <div className={styles.scroll}>
        <Table size="small" className={styles.wide} aria-label={t('previewLabel')} data-testid="import-preview">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.rowCell}>{t('row')}</TableHeaderCell>
              <TableHeaderCell className={styles.cell}>{t('action')}</TableHeaderCell>
              {preview.columns.map((column) => (
                <TableHeaderCell key={column} className={styles.cell}>
                  {columnLabel(column)}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.row}>
                <TableCell className={styles.rowCell}>{t('rowLabel', { row: row.row })}</TableCell>
                <TableCell className={styles.cell}>{t(row.action)}</TableCell>
                {preview.columns.map((column) => (
                  <TableCell key={column} className={styles.cell}>
                    {row.cells[column] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {preview.total > preview.rows.length && (
        <Text size={200} className={styles.note}>
          {t('rowsCapped', { shown: preview.rows.length })}
        </Text>
      )}
    </>
  );
};
