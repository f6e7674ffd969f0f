import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { BOARD_CHART_COLORS, registerBoardCharts } from '../charts/register';

registerBoardCharts();

/** The channel ring: updated in place on refresh (memoised data, no redraw, update mode none). */
export const ChannelRing = ({ labels, values }: { labels: string[]; values: number[] }) => {
  const key = `${labels.join('|')}:${values.join('|')}`;
  const data = useMemo<ChartData<'doughnut'>>(
    () => ({
      labels,
      datasets: [{ data: values, backgroundColor: BOARD_CHART_COLORS.slice(0, values.length), borderWidth: 0 }],
    }),
    // The key stands for both arrays: a refresh with equal figures must not touch the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const options = useMemo<ChartOptions<'doughnut'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      cutout: '62%',
      plugins: { legend: { position: 'right', labels: { color: '#d6e9ff', font: { size: 16 } } } },
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
