import type { QueryParams } from '../../../shared/resources';
import { formatCount, formatMoney } from '../../../shared/number-format';
import { productOrderKit } from '../../../shared/resources/order/product-order.texts';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import type { OrderStatistics } from '../../../shared/bladex/order';
import { barStateOf, FiguresBar } from './FiguresBar';
import { useOrderStatistics } from './use-order-statistics';

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
  const { rt, language } = useCrudText();
  const statistics = useOrderStatistics(query);
  const figures = statistics.data;
  return (
    <FiguresBar
      caption={rt(k('statistics.caption'))}
      testId="order-statistics"
      {...barStateOf(statistics, { failed: rt(k('statistics.failed')), retry: rt(k('statistics.retry')) })}
      figures={FIGURES.map(({ name, money }) => ({
        name,
        label: rt(k(`statistics.${name}`)),
        value: figures?.[name],
        text: figures ? formatFigure(figures[name], money, language) : '…',
      }))}
    />
  );
};
