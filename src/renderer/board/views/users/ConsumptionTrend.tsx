import { makeStyles, mergeClasses } from '@fluentui/react-components';
import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { TRADE_COLOURS } from '../../charts/category-colours';
import { registerBoardCharts } from '../../charts/register';
import { AutoScrollList } from '../../widgets/auto-scroll-list';
import { moneyText } from '../../widgets/pad';
import { percentText } from '../../widgets/percent';
import { useBoardTableStyles } from './board-table-styles';
import type { VisitData } from './users-data';

registerBoardCharts();

const useStyles = makeStyles({
  chart: { height: '250px', position: 'relative' },
  table: { marginTop: '10px' },
});

const OPTIONS: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  interaction: { mode: 'index', intersect: false },
  plugins: { legend: { position: 'top', labels: { boxWidth: 14 } } },
  scales: { y: { beginAtZero: true } },
};

const SERIES = [
  ['wenlvVal', 'wenlv', TRADE_COLOURS.experience],
  ['baihuoVal', 'baihuo', TRADE_COLOURS.goods],
  ['shenghuoVal', 'shenghuo', TRADE_COLOURS.life],
] as const;

/**
 * The monthly consumption trend of view 5: one line per trade type over the months of the visit data, and each
 * month's composition in a table. The chart is created once and its data replaced in place on refresh
 * (`updateMode="none"`, data memoised on the figures).
 */
export const ConsumptionTrend = ({ visits }: { visits: VisitData | undefined }) => {
  const styles = useStyles();
  const table = useBoardTableStyles();
  const { t } = useTranslation();
  const months = visits?.option;
  const wenlv = visits?.wenlvVal;
  const baihuo = visits?.baihuoVal;
  const shenghuo = visits?.shenghuoVal;
  const data = useMemo<ChartData<'line'>>(() => {
    const values = { wenlvVal: wenlv, baihuoVal: baihuo, shenghuoVal: shenghuo };
    return {
      labels: months ?? [],
      datasets: SERIES.map(([field, label, colour]) => ({
        label: t(`board.users.${label}`),
        data: values[field] ?? [],
        borderColor: colour,
        backgroundColor: colour,
        pointRadius: 3,
        cubicInterpolationMode: 'monotone',
      })),
    };
  }, [months, wenlv, baihuo, shenghuo, t]);
  const summary = (months ?? [])
    .map((month, i) => `${month}: ${SERIES.map(([field]) => moneyText(visits?.[field]?.[i] ?? 0)).join(' / ')}`)
    .join('; ');
  const rows = visits?.list ?? [];
  return (
    <>
      <div className={styles.chart} data-testid="users-trend-chart">
        <Line
          data={data}
          options={OPTIONS}
          updateMode="none"
          role="img"
          aria-label={`${t('board.users.trendTitle')} ${summary}`}
        />
      </div>
      <AutoScrollList
        label={t('board.users.trendTitle')}
        height={190}
        className={styles.table}
        testId="users-trend-list"
      >
        <table className={table.table} data-testid="users-trend-table">
          <thead>
            <tr>
              <th className={table.head} style={{ textAlign: 'left' }}>
                {t('board.users.monthColumn')}
              </th>
              {SERIES.map(([, label]) => (
                <th key={label} className={mergeClasses(table.head, table.number)}>
                  {t(`board.users.${label}`)}
                </th>
              ))}
              <th className={mergeClasses(table.head, table.number)}>{t('board.users.monthTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month} data-month={row.month}>
                <td className={table.cell}>{row.month}</td>
                <td className={mergeClasses(table.cell, table.number)} data-field="percentWenlv">
                  {percentText(row.percentWenlv)}
                </td>
                <td className={mergeClasses(table.cell, table.number)} data-field="percentBaihuo">
                  {percentText(row.percentBaihuo)}
                </td>
                <td className={mergeClasses(table.cell, table.number)} data-field="percentShenghuo">
                  {percentText(row.percentShenghuo)}
                </td>
                <td className={mergeClasses(table.cell, table.number)} data-field="total">
                  {moneyText(row.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AutoScrollList>
    </>
  );
};
