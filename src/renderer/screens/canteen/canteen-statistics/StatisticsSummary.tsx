import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import {
  canteenStatisticsResource,
  canteenStatisticsSummaryKey as key,
  type QueryParams,
} from '../../../../shared/resources';
import { formatCount, formatMoney } from '../../../../shared/number-format';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { registerBoardCharts } from '../../../board/charts/register';
import { FigureCards } from '../../../ui/FigureCards';
import { StackedBarChart } from '../../StackedBarChart';
import { SummaryFailed } from '../../SummaryFailed';
import { SUMMARY_MAX_ROWS, useSearchRows } from '../../use-search-rows';
import { dailySeries, toStatisticsRows, totalsOf } from './summarise';

registerBoardCharts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  chart: { height: '220px' },
});

/**
 * The totals of the current search (breakfast, lunch and dinner counts, all meals, the amount in yuan) and the
 * meals per day as a stacked bar chart, from the same rows the table pages through (all of them, up to 1000).
 */
export const StatisticsSummary = ({ query }: { query: QueryParams }) => {
  const styles = useStyles();
  const { rt, language } = useCrudText();
  const answer = useSearchRows(canteenStatisticsResource, 'summary', query, toStatisticsRows);
  const rows = answer.data?.value;
  const totals = useMemo(() => (rows ? totalsOf(rows) : undefined), [rows]);
  const chartData = useMemo(() => {
    const series = dailySeries(rows ?? []);
    return {
      labels: [...series.days],
      datasets: [
        { label: rt(key('breakfast')), data: [...series.breakfast], backgroundColor: '#F2B84B', stack: 'meals' },
        { label: rt(key('lunch')), data: [...series.lunch], backgroundColor: '#089DA5', stack: 'meals' },
        { label: rt(key('dinner')), data: [...series.dinner], backgroundColor: '#5B6CC4', stack: 'meals' },
      ],
    };
  }, [rows, rt]);
  if (answer.isError && !answer.data)
    return <SummaryFailed text={rt(key('failed'))} retry={rt(key('retry'))} onRetry={() => void answer.refetch()} />;
  const count = (value: number) => formatCount(value, language);
  const figures = totals
    ? ([
        ['breakfast', totals.cnt1, count(totals.cnt1)],
        ['lunch', totals.cnt2, count(totals.cnt2)],
        ['dinner', totals.cnt3, count(totals.cnt3)],
        ['meals', totals.cnt, count(totals.cnt)],
        ['amount', totals.total, formatMoney(totals.total / 100, language)],
      ] as const)
    : [];
  return (
    <section
      className={styles.root}
      aria-label={rt(key('caption'))}
      data-testid="canteen-statistics-summary"
      data-state={answer.isFetching || !totals ? 'loading' : 'ready'}
    >
      {answer.data && answer.data.total > SUMMARY_MAX_ROWS && (
        <MessageBar intent="warning">
          <MessageBarBody>{rt(key('truncated'))}</MessageBarBody>
        </MessageBar>
      )}
      <FigureCards
        minWidth={130}
        figures={figures.map(([name, value, text]) => ({
          name,
          label: rt(key(name)),
          value: text,
          data: { 'data-field': name, 'data-value': String(value) },
        }))}
      />
      <StackedBarChart data={chartData} label={rt(key('chart'))} className={styles.chart} />
    </section>
  );
};
