import { makeStyles } from '@fluentui/react-components';
import { ArcElement, Chart as ChartJS, Tooltip } from 'chart.js';
import { useRef } from 'react';
import { Doughnut } from 'react-chartjs-2';
import { useChartColors } from '../home/chart-colors';

ChartJS.register(ArcElement, Tooltip);

const useStyles = makeStyles({ box: { position: 'relative', width: '160px', height: '160px', flexShrink: 0 } });

export interface AccountsChartProps {
  labels: [string, string, string];
  values: [number, number, number];
  summary: string;
}

/** Active, pending and other users as a ring; the same figures are in the legend beside it. */
export const AccountsChart = ({ labels, values, summary }: AccountsChartProps) => {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  const colors = useChartColors(ref);
  const empty = values.every((value) => value === 0);
  return (
    <div ref={ref} className={styles.box}>
      <Doughnut
        role="img"
        aria-label={summary}
        data={{
          labels: empty ? [''] : labels,
          datasets: [
            {
              data: empty ? [1] : values,
              backgroundColor: empty ? [colors.grid] : [colors.success, colors.warning, colors.neutral],
              borderWidth: 0,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          cutout: '68%',
          plugins: { tooltip: { enabled: !empty } },
        }}
      />
    </div>
  );
};
