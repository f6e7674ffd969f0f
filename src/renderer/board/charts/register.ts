import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';

let registered = false;

/**
 * Registers the chart.js parts the board uses, once (tree-shaken chart.js needs each controller, element and
 * scale registered). Call it at module level in any file that draws a chart.
 *
 * How board charts refresh (the heap target of issue 5): a chart is created ONCE and updated in place —
 * use react-chartjs-2's `<Chart>` WITHOUT `redraw`, with `updateMode="none"`, and memoise `data`/`options`
 * on the figures (`useMemo`) so a re-render without new figures does not touch the chart. react-chartjs-2
 * then mutates `chart.data` and calls `chart.update('none')`; never give the chart a changing `key`.
 */
export const registerBoardCharts = (): void => {
  if (registered) return;
  Chart.register(
    ArcElement,
    BarController,
    BarElement,
    CategoryScale,
    DoughnutController,
    Filler,
    Legend,
    LinearScale,
    LineController,
    LineElement,
    PieController,
    PointElement,
    Tooltip,
  );
  Chart.defaults.color = '#a9c8e8';
  Chart.defaults.borderColor = 'rgba(64, 158, 255, 0.18)';
  Chart.defaults.font.size = 14;
  registered = true;
};

/** The board's series colours, in order. */
export const BOARD_CHART_COLORS = ['#2fc5ff', '#ffb43c', '#5ad8a6', '#b37feb', '#ff6b81', '#36cfc9', '#ffd666'];
