import { makeStyles } from '@fluentui/react-components';
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { useRef } from 'react';
import { Bar } from 'react-chartjs-2';
import { useChartColors } from '../home/chart-colors';
import { shortDate } from '../home/format';
import type { LoginDay } from '../home/wel-figures';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

const useStyles = makeStyles({ box: { position: 'relative', height: '180px' } });

/** One bar per day; today (the last bar) in the brand colour, the others muted, so today stands out. */
export const DailySignInsChart = ({
  days,
  seriesLabel,
  summary,
}: {
  days: LoginDay[];
  seriesLabel: string;
  summary: string;
}) => {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  const colors = useChartColors(ref);
  return (
    <div ref={ref} className={styles.box}>
      <Bar
        role="img"
        aria-label={summary}
        data={{
          labels: days.map((day) => shortDate(day.date)),
          datasets: [
            {
              label: seriesLabel,
              data: days.map((day) => day.count),
              backgroundColor: days.map((_day, index) => (index === days.length - 1 ? colors.brand : colors.brandFill)),
              borderColor: colors.brand,
              borderWidth: 1,
              borderRadius: 4,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: {
            x: { ticks: { color: colors.text }, grid: { display: false } },
            y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
          },
        }}
      />
    </div>
  );
};
