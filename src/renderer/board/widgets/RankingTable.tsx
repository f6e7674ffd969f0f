import { makeStyles, mergeClasses } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface RankingColumn<R> {
  key: string;
  title: ReactNode;
  render: (row: R, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** A CSS width such as '30%' or '120px'. */
  width?: string;
  /** The cell's full text on hover, for a column whose values may be cut with an ellipsis (names). */
  hover?: (row: R) => string;
}

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: '18px', color: '#d6e9ff' },
  head: {
    color: '#7fc8ff',
    fontWeight: 500,
    height: '40px',
    backgroundColor: 'rgba(31, 120, 220, 0.25)',
    padding: '0 8px',
    whiteSpace: 'nowrap',
  },
  cell: {
    height: '42px',
    padding: '0 8px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderBottom: '1px solid rgba(64, 158, 255, 0.15)',
  },
  rank: { width: '64px', textAlign: 'center' },
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '28px',
    height: '24px',
    borderRadius: '3px',
    backgroundColor: 'rgba(64, 158, 255, 0.25)',
    fontWeight: 600,
  },
  top: { color: '#ffd666' },
  topBadge: { backgroundImage: 'linear-gradient(180deg, #ff9a3c, #e8541e)', color: '#fff' },
  empty: { textAlign: 'center', color: '#6d8fb4', height: '80px' },
});

/**
 * A ranking: a rank column, then the given columns; the top three rows are highlighted (spec 000 §2.4: every
 * ranking). Rows are rendered as given — the caller orders them.
 */
export const RankingTable = <R,>({
  columns,
  rows,
  rowKey,
  rankTitle,
  emptyText,
  testId,
}: {
  columns: readonly RankingColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  rankTitle: ReactNode;
  emptyText?: ReactNode;
  testId?: string;
}) => {
  const styles = useStyles();
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <th className={mergeClasses(styles.head, styles.rank)}>{rankTitle}</th>
          {columns.map((c) => (
            <th key={c.key} className={styles.head} style={{ width: c.width, textAlign: c.align ?? 'left' }}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td className={styles.empty} colSpan={columns.length + 1}>
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row, i) => {
            const top = i < 3;
            return (
              <tr key={rowKey(row, i)} className={top ? styles.top : undefined} data-top={top ? 'true' : undefined}>
                <td className={mergeClasses(styles.cell, styles.rank)}>
                  <span className={mergeClasses(styles.badge, top && styles.topBadge)}>{i + 1}</span>
                </td>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={styles.cell}
                    style={{ textAlign: c.align ?? 'left' }}
                    title={c.hover?.(row)}
                  >
                    {c.render(row, i)}
                  </td>
                ))}
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
};
