import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Spinner,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TabList,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from '../../../../shared/bladex';
import { formatMoney } from '../../../../shared/number-format';
import { errorMessage } from '../../../crud/core/crud-error';
import { dictOptions, useDictEntries } from '../../../crud/core/use-dict';
import { bladex } from '../../../platform/bladex-client';
import { SummaryFailed } from '../../SummaryFailed';
import { ListPager } from '../../ops/ListPager';
import { OPERATION_BASE, periodParams, type OperationPeriod } from './operation-period';
import { useOperationText } from './operation-texts';

type Row = Record<string, string | number | null>;
type Kind = 'orders' | 'deducts';

const PAGE_SIZE = 10;
const MONEY = new Set(['orderMoney', 'payMoney', 'deductMoney']);
const CALLS: Record<Kind, string> = { orders: 'getShopOrderPage', deducts: 'getOrderDeductPage' };

/** One page of the shop's orders or deductions in the period, with its own paging, empty and failed states. */
const ShopRows = ({ kind, period }: { kind: Kind; period: OperationPeriod }) => {
  const { text, language } = useOperationText();
  const [current, setCurrent] = useState(1);
  const columns = kind === 'orders' ? text.orderColumns : text.deductColumns;
  // The tenant's own labels of the order states (dict-biz pay_status), the key itself until they load.
  const payStates = useDictEntries('dict-biz', 'pay_status', kind === 'orders');
  const payLabels = new Map(dictOptions(payStates.data ?? [], language).map((option) => [option.value, option.label]));
  const list = useQuery({
    queryKey: ['operation-data', kind, period, current],
    queryFn: () =>
      bladex.get<Page<Row>>(`${OPERATION_BASE}/${CALLS[kind]}`, {
        ...periodParams(period),
        current: String(current),
        size: String(PAGE_SIZE),
      }),
  });
  if (list.isLoading) return <Spinner label={text.loading} />;
  if (list.isError)
    return (
      <SummaryFailed
        text={`${text.failed}：${errorMessage(list.error)}`}
        retry={text.retry}
        onRetry={() => void list.refetch()}
      />
    );
  const page = list.data;
  if (!page || page.records.length === 0) return <div>{kind === 'orders' ? text.emptyOrders : text.emptyDeducts}</div>;
  const cell = (row: Row, field: string) => {
    const value = row[field];
    if (MONEY.has(field)) return formatMoney(Number(value ?? 0), language);
    if (field === 'payStatus') return payLabels.get(String(value)) ?? String(value ?? '-');
    return value === null || value === undefined || value === '' ? '-' : String(value);
  };
  return (
    <>
      <Table size="small" aria-label={kind === 'orders' ? text.orders : text.deducts} data-testid={`operation-${kind}`}>
        <TableHeader>
          <TableRow>
            {Object.entries(columns).map(([field, label]) => (
              <TableHeaderCell key={field}>{label}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.records.map((row) => (
            <TableRow key={String(row.id)}>
              {Object.keys(columns).map((field) => (
                <TableCell key={field}>{cell(row, field)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListPager total={page.total} size={PAGE_SIZE} current={current} onChange={setCurrent} texts={text} />
    </>
  );
};

/** A shop's orders and deductions of the searched period, as two tabs of a drawer. */
export const ShopDetailDrawer = ({
  shop,
  period,
  onClose,
}: {
  shop: { shopId: string; shopName: string };
  period: OperationPeriod;
  onClose: () => void;
}) => {
  const { text } = useOperationText();
  const [tab, setTab] = useState<Kind>('orders');
  const shopPeriod = { startDate: period.startDate, endDate: period.endDate, shopId: shop.shopId };
  return (
    <OverlayDrawer open position="end" size="large" onOpenChange={(_e, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={text.close} icon={<DismissRegular />} onClick={onClose} />}
        >
          {`${shop.shopName || shop.shopId} · ${period.startDate} ~ ${period.endDate}`}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <TabList selectedValue={tab} onTabSelect={(_e, data) => setTab(data.value as Kind)}>
          <Tab value="orders">{text.orders}</Tab>
          <Tab value="deducts">{text.deducts}</Tab>
        </TabList>
        <ShopRows key={tab} kind={tab} period={shopPeriod} />
      </DrawerBody>
    </OverlayDrawer>
  );
};
