import { shorthands, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../frame/Panel';
import { useBoardData, useBoardQuery } from '../frame/board-context';
import { Counter } from '../widgets/Counter';
import { moneyText } from '../widgets/pad';
import { percentNumber, percentText } from '../widgets/percent';
import { ChannelRing, TrendLine } from './FinanceCharts';
import { PAY_COLOURS, TRADE_COLOURS, type SourceKey } from '../charts/category-colours';
import {
  channelSlices,
  commonParams,
  compositionParts,
  payShares,
  periodRange,
  rangeParams,
  type FinancePeriod,
  type Granularity,
  type SourceStatistics,
  type TradingData,
  type TrendData,
} from './finance-data';
import { BOARD_ENDPOINTS } from '../../../shared/contract/board';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gridTemplateRows: 'auto auto 1fr',
    gap: '18px',
    height: '100%',
  },
  // The toolbar and the cards take whole rows: the counters need the width (8+ digit boxes each).
  toolbar: { gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: '14px', fontSize: '17px' },
  radio: {
    height: '36px',
    padding: '0 18px',
    fontSize: '17px',
    color: '#9fd6ff',
    backgroundColor: 'rgba(10, 50, 110, 0.45)',
    border: '1px solid rgba(64, 158, 255, 0.4)',
    borderRadius: '4px',
    cursor: 'pointer',
  },
  checked: { color: '#fff', backgroundColor: '#1d6fe0', ...shorthands.borderColor('#2fc5ff') },
  date: {
    height: '34px',
    padding: '0 8px',
    color: '#e6f4ff',
    colorScheme: 'dark',
    fontSize: '16px',
    backgroundColor: 'rgba(10, 50, 110, 0.7)',
    border: '1px solid rgba(64, 158, 255, 0.6)',
    borderRadius: '4px',
  },
  cards: { gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '18px' },
  card: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '10px' },
  avg: { fontSize: '44px', fontWeight: 700, color: '#5ff2ff', fontFamily: "'DIN Alternate', 'Roboto Mono', monospace" },
  // The composition fills its panel: its three blocks share the height rather than leaving the lower half empty.
  composition: { flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-evenly', gap: '18px' },
  stack: {
    display: 'flex',
    height: '48px',
    borderRadius: '4px',
    overflow: 'hidden',
    backgroundColor: 'rgba(64, 158, 255, 0.15)',
  },
  legend: { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '10px', fontSize: '19px' },
  legendItem: { display: 'flex', flexDirection: 'column', gap: '4px' },
  swatch: { display: 'inline-block', width: '12px', height: '12px', marginRight: '6px', borderRadius: '2px' },
  figure: { color: '#5ff2ff', fontWeight: 700 },
  pay: { display: 'flex', flexDirection: 'column', gap: '22px' },
  payRow: {
    display: 'grid',
    gridTemplateColumns: '120px 1fr 160px',
    alignItems: 'center',
    gap: '12px',
    fontSize: '19px',
  },
  track: { height: '18px', borderRadius: '7px', backgroundColor: 'rgba(64, 158, 255, 0.15)', overflow: 'hidden' },
  chart: { position: 'relative', flexGrow: 1, minHeight: 0 },
  ringLegend: { listStyle: 'none', margin: '14px 0 0', padding: 0, display: 'grid', gap: '10px', fontSize: '19px' },
  ringRow: { display: 'grid', gridTemplateColumns: '1fr auto 96px', alignItems: 'center', gap: '14px' },
  share: { textAlign: 'right' },
  split: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '18px', minHeight: 0 },
  trend: { flexGrow: 1, minHeight: 0 },
});

const TRADE_NAMES = {
  experience: 'board.overview.experience',
  goods: 'board.overview.goods',
  life: 'board.overview.life',
} as const;
const SOURCE_LABELS: Record<SourceKey, 'ownOperation' | 'distributors' | 'otherOnline'> = {
  operator: 'ownOperation',
  distributor: 'distributors',
  platform: 'otherOnline',
};
const PERIODS: { value: FinancePeriod; key: 'summary' | 'today' | 'month' | 'year' }[] = [
  { value: 1, key: 'summary' },
  { value: 2, key: 'today' },
  { value: 3, key: 'month' },
  { value: 4, key: 'year' },
];
const GRANULARITIES: { value: Granularity; key: 'day' | 'month' | 'quarter' | 'year' }[] = [
  { value: 1, key: 'day' },
  { value: 2, key: 'month' },
  { value: 3, key: 'quarter' },
  { value: 4, key: 'year' },
];

/** The finance / trading page (spec 000 §2.4): period, cards, composition, pay share, channel ring, trend. */
export const FinancePage = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const { cityCode } = useBoardQuery();
  const [period, setPeriod] = useState<FinancePeriod>(1);
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [granularity, setGranularity] = useState<Granularity>(1);
  // The period's bounds are fixed when it is chosen so a refresh asks the same question.
  const range = useMemo(() => periodRange(period, new Date(), custom), [period, custom]);
  const customIncomplete = period === 5 && range === null;

  const common = useBoardData<TradingData>(
    'finance-common',
    BOARD_ENDPOINTS.orderCommon.path,
    commonParams(cityCode, period, range),
    {
      enabled: !customIncomplete,
    },
  );
  const source = useBoardData<SourceStatistics>(
    'finance-source',
    BOARD_ENDPOINTS.orderSources.path,
    rangeParams(cityCode, range),
    {
      enabled: !customIncomplete,
    },
  );
  const trend = useBoardData<TrendData>(
    'finance-trend',
    BOARD_ENDPOINTS.orderChart.path,
    {
      ...rangeParams(cityCode, range),
      dataType: granularity,
    },
    { enabled: !customIncomplete },
  );

  const d = common.data;
  const composition = compositionParts(d).map((part) => ({
    ...part,
    name: t(TRADE_NAMES[part.key]),
    colour: TRADE_COLOURS[part.key],
  }));
  const pay = payShares(d);
  const slices = channelSlices(source.data).map((slice) => ({
    ...slice,
    label: t(`board.finance.${SOURCE_LABELS[slice.key]}`),
    value: slice.amount,
  }));

  return (
    <div className={styles.root} data-testid="finance-page">
      <div className={styles.toolbar} role="radiogroup" aria-label={t('board.finance.title')}>
        {PERIODS.map((p) => (
          <button
            key={p.value}
            type="button"
            role="radio"
            aria-checked={period === p.value}
            className={mergeClasses(styles.radio, period === p.value && styles.checked)}
            data-period={p.value}
            onClick={() => setPeriod(p.value)}
          >
            {t(`board.finance.periods.${p.key}`)}
          </button>
        ))}
        <input
          type="date"
          className={styles.date}
          aria-label={t('board.frame.dateStart')}
          data-testid="finance-from"
          value={custom.from}
          onChange={(e) => {
            setCustom({ ...custom, from: e.target.value });
            setPeriod(5);
          }}
        />
        ~
        <input
          type="date"
          className={styles.date}
          aria-label={t('board.frame.dateEnd')}
          data-testid="finance-to"
          value={custom.to}
          onChange={(e) => {
            setCustom({ ...custom, to: e.target.value });
            setPeriod(5);
          }}
        />
      </div>
      <div className={styles.cards}>
        <Panel title={t('board.finance.orderCount')}>
          <div className={styles.card}>
            <Counter value={d?.orderCnt} digits={6} testId="finance-count" />
          </div>
        </Panel>
        <Panel title={t('board.finance.orderMoney')}>
          <div className={styles.card}>
            <Counter value={d?.orderMoney} digits={6} testId="finance-money" />
          </div>
        </Panel>
        <Panel title={t('board.finance.avgPrice')}>
          <div className={styles.card}>
            <span className={styles.avg} data-testid="finance-avg">
              {moneyText(d?.avgPrice)}
            </span>
          </div>
        </Panel>
      </div>
      <div className={styles.split}>
        <Panel title={t('board.finance.composition')} testId="finance-composition">
          <div className={styles.composition}>
            <div className={styles.stack}>
              {composition.map((c) => (
                <span key={c.name} style={{ width: `${percentNumber(c.percent)}%`, backgroundColor: c.colour }} />
              ))}
            </div>
            <div className={styles.legend}>
              {composition.map((c) => (
                <span key={c.name} className={styles.legendItem}>
                  <span>
                    <span className={styles.swatch} style={{ backgroundColor: c.colour }} />
                    {c.name}
                  </span>
                  <span className={styles.figure} data-field="money">
                    {moneyText(c.money)}
                  </span>
                  <span data-field="percent">{percentText(c.percent)}</span>
                </span>
              ))}
            </div>
            <div className={styles.pay} data-testid="finance-pay">
              {[
                { name: t('board.finance.onlinePay'), percent: pay.online, colour: PAY_COLOURS.online },
                { name: t('board.finance.qrPay'), percent: pay.qr, colour: PAY_COLOURS.qr },
              ].map((p) => (
                <div key={p.name} className={styles.payRow}>
                  <span>{p.name}</span>
                  <span className={styles.track}>
                    <span
                      style={{
                        display: 'block',
                        height: '100%',
                        width: `${percentNumber(p.percent)}%`,
                        backgroundColor: p.colour,
                      }}
                    />
                  </span>
                  <span data-field="percent">{percentText(p.percent)}</span>
                </div>
              ))}
            </div>
          </div>
        </Panel>
        <Panel title={t('board.finance.channel')} testId="finance-channel">
          <div className={styles.chart}>
            <ChannelRing slices={slices} />
          </div>
          <ul className={styles.ringLegend} data-testid="finance-channel-legend">
            {slices.map((slice) => (
              <li key={slice.key} className={styles.ringRow} data-key={slice.key}>
                <span>
                  <span
                    className={styles.swatch}
                    style={{ backgroundColor: slice.colour }}
                    data-colour={slice.colour}
                  />
                  {slice.label}
                </span>
                <span className={styles.figure} data-field="money">
                  {moneyText(slice.amount)}
                </span>
                <span className={styles.share} data-field="percent">
                  {percentText(slice.percent)}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
      <Panel
        title={t('board.finance.trend')}
        testId="finance-trend-panel"
        className={styles.trend}
        extra={
          <span role="radiogroup" style={{ display: 'flex', gap: '6px' }}>
            {GRANULARITIES.map((g) => (
              <button
                key={g.value}
                type="button"
                role="radio"
                aria-checked={granularity === g.value}
                className={mergeClasses(styles.radio, granularity === g.value && styles.checked)}
                data-granularity={g.value}
                onClick={() => setGranularity(g.value)}
              >
                {t(`board.finance.granularity.${g.key}`)}
              </button>
            ))}
          </span>
        }
      >
        <div className={styles.chart}>
          <TrendLine
            labels={trend.data?.options ?? []}
            values={trend.data?.values ?? []}
            label={t('board.finance.amount')}
          />
        </div>
      </Panel>
    </div>
  );
};
