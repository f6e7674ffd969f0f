import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import type { OperationDeductDays } from '../../../../shared/bladex';
import { formatCount, formatMoney } from '../../../../shared/number-format';
import { registerBoardCharts } from '../../../board/charts/register';
import { bladex } from '../../../platform/bladex-client';
import { SummaryFailed } from '../../SummaryFailed';
import { OPERATION_BASE, periodParams, type OperationPeriod } from './operation-period';
import { useOperationText } from './operation-texts';

registerBoardCharts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'baseline' },
  chart: { height: '220px' },
});

const OPTIONS = {
  maintainAspectRatio: false,
  animation: false,
  scales: { y: { beginAtZero: true } },
} as const;

/** The period's deductions per day as bars of yuan, with the count and sum of the period above them. */
export const DeductDaysChart = ({ period }: { period: OperationPeriod }) => {
  const styles = useStyles();
  const { text, language } = useOperationText();
  const answer = useQuery({
    queryKey: ['operation-data', 'deduct-days', period],
    queryFn: () =>
      bladex.get<OperationDeductDays>(`${OPERATION_BASE}/getDeductMoneyCountByDateRange`, periodParams(period)),
  });
  const days = answer.data?.days;
  const data = useMemo(
    () => ({
      labels: (days ?? []).map((day) => day.date),
      datasets: [
        {
          label: text.chartMoney,
          data: (days ?? []).map((day) => day.deductMoney),
          backgroundColor: '#D9534F',
        },
      ],
    }),
    [days, text],
  );
  if (answer.isError)
    return <SummaryFailed text={text.chartFailed} retry={text.retry} onRetry={() => void answer.refetch()} />;
  return (
    <section className={styles.root} aria-label={text.chart} data-testid="operation-deduct-chart">
      <div className={styles.head}>
        <strong>{text.chart}</strong>
        {answer.data && (
          <span data-testid="operation-deduct-total">
            {text.chartTotal(
              formatCount(answer.data.deductCnt, language),
              formatMoney(answer.data.deductMoney, language),
            )}
          </span>
        )}
      </div>
      {answer.isLoading && <Spinner size="small" label={text.loading} />}
      {days && days.length === 0 && <div>{text.chartEmpty}</div>}
      {days && days.length > 0 && (
        <div className={styles.chart} role="img" aria-label={text.chart}>
          <Bar data={data} updateMode="none" options={OPTIONS} />
        </div>
      )}
    </section>
  );
};
