import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Doughnut } from 'react-chartjs-2';
import { countGroupChartKey as key, countGroupResource, type QueryParams } from '../../../../shared/resources';
import { registerBoardCharts } from '../../../board/charts/register';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { SummaryFailed } from '../../SummaryFailed';
import { useSearchRows } from '../../use-search-rows';
import { footTrafficBreakdown, type Breakdown } from './breakdown';

registerBoardCharts();

const COLOURS = ['#089DA5', '#F2B84B', '#5B6CC4', '#D9534F', '#6BB56B', '#8E6CC4'];
const LABELLED = new Set(['male', 'female', 'happy', 'calm', 'sad', 'angry']);

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  chart: { height: '200px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The gender, age and emotion breakdowns of the search's rows (up to 1000) as three doughnuts. */
export const BreakdownCharts = ({ query }: { query: QueryParams }) => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const answer = useSearchRows(countGroupResource, 'breakdown', query, footTrafficBreakdown);
  if (answer.isError && !answer.data)
    return <SummaryFailed text={rt(key('failed'))} retry={rt(key('retry'))} onRetry={() => void answer.refetch()} />;
  if (answer.data?.rows === 0) return <Text className={styles.empty}>{rt(key('empty'))}</Text>;
  const label = (name: string) =>
    LABELLED.has(name) ? rt(key(name as 'male' | 'female' | 'happy' | 'calm' | 'sad' | 'angry')) : name;
  const chart = (name: 'gender' | 'age' | 'emotion', breakdown: Breakdown | undefined) => (
    <div className={styles.chart} key={name} role="img" aria-label={rt(key(name))} data-testid={`foot-traffic-${name}`}>
      <Text weight="semibold">{rt(key(name))}</Text>
      <Doughnut
        data={{
          labels: (breakdown?.keys ?? []).map(label),
          datasets: [{ data: [...(breakdown?.values ?? [])], backgroundColor: COLOURS }],
        }}
        updateMode="none"
        options={{ maintainAspectRatio: false, animation: false, plugins: { legend: { position: 'right' } } }}
      />
    </div>
  );
  const breakdown = answer.data?.value;
  return (
    <section
      className={styles.root}
      aria-label={rt(key('caption'))}
      data-state={answer.isFetching || !breakdown ? 'loading' : 'ready'}
    >
      {chart('gender', breakdown?.gender)}
      {chart('age', breakdown?.age)}
      {chart('emotion', breakdown?.emotion)}
    </section>
  );
};
