import { useCallback } from 'react';
import { formatCount } from '../../../../shared/number-format';
import {
  type DictField,
  orderLedgerResource,
  type QueryParams,
  type ResourceTextKey,
  type SearchValues,
} from '../../../../shared/resources';
import { useDictOptions } from '../../../crud/core/use-dict';
import { ResourcePage, type SummarySearch } from '../../../crud/fluent/ResourcePage';
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
  Object.fromEntries(
    Object.entries(query).filter(([name]) => name !== 'adminStatus' && !name.startsWith('adminStatus_')),
  );

/** The records of the list's search counted per review status (listDiv). */
const useStatusCounts = (query: QueryParams) =>
  useListFigures(def.name, 'listDiv', LEDGER_COUNTS_URL, statusCountsQuery(query), parseStatusCounts);

const figureName = (status: number | string) => `adminStatus-${status}`;

/**
 * The search after a count is picked: narrowed to that status, or back to every status when it was the one the
 * list already shows.
 */
export const pickedStatusSearch = (values: SearchValues, picked: string): SearchValues => {
  const status = picked.slice(figureName('').length);
  const current = values.adminStatus;
  return { ...values, adminStatus: current !== undefined && String(current) === status ? undefined : status };
};

const StatusCounts = ({ query, search }: { query: QueryParams; search: SummarySearch }) => {
  const { rt, language } = useCrudText();
  const counts = useStatusCounts(query);
  const current = search.values.adminStatus;
  const { options } = useDictOptions(statusField, language);
  const labelOf = (status: number) =>
    options.find((option) => option.value === String(status))?.label ?? String(status);
  return (
    <FiguresBar
      caption={rt(t('caption'))}
      testId="ledger-status-counts"
      {...barStateOf(counts, { failed: rt(t('failed')), retry: rt(t('retry')) })}
      pick={{
        picked: current === undefined || current === '' || current === null ? undefined : figureName(String(current)),
        onPick: (name) => search.search(pickedStatusSearch(search.values, name)),
        hint: (label) => rt(t('pick'), { status: label }),
      }}
      figures={(counts.data ?? []).map(({ adminStatus, count }) => ({
        name: figureName(adminStatus),
        label: labelOf(adminStatus),
        value: count,
        text: formatCount(count, language),
      }))}
    />
  );
};

/**
 * 订单台账 (`/order/ledger`): the engine's list with the count of records per review status (listDiv: 未提交,
 * 已提交, 审核不通过, 审核通过, 已分账) for the current search above the table, refreshed with every search and write;
 * a count narrows the list to its status (the search form's 审核状态 follows), pressed again it lifts the filter.
 */
export const Screen = () => {
  const summary = useCallback(
    (query: QueryParams, search: SummarySearch) => <StatusCounts query={query} search={search} />,
    [],
  );
  return <ResourcePage def={def} summary={summary} />;
};
