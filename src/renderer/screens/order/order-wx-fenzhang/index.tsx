import { useCallback } from 'react';
import type { ProfitSplitStatistics } from '../../../../shared/bladex/order';
import { orderWxFenzhangResource, type QueryParams, type ResourceTextKey } from '../../../../shared/resources';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { barStateOf, FiguresBar } from '../FiguresBar';
import { useListFigures } from '../use-list-figures';
import { formatFigure } from '../OrderStatisticsBar';

const def = orderWxFenzhangResource;
const t = (key: string): ResourceTextKey => `res.order.orderWxFenzhang.statistics.${key}`;

export const PROFIT_SPLIT_STATISTICS_URL = `/api${def.endpoint}/getStatistics`;

const FIGURES = [
  { name: 'count', money: false },
  { name: 'total', money: true },
  { name: 'split', money: true },
  { name: 'remain', money: true },
] as const;

/** The answer's four sums, each a finite number; anything else is no answer the screen can show. */
export const parseProfitSplitStatistics = (data: unknown): Omit<ProfitSplitStatistics, 'byStatus'> => {
  const record = (data ?? {}) as Record<string, unknown>;
  const sums = { count: 0, total: 0, split: 0, remain: 0 };
  for (const { name } of FIGURES) {
    const value = Number(record[name]);
    if (record[name] === undefined || record[name] === null || !Number.isFinite(value))
      throw new Error(`statistics without ${name}`);
    sums[name] = value;
  }
  return sums;
};

/** The profit-split sums of the list's own search, refreshed with the list (keyed under the resource). */
const useProfitSplitStatistics = (query: QueryParams) =>
  useListFigures(def.name, 'statistics', PROFIT_SPLIT_STATISTICS_URL, query, parseProfitSplitStatistics);

const StatisticsBar = ({ query }: { query: QueryParams }) => {
  const { rt, language } = useCrudText();
  const statistics = useProfitSplitStatistics(query);
  const sums = statistics.data;
  return (
    <FiguresBar
      caption={rt(t('caption'))}
      testId="profit-split-statistics"
      {...barStateOf(statistics, { failed: rt(t('failed')), retry: rt(t('retry')) })}
      figures={FIGURES.map(({ name, money }) => ({
        name,
        label: rt(t(name)),
        value: sums?.[name],
        text: sums ? formatFigure(sums[name], money, language) : '…',
      }))}
    />
  );
};

/**
 * 分账记录 (`/order/profit-split`): the engine's read-only list with the sums of the current search above the
 * table (getStatistics: splits, total, split so far, remaining), following every search.
 */
export const Screen = () => {
  const summary = useCallback((query: QueryParams) => <StatisticsBar query={query} />, []);
  return <ResourcePage def={def} summary={summary} />;
};
