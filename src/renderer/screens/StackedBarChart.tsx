import type { ChartData } from 'chart.js';
import { Bar } from 'react-chartjs-2';

const OPTIONS = {
  maintainAspectRatio: false,
  animation: false,
  scales: { x: { stacked: true }, y: { stacked: true } },
} as const;

/** A stacked bar chart filling its box, drawn without animation (a summary redraws on every search). */
export const StackedBarChart = ({
  data,
  label,
  className,
}: {
  data: ChartData<'bar'>;
  label: string;
  className: string;
}) => (
  <div className={className} role="img" aria-label={label}>
    <Bar data={data} updateMode="none" options={OPTIONS} />
  </div>
);
