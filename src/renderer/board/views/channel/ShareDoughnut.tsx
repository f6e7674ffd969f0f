import { makeStyles } from '@fluentui/react-components';
import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Doughnut } from 'react-chartjs-2';
import { registerBoardCharts } from '../../charts/register';
import { percentNumber, percentText } from '../../widgets/percent';

registerBoardCharts();

const useStyles = makeStyles({
  box: { position: 'relative', height: '180px', display: 'flex', justifyContent: 'center' },
  centre: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
  },
  percent: {
    fontSize: '30px',
    fontWeight: 700,
    color: '#5ff2ff',
    fontFamily: "'DIN Alternate', 'Roboto Mono', monospace",
  },
  amount: { fontSize: '17px', color: '#e6f4ff', marginTop: '4px' },
  caption: { fontSize: '13px', color: '#7fc8ff' },
});

const OPTIONS: ChartOptions<'doughnut'> = {
  responsive: true,
  maintainAspectRatio: false,
  cutout: '74%',
  animation: false,
  plugins: { legend: { display: false }, tooltip: { enabled: false } },
};

/**
 * One source's share of all channels as a ring, the share and the amount in yuan in its middle. The chart is
 * created once: new figures replace the dataset's numbers in place (react-chartjs-2 without `redraw`,
 * `updateMode="none"`), so a refresh never builds a new chart.
 */
export const ShareDoughnut = ({
  percent,
  amountText,
  colour,
  label,
  caption,
  testId,
}: {
  percent: string | undefined;
  amountText: string;
  colour: string;
  label: string;
  caption: string;
  testId?: string;
}) => {
  const styles = useStyles();
  const share = percentNumber(percent);
  const data = useMemo<ChartData<'doughnut'>>(
    () => ({
      labels: [label, ''],
      datasets: [
        {
          data: [share, 100 - share],
          backgroundColor: [colour, 'rgba(64, 158, 255, 0.14)'],
          borderWidth: 0,
        },
      ],
    }),
    [share, colour, label],
  );
  const shareText = percentText(percent);
  return (
    <div className={styles.box} data-testid={testId}>
      <Doughnut
        data={data}
        options={OPTIONS}
        updateMode="none"
        role="img"
        aria-label={`${label} ${shareText} ${amountText}`}
      />
      <div className={styles.centre}>
        <span className={styles.percent} data-testid={testId && `${testId}-percent`}>
          {shareText}
        </span>
        <span className={styles.amount} data-testid={testId && `${testId}-amount`}>
          {amountText}
        </span>
        <span className={styles.caption}>{caption}</span>
      </div>
    </div>
  );
};
