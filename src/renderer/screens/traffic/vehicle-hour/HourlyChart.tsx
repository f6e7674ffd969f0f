import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { vehicleHourChartKey as key, vehicleHourResource, type QueryParams } from '../../../../shared/resources';
import { registerBoardCharts } from '../../../board/charts/register';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { StackedBarChart } from '../../StackedBarChart';
import { SummaryFailed } from '../../SummaryFailed';
import { SUMMARY_MAX_ROWS, useSearchRows } from '../../use-search-rows';
import { hourlySeries } from './hourly-series';

registerBoardCharts();

const COLOURS = ['#089DA5', '#F2B84B', '#5B6CC4', '#D9534F', '#6BB56B', '#8E6CC4', '#C47F3A', '#3A8EC4'];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  chart: { height: '240px' },
});

/** The search's hourly rows (up to 1000) as the vehicles of each hour, stacked by area. */
export const HourlyChart = ({ query }: { query: QueryParams }) => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const answer = useSearchRows(vehicleHourResource, 'chart', query, hourlySeries);
  const series = answer.data?.value;
  const chartData = useMemo(
    () => ({
      labels: Array.from({ length: 24 }, (_, hour) => rt(key('hour'), { hour })),
      datasets: (series?.areas ?? []).map((area, index) => ({
        label: area,
        data: [...(series?.counts[area] ?? [])],
        backgroundColor: COLOURS[index % COLOURS.length],
        stack: 'areas',
      })),
    }),
    [series, rt],
  );
  if (answer.isError && !answer.data)
    return <SummaryFailed text={rt(key('failed'))} retry={rt(key('retry'))} onRetry={() => void answer.refetch()} />;
  return (
    <section
      className={styles.root}
      aria-label={rt(key('caption'))}
      data-testid="vehicle-hour-chart"
      data-state={answer.isFetching || !series ? 'loading' : 'ready'}
    >
      {answer.data && answer.data.total > SUMMARY_MAX_ROWS && (
        <MessageBar intent="warning">
          <MessageBarBody>{rt(key('truncated'))}</MessageBarBody>
        </MessageBar>
      )}
      <StackedBarChart data={chartData} label={rt(key('chart'))} className={styles.chart} />
    </section>
  );
};
