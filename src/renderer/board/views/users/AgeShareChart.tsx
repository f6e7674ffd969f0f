import type { ChartData, ChartOptions } from 'chart.js';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { TRADE_COLOURS, USERS_COLOUR } from '../../charts/category-colours';
import { registerBoardCharts } from '../../charts/register';
import { percentNumber, percentText } from '../../widgets/percent';
import { AGE_REST, ageShareRows, type AgeEntry } from './users-data';

registerBoardCharts();

const OPTIONS: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  plugins: {
    legend: { position: 'top', labels: { boxWidth: 14 } },
    tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${String(item.raw)}%` } },
  },
  scales: { y: { beginAtZero: true, ticks: { callback: (value) => `${String(value)}%` } } },
};

const bandLabel = (t: TFunction, band: string): string =>
  band === AGE_REST ? t('board.users.ageRest') : t('board.users.ageBandValue', { band });

const SERIES = [
  ['userPercent', 'userShare', USERS_COLOUR],
  ['wenlvPercent', 'wenlvShare', TRADE_COLOURS.experience],
  ['baihuoPercent', 'baihuoShare', TRADE_COLOURS.goods],
  ['shenghuoPercent', 'shenghuoShare', TRADE_COLOURS.life],
] as const;

/**
 * The age table's shares as grouped bars per band, so the table reads at a glance from across the room. Created
 * once; new figures replace the bars' values in place (`updateMode="none"`, data memoised on the figures).
 */
export const AgeShareChart = ({ ageData }: { ageData: readonly AgeEntry[] | undefined }) => {
  const { t } = useTranslation();
  const rows = useMemo(() => ageShareRows(ageData), [ageData]);
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: rows.map((row) => bandLabel(t, row.band)),
      datasets: SERIES.map(([field, label, colour]) => ({
        label: t(`board.users.${label}`),
        data: rows.map((row) => percentNumber(row.entry[field])),
        backgroundColor: colour,
        borderRadius: 2,
        maxBarThickness: 18,
      })),
    }),
    [rows, t],
  );
  const summary = rows
    .map((row) => `${bandLabel(t, row.band)}: ${SERIES.map(([field]) => percentText(row.entry[field])).join(' / ')}`)
    .join('; ');
  return (
    <div style={{ position: 'relative', height: '330px', marginTop: '16px' }} data-testid="users-age-chart">
      <Bar
        data={data}
        options={OPTIONS}
        updateMode="none"
        role="img"
        aria-label={`${t('board.users.ageTitle')} ${summary}`}
      />
    </div>
  );
};
