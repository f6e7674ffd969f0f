import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import type { QueryParams } from '../../../shared/resources';
import { formatCount, formatMoney } from '../../../shared/number-format';
import { productOrderKit } from '../../../shared/resources/order/product-order.texts';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import type { OrderStatistics } from '../../../shared/bladex/order';
import { useOrderStatistics } from './use-order-statistics';

const useStyles = makeStyles({
  bar: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  stale: { opacity: 0.55 },
});

type Figure = keyof OrderStatistics;

const k = productOrderKit.key;

const FIGURES: readonly { name: Figure; money: boolean }[] = [
  { name: 'orderCnt', money: false },
  { name: 'orderMoney', money: true },
  { name: 'payMoney', money: true },
  { name: 'welfareMoney', money: true },
  { name: 'productCnt', money: false },
];

/** A count with grouping; money in yuan with two decimals, as the list's money columns show it. */
export const formatFigure = (value: number, money: boolean, language: 'zh' | 'en'): string =>
  money ? formatMoney(value, language) : formatCount(value, language);

/**
 * The order statistics of the current search above the order table (spec 002 §2 "Product orders ... list,
 * statistics"): orders, order amount, paid, coupon deductions and items, from the server's sums over the same
 * rows the table pages through, so they change with every search.
 */
export const OrderStatisticsBar = ({ query }: { query: QueryParams }) => {
  const styles = useStyles();
  const { rt, language } = useCrudText();
  const statistics = useOrderStatistics(query);
  if (statistics.isError && !statistics.data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{rt(k('statistics.failed'))}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void statistics.refetch()}>{rt(k('statistics.retry'))}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  const figures = statistics.data;
  const busy = statistics.isFetching;
  return (
    <dl
      className={styles.bar}
      aria-label={rt(k('statistics.caption'))}
      aria-busy={busy || undefined}
      data-testid="order-statistics"
      data-state={figures && !statistics.isPlaceholderData && !busy ? 'ready' : 'loading'}
    >
      {FIGURES.map(({ name, money }) => (
        <div key={name} className={styles.figure}>
          <dt className={styles.label}>{rt(k(`statistics.${name}`))}</dt>
          <dd
            className={mergeClasses(styles.value, statistics.isPlaceholderData && styles.stale)}
            data-field={name}
            data-value={figures ? String(figures[name]) : ''}
          >
            {figures ? formatFigure(figures[name], money, language) : '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
};
