import { makeStyles } from '@fluentui/react-components';
import { CategoryScale, Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { useRef } from 'react';
import { Line } from 'react-chartjs-2';
import { useChartColors } from './chart-colors';
import { shortDate } from './format';
import type { LoginDay } from './wel-figures';

// Only what a filled line with tooltips needs; the Line component registers its own controller.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Filler, Tooltip);

const useStyles = makeStyles({ box: { position: 'relative', height: '200px' } });

export interface LoginTrendChartProps {
  days: LoginDay[];
  seriesLabel: string;
  /** Read by screen readers in place of the canvas. */
  summary: string;
}

export const LoginTrendChart = ({ days, seriesLabel, summary }: LoginTrendChartProps) => {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  const colors = useChartColors(ref);
  return (
    <div ref={ref} className={styles.box}>
      <Line
        role="img"
        aria-label={summary}
        data={{
          labels: days.map((day) => shortDate(day.date)),
          datasets: [
            {
              label: seriesLabel,
              data: days.map((day) => day.count),
              borderColor: colors.brand,
              backgroundColor: colors.brandFill,
              pointBackgroundColor: colors.brand,
              fill: true,
              cubicInterpolationMode: 'monotone',
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { tooltip: { intersect: false, mode: 'index' } },
          scales: {
            x: { ticks: { color: colors.text }, grid: { display: false } },
            y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
          },
        }}
      />
    </div>
  );
};
