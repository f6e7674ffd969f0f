import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { BOARD_CHART_COLORS, registerBoardCharts } from '../charts/register';

registerBoardCharts();

export interface RingSlice {
  label: string;
  value: number;
  colour: string;
}

/**
 * The channel ring: updated in place on refresh (memoised data, no redraw, update mode none). Each slice brings
 * its category's colour; the legend with values and shares is the page's own (chart.js's shows names only).
 */
export const ChannelRing = ({ slices }: { slices: readonly RingSlice[] }) => {
  const key = slices.map((s) => `${s.label}:${s.value}:${s.colour}`).join('|');
  const data = useMemo<ChartData<'doughnut'>>(
    () => ({
      labels: slices.map((s) => s.label),
      datasets: [{ data: slices.map((s) => s.value), backgroundColor: slices.map((s) => s.colour), borderWidth: 0 }],
    }),
    // The key stands for the slices: a refresh with equal figures must not touch the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const options = useMemo<ChartOptions<'doughnut'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      cutout: '62%',
      plugins: { legend: { display: false } },
    }),
    [],
  );
  return <Chart type="doughnut" data={data} options={options} updateMode="none" data-testid="finance-ring" />;
};

export const TrendLine = ({ labels, values, label }: { labels: string[]; values: number[]; label: string }) => {
  const key = `${labels.join('|')}:${values.join('|')}`;
  const data = useMemo<ChartData<'line'>>(
    () => ({
      labels,
      datasets: [
        {
          label,
          data: values,
          borderColor: BOARD_CHART_COLORS[0],
          backgroundColor: 'rgba(47, 197, 255, 0.18)',
          fill: true,
          // Monotone curves never dip below or above the figures they join (a plain tension overshoots).
          cubicInterpolationMode: 'monotone',
          pointRadius: 2,
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, label],
  );
  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: false } },
      scales: { x: { ticks: { maxTicksLimit: 12 } }, y: { beginAtZero: true } },
    }),
    [],
  );
  return <Chart type="line" data={data} options={options} updateMode="none" data-testid="finance-trend" />;
};
