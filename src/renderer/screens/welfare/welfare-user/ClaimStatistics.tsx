import { makeStyles, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import type { WelfareClaimStatistics } from '../../../../shared/bladex/welfare';
import { formatCount, formatMoney } from '../../../../shared/number-format';
import type { QueryParams } from '../../../../shared/resources';
import { BOARD_CHART_COLORS, registerBoardCharts } from '../../../board/charts/register';
import { errorMessage } from '../../../crud/core/crud-error';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { bladex } from '../../../platform/bladex-client';
import { FigureCards } from '../../../ui/FigureCards';

registerBoardCharts();

const useStyles = makeStyles({
  chart: { position: 'relative', height: '260px' },
});

const FIGURES = ['receiveCnt', 'usedCnt', 'unusedCnt', 'expiredCnt', 'usedAmount'] as const;
const SERIES = ['usedCnt', 'unusedCnt', 'expiredCnt'] as const;

const OPTIONS: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: { legend: { position: 'top', labels: { boxWidth: 14 } } },
  scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } },
};

/**
 * 领用统计's figures and chart for the coupon searched (all coupons when none): claimed, used, unused, expired and
 * the deducted amount, and per coupon the claims stacked by their state.
 */
export const ClaimStatistics = ({ query }: { query: QueryParams }) => {
  const styles = useStyles();
  const { rt, language } = useCrudText();
  const coupon = typeof query.shopWelfareId === 'string' ? query.shopWelfareId : '';
  const stats = useQuery({
    queryKey: ['crud', 'welfareUser', 'statistics51', coupon],
    queryFn: () =>
      bladex.get<WelfareClaimStatistics>(
        '/blade-order/shopWelfareUser/statistics51',
        coupon ? { shopWelfareId: coupon } : {},
      ),
  });
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: (stats.data?.records ?? []).map((row) => row.name),
      datasets: SERIES.map((field, index) => ({
        label: rt(`res.welfare.welfareUser.series.${field}`),
        data: (stats.data?.records ?? []).map((row) => row[field]),
        backgroundColor: BOARD_CHART_COLORS[index],
        maxBarThickness: 28,
      })),
    }),
    [stats.data, rt],
  );
  if (stats.isPending) return <Spinner size="small" label={rt('res.welfare.welfareUser.loading')} />;
  if (stats.error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{errorMessage(stats.error)}</MessageBarBody>
      </MessageBar>
    );
  const totals = stats.data;
  return (
    <>
      <FigureCards
        minWidth={140}
        figures={FIGURES.map((field) => ({
          name: field,
          label: rt(`res.welfare.welfareUser.figures.${field}`),
          value: field === 'usedAmount' ? formatMoney(totals[field], language) : formatCount(totals[field], language),
          data: { 'data-testid': `welfare-${field}` },
        }))}
      />
      {totals.records.length > 0 && (
        <div className={styles.chart}>
          <Bar
            data={data}
            options={OPTIONS}
            updateMode="none"
            role="img"
            aria-label={totals.records.map((row) => `${row.name}: ${row.usedCnt}/${row.receiveCnt}`).join('; ')}
          />
        </div>
      )}
    </>
  );
};
