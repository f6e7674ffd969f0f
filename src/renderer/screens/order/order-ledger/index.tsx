import { useCallback } from 'react';
import { formatCount } from '../../../../shared/number-format';
import {
  type DictField,
  orderLedgerResource,
  type QueryParams,
  type ResourceTextKey,
} from '../../../../shared/resources';
import { useDictOptions } from '../../../crud/core/use-dict';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { barStateOf, FiguresBar } from '../FiguresBar';
import { useListFigures } from '../use-list-figures';

const def = orderLedgerResource;
const t = (key: string): ResourceTextKey => `res.order.orderLedger.counts.${key}`;
const statusField = def.fields.find((field) => field.name === 'adminStatus') as DictField<'adminStatus'>;

export const LEDGER_COUNTS_URL = `/api${def.endpoint}/listDiv`;

export interface StatusCount {
  adminStatus: number;
  count: number;
}

/** `[{adminStatus, count}]` with finite numbers; anything else is no answer the screen can show. */
export const parseStatusCounts = (data: unknown): StatusCount[] => {
  if (!Array.isArray(data)) throw new Error('listDiv answered no list');
  return data.map((item: unknown) => {
    const record = (item ?? {}) as Record<string, unknown>;
    const adminStatus = Number(record.adminStatus);
    const count = Number(record.count);
    if (!Number.isInteger(adminStatus) || !Number.isFinite(count)) throw new Error('listDiv answered a bad count');
    return { adminStatus, count };
  });
};

/**
 * The list's search without its status filter: each count says how many records that status would show with the
 * other filters, as status tabs do.
 */
export const statusCountsQuery = (query: QueryParams): QueryParams =>
  Object.fromEntries(Object.entries(query).filter(([name]) => name !== 'adminStatus'));

/** The records of the list's search counted per review status (listDiv). */
const useStatusCounts = (query: QueryParams) =>
  useListFigures(def.name, 'listDiv', LEDGER_COUNTS_URL, statusCountsQuery(query), parseStatusCounts);

const StatusCounts = ({ query }: { query: QueryParams }) => {
  const { rt, language } = useCrudText();
  const counts = useStatusCounts(query);
  const { options } = useDictOptions(statusField, language);
  const labelOf = (status: number) =>
    options.find((option) => option.value === String(status))?.label ?? String(status);
  return (
    <FiguresBar
      caption={rt(t('caption'))}
      testId="ledger-status-counts"
      {...barStateOf(counts, { failed: rt(t('failed')), retry: rt(t('retry')) })}
      figures={(counts.data ?? []).map(({ adminStatus, count }) => ({
        name: `adminStatus-${adminStatus}`,
        label: labelOf(adminStatus),
        value: count,
        text: formatCount(count, language),
      }))}
    />
  );
};

/**
 * 订单台账 (`/order/ledger`): the engine's list with the count of records per review status (listDiv: 未提交,
 * 已提交, 审核不通过, 审核通过, 已分账) for the current search above the table, refreshed with every search and write.
 */
export const Screen = () => {
  const summary = useCallback((query: QueryParams) => <StatusCounts query={query} />, []);
  return <ResourcePage def={def} summary={summary} />;
};
