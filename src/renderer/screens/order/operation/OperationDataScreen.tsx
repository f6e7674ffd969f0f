import {
  Button,
  Input,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  OPERATION_TOTAL_FIGURES,
  type OperationShopTotals,
  type OperationTotals,
  type Page,
} from '../../../../shared/bladex';
import { formatCount, formatMoney } from '../../../../shared/number-format';
import { errorMessage } from '../../../crud/core/crud-error';
import { ExportProgressDialog } from '../../../crud-export/ExportProgressDialog';
import { exportFileNameOf } from '../../../crud-export/export-columns';
import { useExport } from '../../../crud-export/use-export';
import { getApi } from '../../../platform/api';
import { bladex } from '../../../platform/bladex-client';
import { FigureCards } from '../../../ui/FigureCards';
import { ListPager } from '../../ops/ListPager';
import { SummaryFailed } from '../../SummaryFailed';
import { DeductDaysChart } from './DeductDaysChart';
import { OPERATION_BASE, periodParams, thisMonth, type OperationPeriod } from './operation-period';
import { useOperationText } from './operation-texts';
import { ShopDetailDrawer } from './ShopDetailDrawer';

const PAGE_SIZE = 20;
const COLUMNS = ['shopName', 'orderCnt', 'orderMoney', 'payMoney', 'dealCnt', 'dealMoney'] as const;
const MONEY = new Set<string>(['orderMoney', 'payMoney', 'dealMoney']);

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  row: { cursor: 'pointer' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * 运营数据 (spec 002 §7): the period's totals, its deductions per day, and one row per shop; a row opens the
 * shop's orders and deductions. The search applies on 查询 (a half-typed date does not refetch everything).
 */
export const OperationDataScreen = () => {
  const styles = useStyles();
  const { text, language } = useOperationText();
  const initial = useMemo(() => thisMonth(new Date()), []);
  const [draft, setDraft] = useState<OperationPeriod>({ ...initial, shopName: '' });
  const [period, setPeriod] = useState<OperationPeriod>(initial);
  const [current, setCurrent] = useState(1);
  const [open, setOpen] = useState<OperationShopTotals | null>(null);
  const [rangeError, setRangeError] = useState(false);
  const exporter = useExport(useMemo(() => getApi(), []));
  const params = periodParams(period);

  const totals = useQuery({
    queryKey: ['operation-data', 'totals', params],
    queryFn: () => bladex.get<OperationTotals>(`${OPERATION_BASE}/sumShopOrderTotalCount`, params),
  });
  const list = useQuery({
    queryKey: ['operation-data', 'shops', params, current],
    queryFn: () =>
      bladex.get<Page<OperationShopTotals>>(`${OPERATION_BASE}/getShopOrderTotalCountPage`, {
        ...params,
        current: String(current),
        size: String(PAGE_SIZE),
      }),
  });

  const show = (field: string, value: number) =>
    MONEY.has(field) ? formatMoney(value, language) : formatCount(value, language);
  const columnLabel = (field: string) => (field === 'shopName' ? text.shopName : (text.figures[field] ?? field));
  const search = () => {
    if (draft.startDate && draft.endDate && draft.startDate > draft.endDate) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    setCurrent(1);
    setPeriod({ ...draft, shopName: draft.shopName?.trim() });
  };
  const reset = () => {
    setRangeError(false);
    setDraft({ ...initial, shopName: '' });
    setPeriod(initial);
    setCurrent(1);
  };
  const exportAll = () =>
    void exporter.start({
      endpoint: `/api${OPERATION_BASE}/getShopOrderTotalCountPage`,
      params,
      columns: COLUMNS.map((name) => ({
        name,
        header: columnLabel(name),
        kind: name === 'shopName' ? ('text' as const) : MONEY.has(name) ? ('money-yuan' as const) : ('number' as const),
      })),
      fileName: exportFileNameOf(`${text.title}_${period.startDate}_${period.endDate}`, new Date()),
    });
  const page = list.data;

  return (
    <div className={styles.page} data-testid="operation-data-screen">
      <form
        className={styles.bar}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Input
          type="date"
          aria-label={text.from}
          value={draft.startDate}
          onChange={(_e, d) => setDraft((old) => ({ ...old, startDate: d.value }))}
        />
        <Input
          type="date"
          aria-label={text.to}
          value={draft.endDate}
          onChange={(_e, d) => setDraft((old) => ({ ...old, endDate: d.value }))}
        />
        <Input
          aria-label={text.shopName}
          placeholder={text.shopName}
          value={draft.shopName ?? ''}
          onChange={(_e, d) => setDraft((old) => ({ ...old, shopName: d.value }))}
        />
        <Button type="submit" appearance="primary">
          {text.search}
        </Button>
        <Button onClick={reset}>{text.reset}</Button>
        <Button onClick={exportAll} disabled={!page || page.total === 0}>
          {text.export}
        </Button>
        {rangeError && (
          <span role="alert" className={styles.error}>
            {text.badRange}
          </span>
        )}
      </form>

      {totals.isError ? (
        <SummaryFailed text={text.totalsFailed} retry={text.retry} onRetry={() => void totals.refetch()} />
      ) : (
        <section aria-label={text.title} data-testid="operation-totals">
          <FigureCards
            minWidth={150}
            figures={OPERATION_TOTAL_FIGURES.map((name) => ({
              name,
              label: text.figures[name] ?? name,
              value: totals.data ? show(name, totals.data[name]) : '…',
              data: { 'data-field': name, 'data-value': String(totals.data?.[name] ?? '') },
            }))}
          />
        </section>
      )}

      <DeductDaysChart period={period} />

      {list.isLoading && <Spinner label={text.loading} />}
      {list.isError && (
        <SummaryFailed
          text={`${text.failed}：${errorMessage(list.error)}`}
          retry={text.retry}
          onRetry={() => void list.refetch()}
        />
      )}
      {page && page.records.length === 0 && <div data-testid="operation-empty">{text.empty}</div>}
      {page && page.records.length > 0 && (
        <Table size="small" aria-label={text.title} data-testid="operation-shops">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((field) => (
                <TableHeaderCell key={field}>{columnLabel(field)}</TableHeaderCell>
              ))}
              <TableHeaderCell />
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.records.map((row) => (
              <TableRow
                key={row.shopId}
                className={styles.row}
                data-testid="operation-shop-row"
                onDoubleClick={() => setOpen(row)}
              >
                {COLUMNS.map((field) => (
                  <TableCell key={field}>
                    {field === 'shopName' ? row.shopName || row.shopId : show(field, row[field])}
                  </TableCell>
                ))}
                <TableCell>
                  <Button size="small" onClick={() => setOpen(row)}>
                    {text.open}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {page && <ListPager total={page.total} size={PAGE_SIZE} current={current} onChange={setCurrent} texts={text} />}
      {open && <ShopDetailDrawer shop={open} period={period} onClose={() => setOpen(null)} />}
      <ExportProgressDialog
        state={exporter.state}
        language={language}
        onCancel={() => void exporter.cancel()}
        onReveal={() => void exporter.reveal()}
        onClose={exporter.close}
      />
    </div>
  );
};
