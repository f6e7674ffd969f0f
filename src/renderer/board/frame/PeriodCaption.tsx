import { makeStyles } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useBoardQuery, type BoardQuery } from './board-context';

const useStyles = makeStyles({
  caption: { fontSize: '16px', color: '#a9c8e8', whiteSpace: 'nowrap' },
});

/** The period the figures cover: the header's range, or all time when it has none. */
export const periodText = (query: Pick<BoardQuery, 'from' | 'to'>, t: TFunction): string =>
  t('board.period.caption', {
    period:
      query.from && query.to ? t('board.period.range', { from: query.from, to: query.to }) : t('board.period.all'),
  });

/**
 * One period per view (issue 19 item 16): the header's range rules every view, so a view that used to carry a
 * second picker (请选择时间范围, views 3 and 4) says which period its figures cover instead.
 */
export const PeriodCaption = ({ testId }: { testId?: string }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <span className={styles.caption} data-testid={testId}>
      {periodText(useBoardQuery(), t)}
    </span>
  );
};
