import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import {
  canteenStatisticsResource,
  canteenStatisticsSummaryKey as key,
  type QueryParams,
} from '../../../../shared/resources';
import { useDataProvider } from '../../../crud/core/CrudContext';
import { formatCount, formatMoney } from '../../../../shared/number-format';
import { crudKeys } from '../../../crud/core/query-keys';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { registerBoardCharts } from '../../../board/charts/register';
import { FigureCards } from '../../../ui/FigureCards';
import { dailySeries, toStatisticsRows, totalsOf } from './summarise';

registerBoardCharts();

const MAX_ROWS = 1000;
const LIST_URL = `/api${canteenStatisticsResource.endpoint}/${canteenStatisticsResource.verbs.list}`;

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
  const provider = useDataProvider();
  const answer = useQuery({
    queryKey: [...crudKeys.resource(canteenStatisticsResource.name), 'summary', query],
    queryFn: async () => {
      const data = (await provider.custom({
        method: 'GET',
        url: LIST_URL,
        params: { ...query, current: '1', size: String(MAX_ROWS) },
      })) as { records?: Record<string, unknown>[]; total?: number };
      return { rows: toStatisticsRows(data.records ?? []), total: Number(data.total ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
  const rows = answer.data?.rows;
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
    return (
      <MessageBar intent="error">
        <MessageBarBody>{rt(key('failed'))}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void answer.refetch()}>{rt(key('retry'))}</Button>
        </MessageBarActions>
      </MessageBar>
    );
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
      {answer.data && answer.data.total > MAX_ROWS && (
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
      <div className={styles.chart} role="img" aria-label={rt(key('chart'))}>
        <Bar
          data={chartData}
          updateMode="none"
          options={{
            maintainAspectRatio: false,
            animation: false,
            scales: { x: { stacked: true }, y: { stacked: true } },
          }}
        />
      </div>
    </section>
  );
};
